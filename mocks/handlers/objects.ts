import { HttpResponse } from 'msw';
import {
  type BucketObject,
  booleanQueryParam,
  DEFAULT_LIST_LIMIT,
  dateQueryParam,
  LIST_PAGE_SIZE,
  type ListObjectsResponse,
  limitQueryParam,
  NOT_A_VERSION_TOKEN,
  type QueryParam,
  type RewindItem,
  type RewindResponse,
  SEARCH_WITHOUT_TEXT,
  type SearchBatch,
} from '../../src/contract/objects';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { S3 } from '../../src/lib/permissions/scopes';
import { findBucket, type MockBucket } from '../buckets-model';
import { MINIO_MESSAGES } from '../model';
import { type ListedItem, type ListPosition, listPage, rewindPage } from '../objects-listing';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { http } from './http';
import { apiError, requireSession } from './respond';

/** As server/objects/list.ts answers a bad parameter. */
const invalid = (problem: string) => apiError(400, 'Invalid request', problem);

/** The bucket, when the logged-in user may do `action` in it (checked first, as MinIO does), else the refusal. */
function reachableBucket(bucketName: string, action: string): MockBucket | Response {
  const session = requireSession();
  if (session instanceof Response) return session;
  if (!hasPermission(session.user.permissions, bucketName, [action])) {
    return apiError(403, MINIO_MESSAGES.accessDenied);
  }
  return findBucket(bucketName) ?? apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
}

type Values<T> = { [K in keyof T]: T[K] extends QueryParam<infer V> ? V : never };

/** The parameters' values, or the 400 of the first one that is wrong. */
function valuesOf<T extends Record<string, QueryParam<unknown>>>(params: T): Values<T> | Response {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(params)) {
    if ('problem' in param) return invalid(param.problem);
    values[name] = param.value;
  }
  return values as Values<T>;
}

/** The mock's tokens, like the server's version-listing tokens: a JSON pair of key and version. */
const tokenOf = (position: ListPosition | undefined) =>
  position && JSON.stringify([position.key, position.versionId ?? '']);

function positionOf(token: string | null): QueryParam<ListPosition | undefined> {
  if (!token) return { value: undefined };
  try {
    const [key, versionId] = JSON.parse(token) as unknown[];
    if (typeof key === 'string' && typeof versionId === 'string') {
      return { value: { key, versionId: versionId || undefined } };
    }
  } catch {
    // answered below
  }
  return { problem: NOT_A_VERSION_TOKEN };
}

const rfc3339 = (date: string) => new Date(date).toISOString().replace(/\.\d+Z$/, 'Z');
const unquote = (etag: string) => etag.replace(/^"|"$/g, '');
const nonEmpty = (map: Record<string, string>) => (Object.keys(map).length > 0 ? map : undefined);

function bucketObjectOf(item: ListedItem, withVersions: boolean, withMetadata: boolean): BucketObject {
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
function withLockAndTags(object: BucketObject, item: ListedItem, bucket: MockBucket): BucketObject {
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

function rewindItemOf(item: ListedItem): RewindItem {
  if (item.kind === 'folder') return { name: item.name };
  const { version } = item;
  return {
    name: item.name,
    last_modified: rfc3339(version.lastModified),
    size: version.size || undefined,
    version_id: version.versionId,
    delete_flag: version.isDeleteMarker || undefined,
    action: version.isDeleteMarker ? 'DELETE' : 'PUT',
    is_latest: item.isLatest || undefined,
  };
}

const ndjson = (batch: SearchBatch) => new TextEncoder().encode(`${JSON.stringify(batch)}\n`);

/** The search's NDJSON, a batch per page of 1000 objects looked at, read by the client one at a time. */
function searchLines(bucketName: string, prefix: string, query: string): ReadableStream<Uint8Array> {
  const needle = query.toLowerCase();
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
          limit: LIST_PAGE_SIZE,
          after,
        });
        after = page.next;
        scanned += page.items.length;
        const matches = page.items.filter((item) =>
          item.name.slice(prefix.length).toLowerCase().includes(needle),
        );
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

/** GET /buckets/{bucket_name}/objects, …/objects/search and …/rewind/{date}, as server/objects/list.ts answers. */
export const objectsHandlers = [
  http.get('*/api/v1/buckets/:bucket_name/objects', ({ request, params }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    const search = new URL(request.url).searchParams;
    const query = valuesOf({
      recursive: booleanQueryParam('recursive', search.get('recursive')),
      withVersions: booleanQueryParam('with_versions', search.get('with_versions')),
      withMetadata: booleanQueryParam('with_metadata', search.get('with_metadata')),
      limit: limitQueryParam(search.get('limit'), DEFAULT_LIST_LIMIT),
      after: positionOf(search.get('continuation_token')),
    });
    if (query instanceof Response) return query;
    const bucketName = String(params.bucket_name);
    const bucket = reachableBucket(bucketName, query.withVersions ? S3.ListBucketVersions : S3.ListBucket);
    if (bucket instanceof Response) return bucket;

    const prefix = search.get('prefix') ?? '';
    const page = listPage({ bucketName, prefix, delimited: !query.recursive, ...query });
    const isTheObject = (item: ListedItem) => prefix !== '' && !prefix.endsWith('/') && item.name === prefix;
    const objects = page.items.map((item) => {
      const object = bucketObjectOf(item, query.withVersions, query.withMetadata);
      return isTheObject(item) ? withLockAndTags(object, item, bucket) : object;
    });
    const answer: ListObjectsResponse = { objects, total: objects.length, next_token: tokenOf(page.next) };
    return HttpResponse.json(answer);
  }),

  http.get('*/api/v1/buckets/:bucket_name/objects/search', ({ request, params }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    const search = new URL(request.url).searchParams;
    const query = search.get('query') ?? '';
    if (query === '') return invalid(SEARCH_WITHOUT_TEXT);
    const bucketName = String(params.bucket_name);
    const bucket = reachableBucket(bucketName, S3.ListBucket);
    if (bucket instanceof Response) return bucket;
    return new HttpResponse(searchLines(bucketName, search.get('prefix') ?? '', query), {
      headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' },
    });
  }),

  http.get('*/api/v1/buckets/:bucket_name/rewind/:date', ({ request, params }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    const search = new URL(request.url).searchParams;
    const query = valuesOf({
      date: dateQueryParam('date', String(params.date)),
      limit: limitQueryParam(search.get('limit'), LIST_PAGE_SIZE),
      after: positionOf(search.get('continuation_token')),
    });
    if (query instanceof Response) return query;
    const bucketName = String(params.bucket_name);
    const bucket = reachableBucket(bucketName, S3.ListBucketVersions);
    if (bucket instanceof Response) return bucket;

    const page = rewindPage({ bucketName, prefix: search.get('prefix') ?? '', ...query });
    const answer: RewindResponse = { objects: page.items.map(rewindItemOf), next_token: tokenOf(page.next) };
    return HttpResponse.json(answer);
  }),
];
