import { bucketAccessOf } from '../../src/contract/bucket-policy.ts';
import type { Bucket, BucketInfo, ListBucketsResponse } from '../../src/contract/buckets.ts';
import { rfc3339 } from '../../src/contract/rfc3339.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { readBucketConfig } from '../minio/s3-config.ts';
import { childNamed, childrenNamed, childText } from '../minio/s3-xml.ts';
import { accountBuckets, type BucketAccessInfo } from './account.ts';

/** Tag sets are read one bucket per request: this many at a time. */
const TAG_READS_AT_ONCE = 16;

const dateOf = (date: string | undefined) => (date ? rfc3339(date) : undefined);

/** GET /buckets: AccountInfo's buckets, with the tags of those MinIO says have a tag set. */
export async function listBuckets(admin: AdminClient, client: S3Client): Promise<ListBucketsResponse> {
  const infos = await accountBuckets(admin);
  const tagged = infos.filter((info) => info.details?.tags);
  // One bucket's unreadable tags (e.g. deleted meanwhile) must not fail the whole list.
  const tagSets = await mapAtMost(TAG_READS_AT_ONCE, tagged, (info) =>
    tagsOf(client, info.name).catch(() => undefined),
  );
  const tagsByBucket = new Map(tagged.map((info, index) => [info.name, tagSets[index]]));
  const buckets = infos.map((info) => listedBucket(info, tagsByBucket.get(info.name)));
  return { buckets, total: buckets.length };
}

export function listedBucket(info: BucketAccessInfo, tags: Record<string, string> | undefined): Bucket {
  const details = info.details;
  const quota = details?.quota?.quota ?? 0;
  return {
    name: info.name,
    size: info.size,
    objects: info.objects,
    creation_date: dateOf(info.created),
    rw_access: { read: info.access?.read, write: info.access?.write },
    details: {
      versioning: details?.versioning,
      versioningSuspended: details?.versioningSuspended,
      locking: details?.locking,
      replication: details?.replication,
      tags,
      quota: quota > 0 ? { quota, type: 'hard' } : undefined,
    },
  };
}

/** GET /buckets/{name}: its anonymous access (from the bucket policy), tags, creation date and usage. */
export async function bucketInfo(
  admin: AdminClient,
  client: S3Client,
  bucketName: string,
): Promise<BucketInfo> {
  const [policy, tags, infos] = await Promise.all([
    policyOf(client, bucketName),
    tagsOf(client, bucketName),
    accountBuckets(admin),
  ]);
  const usage = infos.find((info) => info.name === bucketName);
  // A policy the caller may not read hides only the access, unless the bucket is not theirs at all.
  if (policy instanceof MinioApiError && !usage) throw policy;
  const definition = typeof policy === 'string' ? policy : undefined;
  return {
    name: bucketName,
    access: definition === undefined ? undefined : bucketAccessOf(definition, bucketName),
    definition,
    creation_date: dateOf(usage?.created),
    size: usage?.size,
    objects: usage?.objects,
    details: { tags },
  };
}

const hasCode = (error: unknown, ...codes: string[]): error is MinioApiError =>
  error instanceof MinioApiError && codes.includes(error.code);

/** The raw policy JSON, '' without one, or MinIO's refusal when the caller may not read it. */
async function policyOf(client: S3Client, bucketName: string): Promise<string | MinioApiError> {
  try {
    return await client.getBucketPolicy(bucketName);
  } catch (error) {
    if (hasCode(error, 'NoSuchBucketPolicy')) return '';
    if (hasCode(error, 'AccessDenied')) return error;
    throw error;
  }
}

/** The bucket's tags; none when it has no tag set or the caller may not read it. */
async function tagsOf(client: S3Client, bucketName: string): Promise<Record<string, string> | undefined> {
  try {
    const tags = childrenNamed(
      childNamed(await readBucketConfig(client, bucketName, 'tagging'), 'TagSet'),
      'Tag',
    );
    return tags.length > 0
      ? Object.fromEntries(tags.map((tag) => [childText(tag, 'Key'), childText(tag, 'Value')]))
      : undefined;
  } catch (error) {
    if (hasCode(error, 'NoSuchTagSet', 'AccessDenied')) return undefined;
    throw error;
  }
}

/** `map` over `items` with at most `limit` calls in flight; results keep the items' order. */
async function mapAtMost<T, R>(limit: number, items: T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
