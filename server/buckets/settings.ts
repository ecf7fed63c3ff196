import { anonymousRules, policyTextFor } from '../../src/contract/anonymous-policy.ts';
import * as bucketSettings from '../../src/contract/bucket-settings.ts';
import type { SessionEnv } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import { requireBucket } from './existing.ts';
import { iamPoliciesOfBucket, usersWithAccessToBucket } from './iam-access.ts';
import { bucketInfo } from './list.ts';
import {
  bucketPolicy,
  disableEncryption,
  enableEncryption,
  encryptionOf,
  objectLockOf,
  quotaOf,
  replaceBucketPolicy,
  replaceBucketTags,
  setAnonymousAccess,
  setBucketQuota,
  setDefaultRetention,
  setVersioning,
  versioningOf,
} from './settings-calls.ts';

/**
 * The bucket settings of the Summary, Access and Anonymous tabs (console-api §3.4): versioning, quota,
 * retention and object locking, encryption, tags, access policy, IAM access and anonymous access rules.
 */
export function bucketSettingsRoutes(): Route<SessionEnv>[] {
  return [
    serve(bucketSettings.getBucketVersioning, ({ params }, c) =>
      versioningOf(c.get('s3'), params.bucket_name),
    ),

    serve(bucketSettings.setBucketVersioning, async ({ params, body }, c) => {
      await requireBucket(c.get('s3'), params.bucket_name);
      await setVersioning(c.get('s3'), params.bucket_name, body);
    }),

    serve(bucketSettings.getBucketQuota, ({ params }, c) => quotaOf(c.get('admin'), params.bucket_name)),

    serve(bucketSettings.setBucketQuota, ({ params, body }, c) =>
      setBucketQuota(c.get('s3'), c.get('admin'), params.bucket_name, body),
    ),

    serve(bucketSettings.getBucketRetentionConfig, async ({ params }, c) => {
      await requireBucket(c.get('s3'), params.bucket_name);
      const lock = await objectLockOf(c.get('s3'), params.bucket_name);
      return lock?.retention ?? {};
    }),

    serve(bucketSettings.setBucketRetentionConfig, async ({ params, body }, c) => {
      await requireBucket(c.get('s3'), params.bucket_name);
      await setDefaultRetention(c.get('s3'), params.bucket_name, body);
    }),

    serve(bucketSettings.getBucketObjectLockingStatus, async ({ params }, c) => {
      await requireBucket(c.get('s3'), params.bucket_name);
      const lock = await objectLockOf(c.get('s3'), params.bucket_name);
      // Go's omitempty: false is not written.
      return lock ? { object_locking_enabled: true } : {};
    }),

    serve(bucketSettings.enableBucketEncryption, ({ params, body }, c) =>
      enableEncryption(c.get('s3'), params.bucket_name, body),
    ),

    serve(bucketSettings.disableBucketEncryption, ({ params }, c) =>
      disableEncryption(c.get('s3'), params.bucket_name),
    ),

    serve(bucketSettings.getBucketEncryptionInfo, async ({ params }, c) => {
      const encryption = await encryptionOf(c.get('s3'), params.bucket_name);
      if (!encryption) throw new ConsoleError(404, bucketSettings.ENCRYPTION_NOT_CONFIGURED);
      return encryption;
    }),

    serve(bucketSettings.putBucketTags, ({ params, body }, c) =>
      replaceBucketTags(c.get('s3'), params.bucket_name, body.tags ?? {}),
    ),

    serve(bucketSettings.setBucketPolicy, async ({ params: { bucket_name }, body }, c) => {
      const problem =
        body.access === 'CUSTOM' ? bucketSettings.bucketPolicyProblem(body.definition ?? '') : null;
      if (problem) throw new ConsoleError(400, problem);
      await replaceBucketPolicy(c.get('s3'), bucket_name, policyTextFor(bucket_name, body));
      return bucketInfo(c.get('admin'), c.get('s3'), bucket_name);
    }),

    serve(bucketSettings.listPoliciesWithBucket, ({ params }, c) =>
      iamPoliciesOfBucket(c.get('admin'), params.bucket_name),
    ),

    serve(bucketSettings.listUsersWithAccessToBucket, ({ params }, c) =>
      usersWithAccessToBucket(c.get('admin'), params.bucket_name),
    ),

    serve(bucketSettings.listAccessRulesWithBucket, async ({ params: { bucket_name } }, c) => {
      const policy = await bucketPolicy(c.get('s3'), bucket_name);
      return { accessRules: anonymousRules(policy, bucket_name) };
    }),

    serve(bucketSettings.setAccessRuleWithBucket, async ({ params, body: { prefix, access } }, c) => {
      await setAnonymousAccess(c.get('s3'), params.bucket_name, prefix, access);
      return true;
    }),

    serve(bucketSettings.deleteAccessRuleWithBucket, async ({ params, body: { prefix } }, c) => {
      await setAnonymousAccess(c.get('s3'), params.bucket_name, prefix, 'none');
      return true;
    }),
  ];
}
