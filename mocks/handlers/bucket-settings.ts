import { getResponse } from 'msw';
import { anonymousRules, policyTextFor, withAnonymousRule } from '../../src/contract/anonymous-policy';
import * as bucketSettings from '../../src/contract/bucket-settings';
import { policiesNamingBucket, usersReachingBucket } from '../../src/contract/iam-access';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { findBucket, type MockBucket } from '../buckets-model';
import { allGroups, allPolicies, allUsers } from '../iam-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { bucketsHandlers, MINIO_BUCKET_MESSAGES } from './buckets';
import { mock } from './mock';
import { apiError } from './respond';

/** MinIO's own texts for the refusals of these settings. */
export const MINIO_SETTINGS_MESSAGES = {
  lockedVersioning: 'An Object Lock configuration is present on this bucket, versioning cannot be suspended.',
  lockOnExistingBucket: 'Object Lock configuration cannot be enabled on existing buckets',
  kmsNotConfigured: 'Server side encryption specified but KMS is not configured',
  policyOfAnotherBucket: 'bucket name does not match',
} as const;

/** The IAM model's policies (name → document), as MinIO lists them. */
const iamPolicies = () => Object.fromEntries(allPolicies());

/** Each user's and group's policies as MinIO gives them: one comma-separated string. */
const iamUsers = () =>
  Object.fromEntries(allUsers().map((user) => [user.accessKey, { policy: user.policies.join(',') }]));
const iamGroups = () =>
  allGroups().map((group) => ({ policy: group.policies.join(','), members: group.members }));

/**
 * The bucket, if the user may do one of `actions` on it; otherwise the error the real server answers, refused
 * in MinIO's order (denied before unknown). Admin actions are granted globally, as MinIO's admin API checks them.
 */
function guardedBucket(
  user: MockUser,
  bucketName: string,
  actions: readonly string[],
): MockBucket | Response {
  const allowed = actions.some((action) =>
    action.startsWith('admin:')
      ? isAllowed(user, action)
      : hasPermission(user.permissions, bucketName, [action]),
  );
  if (!allowed) return apiError(403, MINIO_MESSAGES.accessDenied);
  const bucket = findBucket(bucketName);
  if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
  return bucket;
}

const versioningOf = (bucket: MockBucket): bucketSettings.BucketVersioningResponse => ({
  status: bucket.versioning || undefined,
  excludedPrefixes: bucket.excludedPrefixes.map((prefix) => ({ prefix })),
  excludeFolders: bucket.excludeFolders || undefined,
});

const encryptionOf = (bucket: MockBucket): bucketSettings.BucketEncryptionInfo | null =>
  bucket.encryption && {
    algorithm: bucket.encryption.algorithm,
    kmsMasterKeyID: bucket.encryption.kmsMasterKeyID,
  };

/** MinIO refuses a policy naming another bucket; the console checks the JSON and statements first. */
function policyRefusal(bucketName: string, request: bucketSettings.SetBucketPolicyRequest): Response | null {
  if (request.access !== 'CUSTOM') return null;
  const problem = bucketSettings.bucketPolicyProblem(request.definition ?? '');
  if (problem) return apiError(400, problem);
  const statements = JSON.parse(request.definition ?? '').Statement as { Resource: unknown }[];
  const resources = statements.flatMap((statement) => [statement.Resource].flat());
  const own = (resource: unknown) =>
    resource === `arn:aws:s3:::${bucketName}` || String(resource).startsWith(`arn:aws:s3:::${bucketName}/`);
  return resources.every(own) ? null : apiError(400, MINIO_SETTINGS_MESSAGES.policyOfAnotherBucket);
}

/** The settings of the Summary, Access and Anonymous tabs, as the console server answers them. */
export const bucketSettingsHandlers = [
  mock(bucketSettings.getBucketVersioning, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:GetBucketVersioning']);
    // The real server answers read errors with an empty object.
    return bucket instanceof Response ? {} : versioningOf(bucket);
  }),

  mock(bucketSettings.setBucketVersioning, ({ session, params, body }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:PutBucketVersioning']);
    if (bucket instanceof Response) return bucket;
    const excludes = (body.excludePrefixes?.length ?? 0) > 0 || body.excludeFolders === true;
    if (bucket.locking && (!body.enabled || excludes)) {
      return apiError(400, MINIO_SETTINGS_MESSAGES.lockedVersioning);
    }
    Object.assign(bucket, {
      versioning: body.enabled ? 'Enabled' : 'Suspended',
      excludedPrefixes: body.enabled ? (body.excludePrefixes ?? []) : [],
      excludeFolders: body.enabled === true && body.excludeFolders === true,
    });
  }),

  mock(bucketSettings.getBucketQuota, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['admin:GetBucketQuota']);
    if (bucket instanceof Response) return bucket;
    return bucket.quota > 0 ? { quota: bucket.quota, type: 'hard' } : {};
  }),

  mock(bucketSettings.setBucketQuota, ({ session, params, body }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['admin:SetBucketQuota']);
    if (bucket instanceof Response) return bucket;
    const amount = body.enabled ? (body.amount ?? 0) : 0;
    if (body.enabled && amount < 1) return apiError(400, bucketSettings.QUOTA_MESSAGES.notPositive);
    if (body.enabled && amount < bucket.size) return apiError(400, bucketSettings.QUOTA_MESSAGES.belowUsage);
    bucket.quota = amount;
  }),

  mock(bucketSettings.getBucketRetentionConfig, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:GetBucketObjectLockConfiguration']);
    if (bucket instanceof Response) return bucket;
    return (bucket.locking && bucket.retention) || {};
  }),

  mock(bucketSettings.setBucketRetentionConfig, ({ session, params, body }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:PutBucketObjectLockConfiguration']);
    if (bucket instanceof Response) return bucket;
    if (!bucket.locking) return apiError(409, MINIO_SETTINGS_MESSAGES.lockOnExistingBucket);
    bucket.retention = body;
  }),

  mock(bucketSettings.getBucketObjectLockingStatus, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:GetBucketObjectLockConfiguration']);
    if (bucket instanceof Response) return bucket;
    return bucket.locking ? { object_locking_enabled: true } : {};
  }),

  // The demo server has no KMS (its session has no "kms" feature), so MinIO refuses every default encryption.
  mock(bucketSettings.enableBucketEncryption, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:PutEncryptionConfiguration']);
    if (bucket instanceof Response) return bucket;
    return apiError(400, MINIO_SETTINGS_MESSAGES.kmsNotConfigured);
  }),

  mock(bucketSettings.disableBucketEncryption, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:PutEncryptionConfiguration']);
    if (bucket instanceof Response) return bucket;
    bucket.encryption = null;
  }),

  mock(bucketSettings.getBucketEncryptionInfo, ({ session, params }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:GetEncryptionConfiguration']);
    if (bucket instanceof Response) return bucket;
    return encryptionOf(bucket) ?? apiError(404, bucketSettings.ENCRYPTION_NOT_CONFIGURED);
  }),

  mock(bucketSettings.putBucketTags, ({ session, params, body }) => {
    const bucket = guardedBucket(session.user, params.bucket_name, ['s3:PutBucketTagging']);
    if (bucket instanceof Response) return bucket;
    bucket.tags = body.tags ?? {};
  }),

  mock(bucketSettings.setBucketPolicy, ({ session, params: { bucket_name }, body, request }) => {
    const bucket = guardedBucket(session.user, bucket_name, ['s3:PutBucketPolicy']);
    if (bucket instanceof Response) return bucket;
    const refusal = policyRefusal(bucket_name, body);
    if (refusal) return refusal;
    bucket.policy = policyTextFor(bucket_name, body);
    // The answer is the bucket as GET /buckets/{bucket_name} describes it.
    return getResponse(bucketsHandlers, new Request(request.url.replace(/\/set-policy$/, '')));
  }),

  mock(bucketSettings.listPoliciesWithBucket, ({ session, params }) => {
    if (!isAllowed(session.user, 'admin:ListUserPolicies')) return apiError(403, MINIO_MESSAGES.accessDenied);
    return policiesNamingBucket(params.bucket_name, iamPolicies());
  }),

  mock(bucketSettings.listUsersWithAccessToBucket, ({ session, params }) => {
    if (!isAllowed(session.user, 'admin:ListUsers')) return apiError(403, MINIO_MESSAGES.accessDenied);
    return usersReachingBucket(params.bucket_name, iamPolicies(), iamUsers(), iamGroups());
  }),

  mock(bucketSettings.listAccessRulesWithBucket, ({ session, params: { bucket_name } }) => {
    const bucket = guardedBucket(session.user, bucket_name, ['s3:GetBucketPolicy']);
    if (bucket instanceof Response) return bucket;
    return { accessRules: anonymousRules(bucket.policy, bucket_name) };
  }),

  mock(bucketSettings.setAccessRuleWithBucket, ({ session, params: { bucket_name }, body }) => {
    const bucket = guardedBucket(session.user, bucket_name, ['s3:PutBucketPolicy']);
    if (bucket instanceof Response) return bucket;
    bucket.policy = withAnonymousRule(bucket.policy, bucket_name, body.prefix, body.access);
    return true;
  }),

  mock(bucketSettings.deleteAccessRuleWithBucket, ({ session, params: { bucket_name }, body }) => {
    const bucket = guardedBucket(session.user, bucket_name, ['s3:PutBucketPolicy']);
    if (bucket instanceof Response) return bucket;
    bucket.policy = withAnonymousRule(bucket.policy, bucket_name, body.prefix, 'none');
    return true;
  }),
];
