import { objectKeyProblem } from '../../src/contract/object-key.ts';
import { MinioApiError } from './errors.ts';

/** `key`, when it may name an object in a request path; refused (400) before anything is sent otherwise. */
export function checkedObjectKey(key: string): string {
  const problem = objectKeyProblem(key);
  if (problem) throw new MinioApiError(400, 'InvalidObjectNameError', problem);
  return key;
}

/** How long MinIO may stay silent, before its answer or in the middle of it, before the call is given up. */
export const S3_IDLE_TIMEOUT_MS = 30_000;
