import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { ADMIN, S3 } from '@/lib/permissions/scopes';

/** Who may see (`read`) and change (`write`) each setting of a bucket, checked on the bucket's name. */
export const CARD_SCOPES = {
  accessPolicy: {
    read: [S3.GetBucketPolicy, S3.AnyGet],
    write: [S3.PutBucketPolicy, S3.DeleteBucketPolicy, S3.AnyPut],
  },
  encryption: {
    read: [S3.GetEncryptionConfiguration, S3.AnyGet],
    write: [S3.PutEncryptionConfiguration, S3.AnyPut],
  },
  quota: { read: [ADMIN.GetBucketQuota], write: [ADMIN.SetBucketQuota] },
  tags: { read: [S3.GetBucketTagging, S3.AnyGet], write: [S3.PutBucketTagging, S3.AnyPut] },
  versioning: { read: [S3.GetBucketVersioning, S3.AnyGet], write: [S3.PutBucketVersioning, S3.AnyPut] },
  objectLocking: {
    read: [S3.GetBucketObjectLockConfiguration, S3.AnyGet],
    write: [S3.PutBucketObjectLockConfiguration, S3.AnyPut],
  },
} as const satisfies Record<string, { read: readonly string[]; write: readonly string[] }>;

export type BucketCard = keyof typeof CARD_SCOPES;

export interface CardAccess {
  read: boolean;
  write: boolean;
}

export function cardAccess(session: SessionResponse, bucketName: string, card: BucketCard): CardAccess {
  const scopes = CARD_SCOPES[card];
  return {
    read: hasPermission(session.permissions, bucketName, scopes.read),
    write: hasPermission(session.permissions, bucketName, scopes.write),
  };
}
