/** Which IAM policies, and through them which users, reach a bucket (the Access tab): rules read from policy documents. */

import type { BucketIamPoliciesResponse } from './bucket-settings';
import { matchesWildcard } from './iam-actions';

const S3_ARN_PREFIX = 'arn:aws:s3:::';

const listOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

function statementsOf(policy: unknown): Record<string, unknown>[] {
  const statements = (policy as { Statement?: unknown } | null)?.Statement;
  const list = Array.isArray(statements) ? statements : [statements];
  return list.filter((statement): statement is Record<string, unknown> => typeof statement === 'object');
}

/** Whether a statement names the bucket itself or all of its objects among its resources. */
function namesBucket(statement: Record<string, unknown>, bucketName: string): boolean {
  return listOf(statement.Resource)
    .filter((resource) => resource.startsWith(S3_ARN_PREFIX))
    .map((resource) => resource.slice(S3_ARN_PREFIX.length))
    .some((pattern) => matchesWildcard(pattern, bucketName) || matchesWildcard(pattern, `${bucketName}/*`));
}

const policyNamesBucket = (policy: unknown, bucketName: string) =>
  statementsOf(policy).some((statement) => namesBucket(statement, bucketName));

const policyAllowsBucket = (policy: unknown, bucketName: string) =>
  statementsOf(policy).some(
    (statement) => statement.Effect === 'Allow' && namesBucket(statement, bucketName),
  );

/** Policy names as MinIO stores them for a user or group: one comma-separated string. */
const policyNames = (names: string | undefined) =>
  (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The policies (name → document) with a statement on the bucket or its objects, sorted by name. */
export function policiesNamingBucket(
  bucketName: string,
  policies: Record<string, unknown>,
): BucketIamPoliciesResponse {
  const named = Object.entries(policies)
    .filter(([, policy]) => policyNamesBucket(policy, bucketName))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, policy]) => ({ name, policy: JSON.stringify(policy) }));
  return { policies: named, total: named.length };
}

export interface IamEntity {
  /** Comma-separated policy names, as MinIO keeps them. */
  policy?: string;
}

/** Sorted access keys of the users whose own policies, or those of a group they are in, allow the bucket. */
export function usersReachingBucket(
  bucketName: string,
  policies: Record<string, unknown>,
  users: Record<string, IamEntity>,
  groups: readonly (IamEntity & { members?: readonly string[] | null })[],
): string[] {
  const allowing = (entity: IamEntity) =>
    policyNames(entity.policy).some((name) => policyAllowsBucket(policies[name], bucketName));
  const withAccess = new Set(Object.keys(users).filter((accessKey) => allowing(users[accessKey] ?? {})));
  for (const group of groups.filter(allowing)) {
    for (const member of group.members ?? []) withAccess.add(member);
  }
  return [...withAccess].sort();
}
