import {
  type BucketObject,
  type ListObjectsResponse,
  NOT_A_VERSION_TOKEN,
  type RewindResponse,
  rewindItemOf,
} from '../../src/contract/objects.ts';
import { rfc3339 } from '../../src/contract/rfc3339.ts';
import { ConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { S3Client } from '../minio/s3-client.ts';
import {
  type ListedEntry,
  listObjectsPage,
  listVersionsPage,
  S3_MAX_KEYS,
  type VersionsPage,
} from '../minio/s3-listing.ts';
import { versionsAt } from './rewind.ts';

/** Go's time.RFC3339, as the console contract writes dates: whole seconds, UTC. */

/** A listed entry or a sub-folder's name. */
type ListedItem = ListedEntry | string;

/** S3 lists a page's objects and its sub-folders apart, each in key order: one list in key order. */
function inKeyOrder(entries: readonly ListedEntry[], prefixes: readonly string[]): ListedItem[] {
  const items: ListedItem[] = [];
  let next = 0;
  for (const entry of entries) {
    while (next < prefixes.length && (prefixes[next] as string) < entry.key)
      items.push(prefixes[next++] as string);
    items.push(entry);
  }
  return items.concat(prefixes.slice(next));
}

/** Where a version listing goes on; ours to read back, so a plain JSON pair of S3's two markers. */
interface VersionMarkers {
  keyMarker: string;
  versionIdMarker: string;
}

const versionToken = (markers: VersionMarkers) =>
  JSON.stringify([markers.keyMarker, markers.versionIdMarker]);

function readVersionToken(token: string | undefined): VersionMarkers | undefined {
  if (!token) return undefined;
  try {
    const [keyMarker, versionIdMarker] = JSON.parse(token) as unknown[];
    if (typeof keyMarker === 'string' && typeof versionIdMarker === 'string')
      return { keyMarker, versionIdMarker };
  } catch {
    // answered below
  }
  throw new ConsoleError(400, 'Invalid request', NOT_A_VERSION_TOKEN);
}

const nextMarkers = (page: VersionsPage): VersionMarkers | undefined =>
  page.nextKeyMarker === undefined
    ? undefined
    : { keyMarker: page.nextKeyMarker, versionIdMarker: page.nextVersionIdMarker ?? '' };

export interface ListParams {
  prefix: string;
  recursive: boolean;
  withVersions: boolean;
  withMetadata: boolean;
  /** How many entries (objects, versions and sub-folders) the answer holds at most. */
  limit: number;
  continuationToken?: string;
}

/** An answer reads at most this many S3 pages, so pages S3 answers (nearly) empty cannot keep it going. */
const MAX_S3_PAGES_PER_ANSWER = 10;

/** Items in key order and where the listing goes on, if it does. */
interface Collected<Marker> {
  items: ListedItem[];
  next: Marker | undefined;
}

/** S3 page after page from `first`, until `limit` items are in, the listing ends or the page budget is spent. */
async function collectPages<Marker>(
  limit: number,
  first: Marker | undefined,
  readPage: (marker: Marker | undefined, maxKeys: number) => Promise<Collected<Marker>>,
): Promise<Collected<Marker>> {
  const items: ListedItem[] = [];
  let marker = first;
  let pagesRead = 0;
  do {
    const page = await readPage(marker, Math.min(S3_MAX_KEYS, limit - items.length));
    items.push(...page.items);
    marker = page.next;
    pagesRead++;
  } while (marker !== undefined && items.length < limit && pagesRead < MAX_S3_PAGES_PER_ANSWER);
  return { items, next: marker };
}

/** Latest versions; `next_token` is S3's continuation token. */
async function collectObjects(client: S3Client, bucketName: string, params: ListParams) {
  const { items, next } = await collectPages(
    params.limit,
    params.continuationToken,
    async (token, maxKeys) => {
      const page = await listObjectsPage(client, bucketName, {
        prefix: params.prefix,
        delimiter: params.recursive ? '' : '/',
        maxKeys,
        withMetadata: params.withMetadata,
        continuationToken: token,
      });
      return { items: inKeyOrder(page.entries, page.prefixes), next: page.continuationToken };
    },
  );
  return { items, nextToken: next };
}

/** Every version and delete marker; `next_token` holds S3's two markers. */
async function collectVersions(client: S3Client, bucketName: string, params: ListParams) {
  const first = readVersionToken(params.continuationToken);
  const { items, next } = await collectPages(params.limit, first, async (markers, maxKeys) => {
    const page = await listVersionsPage(client, bucketName, {
      prefix: params.prefix,
      delimiter: params.recursive ? '' : '/',
      maxKeys,
      withMetadata: params.withMetadata,
      ...markers,
    });
    return { items: inKeyOrder(page.entries, page.prefixes), next: nextMarkers(page) };
  });
  return { items, nextToken: next && versionToken(next) };
}

const nonEmpty = (map: Record<string, string> | undefined) =>
  map && Object.keys(map).length > 0 ? map : undefined;

/** As the contract writes an object: zero values and empty maps left out. */
export function bucketObjectOf(item: ListedItem): BucketObject {
  if (typeof item === 'string') return { name: item };
  const { 'content-type': contentType, ...userMetadata } = item.metadata ?? {};
  return {
    name: item.key,
    size: item.size || undefined,
    content_type: contentType || undefined,
    last_modified: item.lastModified ? rfc3339(item.lastModified) : undefined,
    is_latest: item.isLatest || undefined,
    is_delete_marker: item.isDeleteMarker || undefined,
    version_id: item.versionId,
    etag: item.etag || undefined,
    user_metadata: nonEmpty(userMetadata),
    user_tags: nonEmpty(item.userTags),
  };
}

/** Lock and tag reads of one object's versions, this many at a time. */
const DETAIL_READS_AT_ONCE = 8;

/** What only a single object's listing carries (as the contract says): its legal hold, retention and tags. */
async function withLockAndTags(
  client: S3Client,
  bucketName: string,
  object: BucketObject,
): Promise<BucketObject> {
  const key = object.name ?? '';
  const versionId = object.version_id;
  // Each is absent when unset or unreadable (a bucket without object lock has neither hold nor retention).
  const [legalHold, retention, tags] = await Promise.all([
    client.getObjectLegalHold(bucketName, key, versionId).catch(() => undefined),
    client.getObjectRetention(bucketName, key, versionId).catch(() => undefined),
    client.getObjectTagging(bucketName, key, versionId).catch(() => []),
  ]);
  return {
    ...object,
    legal_hold_status: legalHold || undefined,
    retention_mode: retention?.mode || undefined,
    retention_until_date: retention?.retainUntilDate ? rfc3339(retention.retainUntilDate) : undefined,
    tags: nonEmpty(Object.fromEntries(tags.map((tag) => [tag.Key, tag.Value]))),
  };
}

/**
 * GET /buckets/{bucket_name}/objects: one page of the folder (or, recursive, of everything under the prefix),
 * latest versions or every version and delete marker. `next_token` continues it.
 */
export async function listObjects(
  client: S3Client,
  bucketName: string,
  params: ListParams,
): Promise<ListObjectsResponse> {
  const collect = params.withVersions ? collectVersions : collectObjects;
  const { items, nextToken } = await collect(client, bucketName, params);
  const { prefix } = params;
  const isTheObject = (object: BucketObject) =>
    prefix !== '' && !prefix.endsWith('/') && object.name === prefix && !object.is_delete_marker;
  const objects = await mapConcurrently(items.map(bucketObjectOf), DETAIL_READS_AT_ONCE, (object) =>
    isTheObject(object) ? withLockAndTags(client, bucketName, object) : Promise.resolve(object),
  );
  return { objects, total: objects.length, next_token: nextToken };
}

export interface RewindParams {
  prefix: string;
  date: Date;
  limit: number;
  continuationToken?: string;
}

const rewindEntryOf = (item: ListedItem) =>
  typeof item === 'string' ? rewindItemOf(item) : rewindItemOf(item.key, item);

/** Whether the page stopped among the versions of its last key (and not at a sub-folder after it). */
function endsInsideLastKey(page: VersionsPage): boolean {
  const lastKey = page.entries.at(-1)?.key;
  return (
    lastKey !== undefined &&
    Boolean(page.nextVersionIdMarker) &&
    page.prefixes.every((prefix) => prefix < lastKey)
  );
}

/**
 * GET /buckets/{bucket_name}/rewind/{date}: the folder as it was at the date — per key the version (or delete
 * marker, with `delete_flag`) that was the latest then; keys created later are left out.
 */
export async function rewindFolder(
  client: S3Client,
  bucketName: string,
  params: RewindParams,
): Promise<RewindResponse> {
  const first = readVersionToken(params.continuationToken);
  const { items, next } = await collectPages(params.limit, first, async (markers, maxKeys) => {
    const page = await listVersionsPage(client, bucketName, {
      prefix: params.prefix,
      delimiter: '/',
      maxKeys,
      ...markers,
    });
    const { current, lastKeyResolved } = versionsAt(page.entries, params.date);
    const following = nextMarkers(page);
    // With its answer in, the last key's older versions are skipped: the listing goes on after all of them.
    const skipRest = following && lastKeyResolved && endsInsideLastKey(page);
    return {
      items: inKeyOrder(current, page.prefixes),
      next: skipRest ? { keyMarker: page.entries.at(-1)?.key ?? '', versionIdMarker: '' } : following,
    };
  });
  return { objects: items.map(rewindEntryOf), next_token: next && versionToken(next) };
}
