import { HttpResponse } from 'msw';
import * as objectList from '../../src/contract/objects';
import { rfc3339 } from '../../src/contract/rfc3339';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { S3 } from '../../src/lib/permissions/scopes';
import { findBucket, type MockBucket } from '../buckets-model';
import { MINIO_MESSAGES, type MockUser } from '../model';
import { type ListedItem, type ListPosition, listPage, rewindPage } from '../objects-listing';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { mock } from './mock';
import { apiError } from './respond';

/** As the console server answers a bad parameter. */
const invalid = (problem: string) => apiError(400, 'Invalid request', problem);

/** The bucket, when the logged-in user may do `action` in it (checked first, as MinIO does), else the refusal. */
function reachableBucket(user: MockUser, bucketName: string, action: string): MockBucket | Response {
  if (!hasPermission(user.permissions, bucketName, [action])) {
    return apiError(403, MINIO_MESSAGES.accessDenied);
  }
  return findBucket(bucketName) ?? apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
}

/** The mock's tokens, like the server's version-listing tokens: a JSON pair of key and version. */
const tokenOf = (position: ListPosition | undefined) =>
  position && JSON.stringify([position.key, position.versionId ?? '']);

/** Where the page starts: after the token's key and version, or from the start without one. */
function positionOf(token: string | undefined): ListPosition | undefined | Response {
  if (!token) return undefined;
  try {
    const [key, versionId] = JSON.parse(token) as unknown[];
    if (typeof key === 'string' && typeof versionId === 'string')
      return { key, versionId: versionId || undefined };
  } catch {
    // answered below
  }
  return invalid(objectList.NOT_A_VERSION_TOKEN);
}

const unquote = (etag: string) => etag.replace(/^"|"$/g, '');
const nonEmpty = (map: Record<string, string>) => (Object.keys(map).length > 0 ? map : undefined);

function bucketObjectOf(
  item: ListedItem,
  withVersions: boolean,
  withMetadata: boolean,
): objectList.BucketObject {
  if (item.kind === 'folder') return { name: item.name };
  const { version } = item;
  return {
    name: item.name,
    size: version.size || undefined,
    content_type: withMetadata && !version.isDeleteMarker ? version.contentType : undefined,
    last_modified: rfc3339(version.lastModified),
    is_latest: (withVersions && item.isLatest) || undefined,
    is_delete_marker: version.isDeleteMarker || undefined,
    version_id: withVersions ? version.versionId : undefined,
    etag: unquote(version.etag) || undefined,
    user_metadata: withMetadata ? nonEmpty(version.userMetadata) : undefined,
    user_tags: withMetadata ? nonEmpty(version.tags) : undefined,
  };
}

/** What the listing of a single object's prefix adds, as the server reads it per version. */
function withLockAndTags(
  object: objectList.BucketObject,
  item: ListedItem,
  bucket: MockBucket,
): objectList.BucketObject {
  if (item.kind === 'folder' || item.version.isDeleteMarker) return object;
  const { version } = item;
  return {
    ...object,
    legal_hold_status: bucket.locking ? version.legalHold : undefined,
    retention_mode: version.retention?.mode,
    retention_until_date: version.retention ? rfc3339(version.retention.retainUntil) : undefined,
    tags: nonEmpty(version.tags),
  };
}

const rewindEntryOf = (item: ListedItem) =>
  item.kind === 'folder'
    ? objectList.rewindItemOf(item.name)
    : objectList.rewindItemOf(item.name, { ...item.version, isLatest: item.isLatest });

const ndjson = (batch: objectList.SearchBatch) => new TextEncoder().encode(`${JSON.stringify(batch)}\n`);

/** The search's NDJSON, a batch per page of 1000 objects looked at, read by the client one at a time. */
function searchLines(bucketName: string, prefix: string, query: string): ReadableStream<Uint8Array> {
  let after: ListPosition | undefined;
  let scanned = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const page = listPage({
          bucketName,
          prefix,
          delimited: false,
          withVersions: false,
          limit: objectList.LIST_PAGE_SIZE,
          after,
        });
        after = page.next;
        scanned += page.items.length;
        const matches = page.items.filter((item) => objectList.matchesSearch(item.name, prefix, query));
        const done = after === undefined || undefined;
        controller.enqueue(
          ndjson({ objects: matches.map((item) => bucketObjectOf(item, false, false)), scanned, done }),
        );
        if (done) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** GET /buckets/{bucket_name}/objects, …/objects/search and …/rewind/{date}, as the console server answers. */
export const objectsHandlers = [
  mock(objectList.listObjects, ({ params, query, session }) => {
    const after = positionOf(query.continuation_token);
    if (after instanceof Response) return after;
    const { bucket_name: bucketName } = params;
    const withVersions = query.with_versions ?? false;
    const withMetadata = query.with_metadata ?? false;
    const bucket = reachableBucket(
      session.user,
      bucketName,
      withVersions ? S3.ListBucketVersions : S3.ListBucket,
    );
    if (bucket instanceof Response) return bucket;

    const prefix = query.prefix ?? '';
    const delimited = !query.recursive;
    const page = listPage({ bucketName, prefix, delimited, withVersions, limit: query.limit, after });
    const isTheObject = (item: ListedItem) => prefix !== '' && !prefix.endsWith('/') && item.name === prefix;
    const objects = page.items.map((item) => {
      const object = bucketObjectOf(item, withVersions, withMetadata);
      return isTheObject(item) ? withLockAndTags(object, item, bucket) : object;
    });
    return { objects, total: objects.length, next_token: tokenOf(page.next) };
  }),

  mock(objectList.searchObjects, ({ params, query, session }) => {
    const bucket = reachableBucket(session.user, params.bucket_name, S3.ListBucket);
    if (bucket instanceof Response) return bucket;
    return new HttpResponse(searchLines(bucket.name, query.prefix ?? '', query.query), {
      headers: { 'content-type': objectList.searchObjects.streamedResponse, 'cache-control': 'no-store' },
    });
  }),

  mock(objectList.getBucketRewind, ({ params, query, session }) => {
    const after = positionOf(query.continuation_token);
    if (after instanceof Response) return after;
    const bucket = reachableBucket(session.user, params.bucket_name, S3.ListBucketVersions);
    if (bucket instanceof Response) return bucket;

    const prefix = query.prefix ?? '';
    const page = rewindPage({
      bucketName: bucket.name,
      prefix,
      date: params.date,
      limit: query.limit,
      after,
    });
    return { objects: page.items.map(rewindEntryOf), next_token: tokenOf(page.next) };
  }),
];
