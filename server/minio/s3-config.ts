import { MinioApiError } from './errors.ts';
import type { BucketConfigKind, S3Client } from './s3-client.ts';
import type { XmlElement } from './s3-xml.ts';

/** What MinIO answers when a bucket has no configuration of that kind. */
const NOT_CONFIGURED = new Set([
  'NoSuchLifecycleConfiguration',
  'ReplicationConfigurationNotFoundError',
  'ObjectLockConfigurationNotFoundError',
  'ServerSideEncryptionConfigurationNotFoundError',
  'NoSuchTagSet',
]);

/** The bucket's configuration document, or null when it has none. */
export async function readBucketConfig(
  client: S3Client,
  bucketName: string,
  kind: BucketConfigKind,
): Promise<XmlElement | null> {
  try {
    return await client.getBucketConfig(bucketName, kind);
  } catch (error) {
    if (error instanceof MinioApiError && NOT_CONFIGURED.has(error.code)) return null;
    throw error;
  }
}
