import type { BucketItemStat, Client } from 'minio';
import { requireBucket } from '../buckets/existing.ts';
import { MinioApiError } from '../minio/errors.ts';
import { s3 } from '../minio/s3.ts';

/**
 * A HEAD refusal has no body: MinIO's 404 does not say whether the bucket or the key is missing. The bucket is
 * asked about then, so a missing bucket is refused as every other operation refuses it.
 */
export async function headed<T>(client: Client, bucketName: string, head: () => Promise<T>): Promise<T> {
  try {
    return await s3(head);
  } catch (error) {
    if (!(error instanceof MinioApiError) || error.code !== 'NotFound') throw error;
    await requireBucket(client, bucketName);
    throw error;
  }
}

/** S3 HeadObject of a key, or of one version of it. */
export function statObject(
  client: Client,
  bucketName: string,
  key: string,
  versionId?: string,
): Promise<BucketItemStat> {
  return headed(client, bucketName, () => client.statObject(bucketName, key, versionId ? { versionId } : {}));
}
