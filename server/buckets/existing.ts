import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';

/**
 * Refuses a bucket MinIO says it does not have. For the calls MinIO answers about a missing bucket as about one
 * without that setting (versioning set, no object locking), and for a HEAD refusal, which has no body to say.
 * When MinIO will not tell (no s3:ListBucket, a failure), the operation's own answer stands.
 */
export async function requireBucket(client: S3Client, bucketName: string): Promise<void> {
  const exists = await client.bucketExists(bucketName).catch(() => true);
  if (!exists) throw new MinioApiError(404, 'NoSuchBucket', 'The specified bucket does not exist');
}
