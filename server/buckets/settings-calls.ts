/** The MinIO calls behind the bucket settings routes: S3 with the session's credentials, quota through the admin API. */

import { withAnonymousRule } from '../../src/contract/anonymous-policy.ts';
import {
  type AnonymousAccess,
  type BucketEncryptionInfo,
  type BucketEncryptionRequest,
  type BucketRetentionConfig,
  type BucketVersioningResponse,
  QUOTA_MESSAGES,
} from '../../src/contract/bucket-settings.ts';
import type {
  BucketQuota,
  PutBucketRetentionRequest,
  SetBucketQuota,
  SetBucketVersioning,
} from '../../src/contract/buckets.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { readBucketConfig } from '../minio/s3-config.ts';
import { listVersionsPage, S3_MAX_KEYS } from '../minio/s3-listing.ts';
import { childNamed, childrenNamed, childText, element } from '../minio/s3-xml.ts';
import { accountBuckets, setHardBucketQuota } from './account.ts';

const hasCode = (error: unknown, code: string) => error instanceof MinioApiError && error.code === code;

/** S3 GetBucketVersioning. */
export async function versioningOf(client: S3Client, bucketName: string): Promise<BucketVersioningResponse> {
  try {
    const document = await readBucketConfig(client, bucketName, 'versioning');
    const excluded = childrenNamed(document, 'ExcludedPrefixes').map((node) => ({
      prefix: childText(node, 'Prefix'),
    }));
    return {
      status: childText(document, 'Status') || undefined,
      MFADelete: childText(document, 'MfaDelete') || undefined,
      excludedPrefixes: excluded,
      excludeFolders: childText(document, 'ExcludeFolders') === 'true' || undefined,
    };
  } catch (error) {
    // The contract: read errors answer an empty object (the bucket then shows as never versioned).
    if (error instanceof MinioApiError) return {};
    throw error;
  }
}

export function setVersioning(client: S3Client, bucketName: string, request: SetBucketVersioning) {
  return client.setBucketVersioning(
    bucketName,
    request.enabled
      ? {
          status: 'Enabled',
          excludedPrefixes: request.excludePrefixes ?? [],
          excludeFolders: request.excludeFolders === true,
        }
      : { status: 'Suspended' },
  );
}

/** Admin GetBucketQuota; `{}` when the bucket has none. Newer MinIO writes the bytes as `size`. */
export async function quotaOf(admin: AdminClient, bucketName: string): Promise<BucketQuota> {
  const quota = await admin.getBucketQuota(bucketName);
  const bytes = Math.max(quota?.quota ?? 0, quota?.size ?? 0);
  return bytes > 0 ? { quota: bytes, type: 'hard' } : {};
}

/**
 * PUT /buckets/{name}/quota: a hard quota of `amount` bytes, or none when not `enabled`. A quota below what
 * the bucket already stores is refused before MinIO, which would accept it and then refuse every write.
 */
export async function setBucketQuota(
  client: S3Client,
  admin: AdminClient,
  bucketName: string,
  request: SetBucketQuota,
): Promise<void> {
  if (!request.enabled) return admin.setBucketQuota(bucketName, NO_QUOTA);
  const amount = request.amount ?? 0;
  if (amount < 1) throw new ConsoleError(400, QUOTA_MESSAGES.notPositive);
  if (await holdsMoreThan(client, admin, bucketName, amount)) {
    throw new ConsoleError(400, QUOTA_MESSAGES.belowUsage);
  }
  await setHardBucketQuota(admin, bucketName, amount);
}

/** An all-zero quota is how MinIO is told to drop it. */
const NO_QUOTA = { quota: 0, size: 0, rate: 0, requests: 0 } as const;

/** Past this many object versions the listing stops and MinIO's last usage scan decides alone. */
const MAX_VERSIONS_COUNTED = 10_000;

/**
 * Whether the bucket already stores more than `bytes`: by MinIO's last usage scan, or, as the scan may lag
 * behind recent writes, by adding up its object versions until the sum passes `bytes`.
 */
async function holdsMoreThan(
  client: S3Client,
  admin: AdminClient,
  bucketName: string,
  bytes: number,
): Promise<boolean> {
  const scanned = (await accountBuckets(admin)).find((bucket) => bucket.name === bucketName);
  if ((scanned?.size ?? 0) > bytes) return true;
  let total = 0;
  let counted = 0;
  let markers: { keyMarker?: string; versionIdMarker?: string } = {};
  while (counted < MAX_VERSIONS_COUNTED) {
    const page = await listVersionsPage(client, bucketName, {
      prefix: '',
      delimiter: '',
      maxKeys: S3_MAX_KEYS,
      ...markers,
    });
    for (const version of page.entries) total += version.size;
    counted += page.entries.length;
    if (total > bytes) return true;
    if (!page.truncated) return false;
    markers = { keyMarker: page.nextKeyMarker, versionIdMarker: page.nextVersionIdMarker };
  }
  return false;
}

export interface ObjectLock {
  retention: BucketRetentionConfig | null;
}

/** The bucket's object-lock configuration, or null when it was created without object locking. */
export async function objectLockOf(client: S3Client, bucketName: string): Promise<ObjectLock | null> {
  try {
    const document = await readBucketConfig(client, bucketName, 'object-lock');
    if (!document) return null;
    const retention = childNamed(childNamed(document, 'Rule'), 'DefaultRetention');
    if (!retention) return { retention: null };
    const years = childText(retention, 'Years');
    return {
      retention: {
        mode: childText(retention, 'Mode') === 'COMPLIANCE' ? 'compliance' : 'governance',
        unit: years ? 'years' : 'days',
        validity: Number(years || childText(retention, 'Days')),
      },
    };
  } catch (error) {
    if (hasCode(error, 'ObjectLockConfigurationNotFoundError')) return null;
    throw error;
  }
}

/** S3 PutObjectLockConfiguration with a default retention; MinIO refuses it on a bucket without locking. */
export async function setDefaultRetention(
  client: S3Client,
  bucketName: string,
  retention: PutBucketRetentionRequest,
): Promise<void> {
  const document = element('ObjectLockConfiguration', [
    element('ObjectLockEnabled', 'Enabled'),
    element('Rule', [
      element('DefaultRetention', [
        element('Mode', retention.mode.toUpperCase()),
        element(retention.unit === 'years' ? 'Years' : 'Days', retention.validity),
      ]),
    ]),
  ]);
  await client.putBucketConfig(bucketName, 'object-lock', document);
}

export function enableEncryption(client: S3Client, bucketName: string, request: BucketEncryptionRequest) {
  return client.setBucketEncryption(
    bucketName,
    request.encType === 'sse-kms'
      ? { algorithm: 'aws:kms', kmsKeyId: request.kmsKeyID ?? '' }
      : { algorithm: 'AES256' },
  );
}

export const disableEncryption = (client: S3Client, bucketName: string) =>
  client.deleteBucketConfig(bucketName, 'encryption');

/** The bucket's default encryption, or null when it has none. */
export async function encryptionOf(
  client: S3Client,
  bucketName: string,
): Promise<BucketEncryptionInfo | null> {
  try {
    const document = await readBucketConfig(client, bucketName, 'encryption');
    const byDefault = childNamed(childNamed(document, 'Rule'), 'ApplyServerSideEncryptionByDefault');
    if (!byDefault) return null;
    return {
      algorithm: childText(byDefault, 'SSEAlgorithm') || undefined,
      kmsMasterKeyID: childText(byDefault, 'KMSMasterKeyID') || undefined,
    };
  } catch (error) {
    if (hasCode(error, 'ServerSideEncryptionConfigurationNotFoundError')) return null;
    throw error;
  }
}

/** Replaces the bucket's tags (up to the 50 a bucket may have); an empty set removes them. */
export async function replaceBucketTags(
  client: S3Client,
  bucketName: string,
  tags: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(tags);
  if (entries.length === 0) {
    await client.deleteBucketConfig(bucketName, 'tagging');
    return;
  }
  const document = element('Tagging', [
    element(
      'TagSet',
      entries.map(([key, value]) => element('Tag', [element('Key', key), element('Value', value)])),
    ),
  ]);
  await client.putBucketConfig(bucketName, 'tagging', document);
}

/** The bucket policy JSON, '' when the bucket has none. */
export async function bucketPolicy(client: S3Client, bucketName: string): Promise<string> {
  try {
    return await client.getBucketPolicy(bucketName);
  } catch (error) {
    if (hasCode(error, 'NoSuchBucketPolicy')) return '';
    throw error;
  }
}

/** Writes the bucket policy; '' deletes it. */
export function replaceBucketPolicy(client: S3Client, bucketName: string, policy: string) {
  return client.setBucketPolicy(bucketName, policy);
}

/** Sets (or, with 'none', removes) the anonymous access rule of a prefix in the bucket policy. */
export async function setAnonymousAccess(
  client: S3Client,
  bucketName: string,
  prefix: string,
  access: AnonymousAccess | 'none',
): Promise<void> {
  const policy = await bucketPolicy(client, bucketName);
  await replaceBucketPolicy(client, bucketName, withAnonymousRule(policy, bucketName, prefix, access));
}
