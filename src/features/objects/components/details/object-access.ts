import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';

/** The actions on one object and the permissions (any one of them) each needs, on the object itself. */
export const OBJECT_ACTION_SCOPES = {
  download: [S3.GetObject, S3.AnyGet],
  share: [S3.GetObject, S3.AnyGet],
  editTags: [S3.PutObjectTagging, S3.PutObjectVersionTagging, S3.AnyPut],
  legalHold: [S3.PutObjectLegalHold, S3.AnyPut],
  retention: [S3.PutObjectRetention, S3.AnyPut],
  bypassGovernance: [S3.BypassGovernanceRetention],
  restore: [S3.PutObject, S3.AnyPut],
  delete: [S3.DeleteObject, S3.DeleteObjectVersion],
} as const satisfies Record<string, readonly string[]>;

export type ObjectAction = keyof typeof OBJECT_ACTION_SCOPES;
export type ObjectAccess = Record<ObjectAction, boolean>;

/**
 * What the session may do with the object `key` (or folder, ending with "/") of the bucket: each check is made
 * on the object's own path, so grants on the bucket's objects or on a prefix above it count.
 */
export function objectAccess(
  session: SessionResponse | undefined,
  bucketName: string,
  key: string,
): ObjectAccess {
  const resource = `${bucketName}/${key}`;
  const entries = Object.entries(OBJECT_ACTION_SCOPES).map(([action, scopes]) => [
    action,
    hasPermission(session?.permissions, resource, scopes),
  ]);
  return Object.fromEntries(entries) as ObjectAccess;
}
