import { getResponse, HttpResponse } from 'msw';
import type { $ZodType, output } from 'zod/v4/core';
import { anonymousRules, policyTextFor, withAnonymousRule } from '../../server/buckets/anonymous-policy';
import { policiesNamingBucket, usersReachingBucket } from '../../server/buckets/iam-access';
import {
  type AccessRulesResponse,
  type BucketEncryptionInfo,
  type BucketObjectLockingResponse,
  type BucketRetentionConfig,
  type BucketVersioningResponse,
  bucketEncryptionRequestSchema,
  bucketPolicyProblem,
  deleteAccessRuleRequestSchema,
  ENCRYPTION_NOT_CONFIGURED,
  putBucketTagsRequestSchema,
  QUOTA_MESSAGES,
  type SetBucketPolicyRequest,
  setAccessRuleRequestSchema,
  setBucketPolicyRequestSchema,
} from '../../src/contract/bucket-settings';
import {
  type BucketQuota,
  putBucketRetentionRequestSchema,
  setBucketQuotaSchema,
  setBucketVersioningSchema,
} from '../../src/contract/buckets';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { findBucket, type MockBucket } from '../buckets-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { bucketsHandlers, MINIO_BUCKET_MESSAGES } from './buckets';
import { http } from './http';
import { apiError, parseBody, requireSession } from './respond';

/** MinIO's own texts for the refusals of these settings. */
export const MINIO_SETTINGS_MESSAGES = {
  lockedVersioning: 'An Object Lock configuration is present on this bucket, versioning cannot be suspended.',
  lockOnExistingBucket: 'Object Lock configuration cannot be enabled on existing buckets',
  kmsNotConfigured: 'Server side encryption specified but KMS is not configured',
  policyOfAnotherBucket: 'bucket name does not match',
} as const;

/** The IAM side of the demo server: its policies, the users they are attached to, and one group. */
const MOCK_POLICIES: Record<string, unknown> = {
  consoleAdmin: {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['admin:*'] },
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
    ],
  },
  readonly: {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['s3:GetBucketLocation', 's3:GetObject'], Resource: ['arn:aws:s3:::*'] },
    ],
  },
  'photos-editors': {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/*'] },
    ],
  },
};
const MOCK_USERS = { readonly: { policy: 'readonly' }, alice: { policy: 'photos-editors' } };
const MOCK_GROUPS = [{ members: ['bob', 'carol'], policy: 'photos-editors' }];

/** What the session may do with the bucket, or the error the real server answers first. */
type Guard = { user: MockUser; bucket: MockBucket } | Response;

/**
 * The session, the bucket, and the user's right to one of `actions` on it, refused in MinIO's order (denied
 * before unknown). Admin actions are granted globally, as MinIO's admin API checks them.
 */
function guard(bucketName: string, actions: readonly string[]): Guard {
  const session = requireSession();
  if (session instanceof Response) return session;
  const allowed = actions.some((action) =>
    action.startsWith('admin:')
      ? isAllowed(session.user, action)
      : hasPermission(session.user.permissions, bucketName, [action]),
  );
  if (!allowed) return apiError(403, MINIO_MESSAGES.accessDenied);
  const bucket = findBucket(bucketName);
  if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
  return { user: session.user, bucket };
}

const ok = () => new HttpResponse(null, { status: 200 });

/** The body of a write, checked after the session as the real server does; or the error response. */
async function parsedBody<T extends $ZodType>(request: Request, schema: T): Promise<output<T> | Response> {
  const session = requireSession();
  if (session instanceof Response) return session;
  return parseBody(request, schema);
}

const versioningOf = (bucket: MockBucket): BucketVersioningResponse => ({
  status: bucket.versioning || undefined,
  excludedPrefixes: bucket.excludedPrefixes.map((prefix) => ({ prefix })),
  excludeFolders: bucket.excludeFolders || undefined,
});

const encryptionOf = (bucket: MockBucket): BucketEncryptionInfo | null =>
  bucket.encryption && {
    algorithm: bucket.encryption.algorithm,
    kmsMasterKeyID: bucket.encryption.kmsMasterKeyID,
  };

/** MinIO refuses a policy naming another bucket; the console checks the JSON and statements first. */
function policyRefusal(bucketName: string, request: SetBucketPolicyRequest): Response | null {
  if (request.access !== 'CUSTOM') return null;
  const problem = bucketPolicyProblem(request.definition ?? '');
  if (problem) return apiError(400, problem);
  const statements = JSON.parse(request.definition ?? '').Statement as { Resource: unknown }[];
  const resources = statements.flatMap((statement) => [statement.Resource].flat());
  const own = (resource: unknown) =>
    resource === `arn:aws:s3:::${bucketName}` || String(resource).startsWith(`arn:aws:s3:::${bucketName}/`);
  return resources.every(own) ? null : apiError(400, MINIO_SETTINGS_MESSAGES.policyOfAnotherBucket);
}

/** The settings of the Summary, Access and Anonymous tabs, as server/buckets/settings.ts answers them. */
export const bucketSettingsHandlers = [
  http.get('*/api/v1/buckets/:bucketName/versioning', ({ params }) => {
    const found = guard(String(params.bucketName), ['s3:GetBucketVersioning']);
    // The real server answers read errors with an empty object.
    if (found instanceof Response) return found.status === 401 ? found : HttpResponse.json({});
    return HttpResponse.json(versioningOf(found.bucket));
  }),

  http.put('*/api/v1/buckets/:bucketName/versioning', async ({ params, request }) => {
    const body = await parsedBody(request, setBucketVersioningSchema);
    if (body instanceof Response) return body;
    const found = guard(String(params.bucketName), ['s3:PutBucketVersioning']);
    if (found instanceof Response) return found;
    const excludes = (body.excludePrefixes?.length ?? 0) > 0 || body.excludeFolders === true;
    if (found.bucket.locking && (!body.enabled || excludes)) {
      return apiError(400, MINIO_SETTINGS_MESSAGES.lockedVersioning);
    }
    Object.assign(found.bucket, {
      versioning: body.enabled ? 'Enabled' : 'Suspended',
      excludedPrefixes: body.enabled ? (body.excludePrefixes ?? []) : [],
      excludeFolders: body.enabled === true && body.excludeFolders === true,
    });
    return new HttpResponse(null, { status: 201 });
  }),

  http.get('*/api/v1/buckets/:bucketName/quota', ({ params }) => {
    const found = guard(String(params.bucketName), ['admin:GetBucketQuota']);
    if (found instanceof Response) return found;
    const quota: BucketQuota = found.bucket.quota > 0 ? { quota: found.bucket.quota, type: 'hard' } : {};
    return HttpResponse.json(quota);
  }),

  http.put('*/api/v1/buckets/:bucketName/quota', async ({ params, request }) => {
    const body = await parsedBody(request, setBucketQuotaSchema);
    if (body instanceof Response) return body;
    const found = guard(String(params.bucketName), ['admin:SetBucketQuota']);
    if (found instanceof Response) return found;
    const amount = body.enabled ? (body.amount ?? 0) : 0;
    if (body.enabled && amount < 1) return apiError(400, QUOTA_MESSAGES.notPositive);
    if (body.enabled && amount < found.bucket.size) return apiError(400, QUOTA_MESSAGES.belowUsage);
    found.bucket.quota = amount;
    return ok();
  }),

  http.get('*/api/v1/buckets/:bucketName/retention', ({ params }) => {
    const found = guard(String(params.bucketName), ['s3:GetBucketObjectLockConfiguration']);
    if (found instanceof Response) return found;
    const retention: BucketRetentionConfig = (found.bucket.locking && found.bucket.retention) || {};
    return HttpResponse.json(retention);
  }),

  http.put('*/api/v1/buckets/:bucketName/retention', async ({ params, request }) => {
    const body = await parsedBody(request, putBucketRetentionRequestSchema);
    if (body instanceof Response) return body;
    const found = guard(String(params.bucketName), ['s3:PutBucketObjectLockConfiguration']);
    if (found instanceof Response) return found;
    if (!found.bucket.locking) return apiError(400, MINIO_SETTINGS_MESSAGES.lockOnExistingBucket);
    found.bucket.retention = body;
    return ok();
  }),

  http.get('*/api/v1/buckets/:bucketName/object-locking', ({ params }) => {
    const found = guard(String(params.bucketName), ['s3:GetBucketObjectLockConfiguration']);
    if (found instanceof Response) return found;
    const answer: BucketObjectLockingResponse = found.bucket.locking ? { object_locking_enabled: true } : {};
    return HttpResponse.json(answer);
  }),

  // The demo server has no KMS (its session has no "kms" feature), so MinIO refuses every default encryption.
  http.post('*/api/v1/buckets/:bucketName/encryption/enable', async ({ params, request }) => {
    const body = await parsedBody(request, bucketEncryptionRequestSchema);
    if (body instanceof Response) return body;
    const found = guard(String(params.bucketName), ['s3:PutEncryptionConfiguration']);
    if (found instanceof Response) return found;
    return apiError(400, MINIO_SETTINGS_MESSAGES.kmsNotConfigured);
  }),

  http.post('*/api/v1/buckets/:bucketName/encryption/disable', ({ params }) => {
    const found = guard(String(params.bucketName), ['s3:PutEncryptionConfiguration']);
    if (found instanceof Response) return found;
    found.bucket.encryption = null;
    return ok();
  }),

  http.get('*/api/v1/buckets/:bucketName/encryption/info', ({ params }) => {
    const found = guard(String(params.bucketName), ['s3:GetEncryptionConfiguration']);
    if (found instanceof Response) return found;
    const encryption = encryptionOf(found.bucket);
    return encryption ? HttpResponse.json(encryption) : apiError(404, ENCRYPTION_NOT_CONFIGURED);
  }),

  http.put('*/api/v1/buckets/:bucketName/tags', async ({ params, request }) => {
    const body = await parsedBody(request, putBucketTagsRequestSchema);
    if (body instanceof Response) return body;
    const found = guard(String(params.bucketName), ['s3:PutBucketTagging']);
    if (found instanceof Response) return found;
    found.bucket.tags = body.tags ?? {};
    return ok();
  }),

  http.put('*/api/v1/buckets/:bucketName/set-policy', async ({ params, request }) => {
    const body = await parsedBody(request, setBucketPolicyRequestSchema);
    if (body instanceof Response) return body;
    const bucketName = String(params.bucketName);
    const found = guard(bucketName, ['s3:PutBucketPolicy']);
    if (found instanceof Response) return found;
    const refusal = policyRefusal(bucketName, body);
    if (refusal) return refusal;
    found.bucket.policy = policyTextFor(bucketName, body);
    // The answer is the bucket as GET /buckets/{name} describes it.
    return getResponse(bucketsHandlers, new Request(request.url.replace(/\/set-policy$/, '')));
  }),

  http.get('*/api/v1/bucket-policy/:bucketName', ({ params }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    if (!isAllowed(session.user, 'admin:ListUserPolicies')) return apiError(403, MINIO_MESSAGES.accessDenied);
    return HttpResponse.json(policiesNamingBucket(String(params.bucketName), MOCK_POLICIES));
  }),

  http.get('*/api/v1/bucket-users/:bucketName', ({ params }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    if (!isAllowed(session.user, 'admin:ListUsers')) return apiError(403, MINIO_MESSAGES.accessDenied);
    return HttpResponse.json(
      usersReachingBucket(String(params.bucketName), MOCK_POLICIES, MOCK_USERS, MOCK_GROUPS),
    );
  }),

  http.get('*/api/v1/bucket/:bucketName/access-rules', ({ params }) => {
    const bucketName = String(params.bucketName);
    const found = guard(bucketName, ['s3:GetBucketPolicy']);
    if (found instanceof Response) return found;
    const answer: AccessRulesResponse = { accessRules: anonymousRules(found.bucket.policy, bucketName) };
    return HttpResponse.json(answer);
  }),

  http.put('*/api/v1/bucket/:bucketName/access-rules', async ({ params, request }) => {
    const body = await parsedBody(request, setAccessRuleRequestSchema);
    if (body instanceof Response) return body;
    const bucketName = String(params.bucketName);
    const found = guard(bucketName, ['s3:PutBucketPolicy']);
    if (found instanceof Response) return found;
    found.bucket.policy = withAnonymousRule(found.bucket.policy, bucketName, body.prefix, body.access);
    return HttpResponse.json(true);
  }),

  http.delete('*/api/v1/bucket/:bucketName/access-rules', async ({ params, request }) => {
    const body = await parsedBody(request, deleteAccessRuleRequestSchema);
    if (body instanceof Response) return body;
    const bucketName = String(params.bucketName);
    const found = guard(bucketName, ['s3:PutBucketPolicy']);
    if (found instanceof Response) return found;
    found.bucket.policy = withAnonymousRule(found.bucket.policy, bucketName, body.prefix, 'none');
    return HttpResponse.json(true);
  }),
];
