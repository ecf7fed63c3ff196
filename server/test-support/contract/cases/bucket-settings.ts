import * as bucketSettings from '../../../../src/contract/bucket-settings.ts';
import { type AreaCases, operationCases, standardRefusals } from '../case.ts';

export const bucketSettingsCases: AreaCases = (fixture) => {
  const params = { bucket_name: fixture.bucket };
  const read = { request: { params } };
  const retention = { mode: 'governance', unit: 'days', validity: 1 };
  /** Its own bucket: a default retention would keep the objects of another from being removed afterwards. */
  const lockedBucket = `${fixture.scratch}-lock-default`;
  return [
    // Both answer a missing bucket's versioning as unset rather than 404.
    ...operationCases(bucketSettings.getBucketVersioning, fixture, read, { missingBucketStatus: 200 }),
    ...operationCases(bucketSettings.setBucketVersioning, fixture, {
      request: { params, body: { enabled: true } },
    }),
    ...operationCases(bucketSettings.getBucketQuota, fixture, read),
    ...operationCases(bucketSettings.setBucketQuota, fixture, {
      request: { params, body: { enabled: false } },
    }),
    ...operationCases(bucketSettings.getBucketRetentionConfig, fixture, read),
    ...operationCases(bucketSettings.setBucketRetentionConfig, fixture, {
      setup: (fixtures) => fixtures.createBucket(lockedBucket, { locked: true }),
      request: { params: { bucket_name: lockedBucket }, body: retention },
    }),
    {
      endpoint: bucketSettings.setBucketRetentionConfig,
      name: 'a bucket without object locking',
      kind: 'other',
      request: { declared: { params, body: retention } },
      expect: { status: 409, message: 'Object Lock configuration cannot be enabled on existing buckets' },
    },
    ...operationCases(bucketSettings.getBucketObjectLockingStatus, fixture, read),
    // The test MinIO has no KMS: enabling encryption and reading it are compared by their refusals.
    {
      endpoint: bucketSettings.enableBucketEncryption,
      name: 'without a KMS',
      kind: 'other',
      request: { declared: { params, body: { encType: 'sse-s3' } } },
      expect: { status: 400, message: 'Server side encryption specified but KMS is not configured' },
    },
    ...standardRefusals(
      bucketSettings.enableBucketEncryption,
      { params, body: { encType: 'sse-s3' } },
      fixture,
    ),
    ...operationCases(bucketSettings.disableBucketEncryption, fixture, read),
    {
      endpoint: bucketSettings.getBucketEncryptionInfo,
      name: 'a bucket without encryption',
      kind: 'other',
      request: { declared: { params } },
      expect: { status: 404, message: 'error server side encryption configuration not found' },
    },
    ...standardRefusals(bucketSettings.getBucketEncryptionInfo, { params }, fixture),
    ...operationCases(bucketSettings.putBucketTags, fixture, {
      request: { params, body: { tags: { team: 'contract' } } },
    }),
    ...operationCases(bucketSettings.setBucketPolicy, fixture, {
      request: { params, body: { access: 'PRIVATE' } },
    }),
    // Policies and users are listed from IAM, without asking whether the bucket exists.
    ...operationCases(bucketSettings.listPoliciesWithBucket, fixture, read, { missingBucketStatus: 200 }),
    ...operationCases(bucketSettings.listUsersWithAccessToBucket, fixture, read, {
      missingBucketStatus: 200,
    }),
    ...operationCases(bucketSettings.setAccessRuleWithBucket, fixture, {
      request: { params, body: { prefix: 'docs', access: 'readonly' } },
    }),
    ...operationCases(bucketSettings.listAccessRulesWithBucket, fixture, read),
    ...operationCases(bucketSettings.deleteAccessRuleWithBucket, fixture, {
      request: { params, body: { prefix: 'docs' } },
    }),
  ];
};
