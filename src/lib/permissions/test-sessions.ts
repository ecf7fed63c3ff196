import type { Permissions, SessionResponse } from '@/contract/session';
import { ADMIN, S3 } from './scopes';

/** Sessions shaped like GET /session answers, for the permission tests. */
export function sessionWith(permissions: Permissions, extra: Partial<SessionResponse> = {}): SessionResponse {
  return { status: 'ok', distributedMode: true, features: [], permissions, ...extra };
}

/** Global actions as the server lists them: under `console-ui` and the all-buckets ARN. */
export function globallyGranted(...actions: string[]): Permissions {
  return { 'console-ui': actions, 'arn:aws:s3:::*': actions };
}

export const ROOT = sessionWith(globallyGranted(S3.All, ADMIN.All));

export const READONLY = sessionWith(globallyGranted(S3.GetBucketLocation, S3.GetObject));

export const OPERATOR = sessionWith({}, { operator: true });
