import { BUCKET_MESSAGES, makeBucketRequestProblem } from '../../src/contract/bucket-rules.ts';
import type {
  MakeBucketRequest,
  PutBucketRetentionRequest,
  SetBucketVersioning,
} from '../../src/contract/buckets.ts';
import { ConsoleError, toConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { setHardBucketQuota } from './account.ts';
import { setDefaultRetention, setVersioning } from './settings-calls.ts';

/** The MinIO calls creating a bucket takes; a seam for the tests. */
export interface BucketCreationSteps {
  makeBucket(bucketName: string, withObjectLock: boolean): Promise<void>;
  setVersioning(bucketName: string, versioning: SetBucketVersioning): Promise<void>;
  setQuota(bucketName: string, bytes: number): Promise<void>;
  setRetention(bucketName: string, retention: PutBucketRetentionRequest): Promise<void>;
  removeBucket(bucketName: string): Promise<void>;
}

export function bucketCreationSteps(client: S3Client, admin: AdminClient): BucketCreationSteps {
  return {
    makeBucket: (bucketName, withObjectLock) =>
      client.makeBucket(bucketName, { objectLocking: withObjectLock }),
    setVersioning: (bucketName, versioning) =>
      setVersioning(client, bucketName, { ...versioning, enabled: true }),
    setQuota: (bucketName, bytes) => setHardBucketQuota(admin, bucketName, bytes),
    setRetention: (bucketName, retention) => setDefaultRetention(client, bucketName, retention),
    removeBucket: (bucketName) => client.removeBucket(bucketName),
  };
}

const BUCKET_EXISTS_CODES = ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'];

/**
 * POST /buckets. Object locking turns versioning on by itself, so versioning is only set without it.
 * Once the bucket exists every further step must succeed: otherwise the bucket is removed again and the
 * failing step's own error is what the caller sees.
 */
export async function createBucket(steps: BucketCreationSteps, request: MakeBucketRequest): Promise<void> {
  const problem = makeBucketRequestProblem(request);
  if (problem) throw new ConsoleError(400, problem);
  const name = request.name;
  const locking = request.locking === true;
  try {
    await steps.makeBucket(name, locking);
  } catch (error) {
    if (error instanceof MinioApiError && BUCKET_EXISTS_CODES.includes(error.code)) {
      throw new ConsoleError(400, BUCKET_MESSAGES.exists, error.message);
    }
    throw error;
  }
  try {
    if (request.versioning?.enabled && !locking) await steps.setVersioning(name, request.versioning);
    if (request.quota?.enabled) await steps.setQuota(name, request.quota.amount ?? 0);
    if (request.retention) await steps.setRetention(name, request.retention);
  } catch (error) {
    throw await removeAfterFailure(steps, name, error);
  }
}

/** The error to answer: the step's own, which also says so when the bucket could not be removed. */
async function removeAfterFailure(
  steps: BucketCreationSteps,
  bucketName: string,
  stepError: unknown,
): Promise<unknown> {
  try {
    await steps.removeBucket(bucketName);
    return stepError;
  } catch (cleanupError) {
    const failure = toConsoleError(stepError);
    const leftover = `The bucket was created but could not be removed again: ${toConsoleError(cleanupError).message}`;
    return new ConsoleError(
      failure.status,
      failure.message,
      [failure.detailedMessage, leftover].filter(Boolean).join('. '),
    );
  }
}
