import { z } from 'zod';
import type { AdminClient } from '../minio/admin-client.ts';

const bucketAccessInfoSchema = z.looseObject({
  name: z.string(),
  size: z.number().optional(),
  objects: z.number().optional(),
  created: z.string().optional(),
  access: z.looseObject({ read: z.boolean().optional(), write: z.boolean().optional() }).optional(),
  details: z
    .looseObject({
      versioning: z.boolean().optional(),
      versioningSuspended: z.boolean().optional(),
      locking: z.boolean().optional(),
      replication: z.boolean().optional(),
      // MinIO serialises its tag set without the tags themselves: only whether there is one is known here.
      tags: z.unknown().optional(),
      quota: z.looseObject({ quota: z.number().optional(), quotatype: z.string().optional() }).nullish(),
    })
    .nullish(),
});
export type BucketAccessInfo = z.infer<typeof bucketAccessInfoSchema>;

const accountBucketsSchema = z.looseObject({ Buckets: z.array(bucketAccessInfoSchema).nullish() });

/** The buckets the caller may read or write, with MinIO's usage figures and settings summary (admin AccountInfo). */
export async function accountBuckets(admin: AdminClient): Promise<BucketAccessInfo[]> {
  const account = await admin.json({ method: 'GET', path: '/accountinfo' }, accountBucketsSchema);
  return account.Buckets ?? [];
}

/** Admin SetBucketQuota with a hard quota of `bytes`. */
export function setHardBucketQuota(admin: AdminClient, bucketName: string, bytes: number): Promise<void> {
  return admin.send({
    method: 'PUT',
    path: '/set-bucket-quota',
    query: { bucket: bucketName },
    body: { quota: bytes, quotatype: 'hard' },
  });
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
