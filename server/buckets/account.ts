import type { AdminClient, BucketAccessInfo } from '../minio/admin-client.ts';

export type { BucketAccessInfo } from '../minio/admin-client.ts';

/** The buckets the caller may read or write, with MinIO's usage figures and settings summary (admin AccountInfo). */
export async function accountBuckets(admin: AdminClient): Promise<BucketAccessInfo[]> {
  return (await admin.accountInfo()).Buckets ?? [];
}

/** Admin SetBucketQuota with a hard quota of `bytes`. */
export function setHardBucketQuota(admin: AdminClient, bucketName: string, bytes: number): Promise<void> {
  return admin.setBucketQuota(bucketName, { quota: bytes, quotatype: 'hard' });
}

const LISTING_WAIT_MS = 3_000;
const LISTING_POLL_MS = 250;

/**
 * MinIO's AccountInfo lists buckets from a cache it refreshes about once a second. After creating or
 * deleting a bucket, waits (a few seconds at most) until the listing shows it, so the caller's next read of
 * the bucket list agrees with what it just did.
 */
export async function untilListed(admin: AdminClient, bucketName: string, listed: boolean): Promise<void> {
  const deadline = Date.now() + LISTING_WAIT_MS;
  while (Date.now() < deadline) {
    const buckets = await accountBuckets(admin).catch(() => null);
    if (!buckets || buckets.some((bucket) => bucket.name === bucketName) === listed) return;
    await new Promise((resolve) => setTimeout(resolve, LISTING_POLL_MS));
  }
}
