import { BUCKET_MESSAGES } from '../../src/contract/bucket-rules.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';

/**
 * DELETE /buckets/{name}. `force` asks MinIO to remove the bucket with every object, version and delete
 * marker in it (MinIO's `x-minio-force-delete` header; it needs s3:ForceDeleteBucket).
 */
export async function deleteBucket(client: S3Client, bucketName: string, force: boolean): Promise<void> {
  try {
    await client.removeBucket(bucketName, { force });
  } catch (error) {
    throw explained(error, force);
  }
}

/** MinIO's refusals, with what the user can do about them (MinIO's text stays as the detail). */
function explained(error: unknown, force: boolean): unknown {
  if (!(error instanceof MinioApiError)) return error;
  if (error.code === 'BucketNotEmpty') {
    return new ConsoleError(409, BUCKET_MESSAGES.notEmpty, error.message);
  }
  // MinIO refuses to force-delete a bucket with object locking, whatever its retention.
  if (force && error.code === 'MethodNotAllowed') {
    return new ConsoleError(405, BUCKET_MESSAGES.lockedForceDelete, error.message);
  }
  return error;
}
