import { objectKeyProblem } from '../../src/contract/object-key.ts';
import { MinioApiError } from './errors.ts';

/** S3's bucket naming rules, as MinIO's SDKs check them before sending anything. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const IP_ADDRESS = /^(\d+\.){3}\d+$/;

/** `bucketName`, when it may name a bucket; refused (400) before anything is sent otherwise. */
export function checkedBucketName(bucketName: string): string {
  const valid =
    BUCKET_NAME.test(bucketName) &&
    !IP_ADDRESS.test(bucketName) &&
    !bucketName.includes('..') &&
    !bucketName.includes('.-') &&
    !bucketName.includes('-.');
  if (!valid) throw new MinioApiError(400, 'InvalidBucketNameError', `Invalid bucket name: ${bucketName}`);
  return bucketName;
}

/** `key`, when it may name an object in a request path; refused (400) before anything is sent otherwise. */
export function checkedObjectKey(key: string): string {
  const problem = objectKeyProblem(key);
  if (problem) throw new MinioApiError(400, 'InvalidObjectNameError', problem);
  return key;
}

/** How long MinIO may stay silent, before its answer or in the middle of it, before the call is given up. */
export const S3_IDLE_TIMEOUT_MS = 30_000;
