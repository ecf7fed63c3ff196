import { requireBucket } from '../buckets/existing.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { ObjectStat, S3Client } from '../minio/s3-client.ts';

/**
 * A HEAD refusal has no body: MinIO's 404 does not say whether the bucket or the key is missing. The bucket is
 * asked about then, so a missing bucket is refused as every other operation refuses it.
 */
export async function headed<T>(client: S3Client, bucketName: string, head: () => Promise<T>): Promise<T> {
  try {
    return await head();
  } catch (error) {
    if (!(error instanceof MinioApiError) || error.code !== 'NotFound') throw error;
    await requireBucket(client, bucketName);
    throw error;
  }
}

/** S3 HeadObject of a key, or of one version of it. */
export function statObject(
  client: S3Client,
  bucketName: string,
  key: string,
  versionId?: string,
): Promise<ObjectStat> {
  return headed(client, bucketName, () => client.statObject(bucketName, key, versionId));
}
