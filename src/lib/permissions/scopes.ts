import { ADMIN, S3 } from '@/contract/permissions';

export { ADMIN, ALL_ACTIONS, KMS, S3 } from '@/contract/permissions';

/** May change a bucket's objects. `s3:Put*` is the policy spelling that also grants PutObject. */
export const BUCKET_OWNER: readonly string[] = [S3.PutObject, S3.AnyPut, S3.DeleteObject];

/** May list a bucket's objects. `s3:List*` is the policy spelling that also grants ListBucket. */
export const BUCKET_VIEWER: readonly string[] = [S3.ListBucket, S3.AnyList];

/** May read or change a bucket's configuration: any one of these opens the bucket admin view. */
export const BUCKET_ADMIN: readonly string[] = [
  S3.All,
  ADMIN.All,
  S3.AnyGet,
  S3.AnyPut,
  S3.CreateBucket,
  S3.DeleteBucket,
  S3.ForceDeleteBucket,
  S3.GetBucketVersioning,
  S3.PutBucketVersioning,
  S3.GetEncryptionConfiguration,
  S3.PutEncryptionConfiguration,
  S3.GetBucketTagging,
  S3.PutBucketTagging,
  S3.GetObjectTagging,
  S3.PutObjectTagging,
  S3.DeleteObjectTagging,
  S3.GetObjectVersionTagging,
  S3.PutObjectVersionTagging,
  S3.DeleteObjectVersionTagging,
  S3.GetBucketObjectLockConfiguration,
  S3.PutBucketObjectLockConfiguration,
  S3.GetObjectLegalHold,
  S3.PutObjectLegalHold,
  S3.GetObjectRetention,
  S3.PutObjectRetention,
  S3.BypassGovernanceRetention,
  S3.GetReplicationConfiguration,
  S3.PutReplicationConfiguration,
  S3.ReplicateObject,
  S3.ReplicateDelete,
  S3.ReplicateTags,
  S3.GetObjectVersionForReplication,
  S3.GetLifecycleConfiguration,
  S3.PutLifecycleConfiguration,
  S3.GetBucketNotification,
  S3.PutBucketNotification,
  S3.ListenBucketNotification,
  S3.GetBucketPolicy,
  S3.PutBucketPolicy,
  S3.DeleteBucketPolicy,
  S3.GetBucketPolicyStatus,
  S3.ListBucketMultipartUploads,
  S3.ListMultipartUploadParts,
  S3.AbortMultipartUpload,
];
