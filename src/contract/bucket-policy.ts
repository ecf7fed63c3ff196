import type { BucketAccess } from './buckets';

const BUCKET_ACTIONS = ['s3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads'];
const OBJECT_ACTIONS = [
  's3:AbortMultipartUpload',
  's3:DeleteObject',
  's3:GetObject',
  's3:ListMultipartUploadParts',
  's3:PutObject',
];

const bucketArn = (bucketName: string) => `arn:aws:s3:::${bucketName}`;

/** The policy the console (and `mc anonymous set public`) writes for PUBLIC: anonymous read and write. */
export function publicReadWritePolicy(bucketName: string) {
  const anonymous = { AWS: ['*'] };
  return {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Principal: anonymous, Action: BUCKET_ACTIONS, Resource: [bucketArn(bucketName)] },
      {
        Effect: 'Allow',
        Principal: anonymous,
        Action: OBJECT_ACTIONS,
        Resource: [`${bucketArn(bucketName)}/*`],
      },
    ],
  };
}

/**
 * PRIVATE without a policy, PUBLIC only when the policy grants exactly what `publicReadWritePolicy` grants
 * (however its statements are split or ordered), CUSTOM for anything else, e.g. read-only access.
 */
export function bucketAccessOf(policyJson: string, bucketName: string): BucketAccess {
  if (policyJson.trim() === '') return 'PRIVATE';
  const grants = anonymousGrants(policyJson);
  const expected = anonymousGrants(JSON.stringify(publicReadWritePolicy(bucketName)));
  return grants && sameSet(grants, expected ?? new Set()) ? 'PUBLIC' : 'CUSTOM';
}

/** "action resource" pairs granted to everyone, or null when the policy has anything else in it. */
function anonymousGrants(policyJson: string): Set<string> | null {
  let policy: unknown;
  try {
    policy = JSON.parse(policyJson);
  } catch {
    return null;
  }
  const statements = (policy as { Statement?: unknown } | null)?.Statement;
  if (!Array.isArray(statements)) return null;
  const grants = new Set<string>();
  for (const statement of statements as Record<string, unknown>[]) {
    if (!isPlainAnonymousAllow(statement)) return null;
    for (const action of asList(statement.Action)) {
      for (const resource of asList(statement.Resource)) grants.add(`${action} ${resource}`);
    }
  }
  return grants;
}

function isPlainAnonymousAllow(statement: Record<string, unknown>): boolean {
  const known = new Set(['Sid', 'Effect', 'Principal', 'Action', 'Resource']);
  if (Object.keys(statement).some((key) => !known.has(key))) return false;
  return statement.Effect === 'Allow' && isEveryone(statement.Principal);
}

function isEveryone(principal: unknown): boolean {
  if (principal === '*') return true;
  const aws = (principal as { AWS?: unknown } | null)?.AWS;
  return asList(aws).length === 1 && asList(aws)[0] === '*';
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));
