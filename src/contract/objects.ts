import { z } from 'zod/mini';
import { bucketNameParams } from './buckets';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { DEFAULT_LIST_LIMIT, LIST_PAGE_SIZE } from './list-limits';
import { isRfc3339 } from './object-details';
import { queryFlag, queryLimit } from './query';
import { rfc3339 } from './rfc3339';

/**
 * One entry of ListObjects (`bucketObject`). `name` is always the full key from the bucket root; a folder is an
 * entry whose name ends with "/" (size 0). Scalars are omitted when zero, maps when empty (contract §1.6).
 */
export const bucketObjectSchema = z.object({
  name: z.optional(z.string()),
  size: z.optional(z.number()),
  content_type: z.optional(z.string()),
  /** RFC 3339. */
  last_modified: z.optional(z.string()),
  is_latest: z.optional(z.boolean()),
  is_delete_marker: z.optional(z.boolean()),
  version_id: z.optional(z.string()),
  etag: z.optional(z.string()),
  user_tags: z.optional(z.record(z.string(), z.string())),
  user_metadata: z.optional(z.record(z.string(), z.string())),
  metadata: z.optional(z.record(z.string(), z.string())),
  expiration: z.optional(z.string()),
  expiration_rule_id: z.optional(z.string()),
  /** "ON" / "OFF", filled for a single-object prefix. */
  legal_hold_status: z.optional(z.string()),
  /** "GOVERNANCE" / "COMPLIANCE", filled for a single-object prefix. */
  retention_mode: z.optional(z.string()),
  retention_until_date: z.optional(z.string()),
  tags: z.optional(z.record(z.string(), z.string())),
});
export type BucketObject = z.infer<typeof bucketObjectSchema>;

export { LIST_PAGE_SIZE } from './list-limits';

/**
 * GET /buckets/{bucket_name}/objects: `?prefix`, `?recursive`, `?with_versions`, `?with_metadata`, `?limit`
 * (default 20) and, our extension, `?continuation_token` — the `next_token` of the previous page. Non-recursive
 * listings use the delimiter "/". With `with_versions`, every version and delete marker, each key's newest
 * first. `total` is the number of entries in this page; `next_token` is absent on the last page. `limit` is at
 * most 1000; a page may hold fewer entries than asked and still have a `next_token` (the server reads at most ten
 * S3 pages per answer).
 */
export const listObjectsResponseSchema = z.object({
  objects: z.nullish(z.array(bucketObjectSchema)),
  total: z.optional(z.number()),
  next_token: z.optional(z.string()),
});
export type ListObjectsResponse = z.infer<typeof listObjectsResponseSchema>;

/**
 * One entry of GET /buckets/{bucket_name}/rewind/{date}: the version of `name` that was the latest at that date.
 * `delete_flag` marks a delete marker; `action` is "PUT" or "DELETE".
 */
export const rewindItemSchema = z.object({
  name: z.optional(z.string()),
  last_modified: z.optional(z.string()),
  size: z.optional(z.number()),
  version_id: z.optional(z.string()),
  delete_flag: z.optional(z.boolean()),
  action: z.optional(z.string()),
  is_latest: z.optional(z.boolean()),
});
export type RewindItem = z.infer<typeof rewindItemSchema>;

/** The version of a key a rewind shows. */
export interface RewoundVersion {
  lastModified: string;
  size: number;
  versionId?: string;
  isDeleteMarker: boolean;
  isLatest: boolean;
}

/** A rewind entry: a folder by its name alone, or the version of the key `name` that was the latest. */
export function rewindItemOf(name: string, version?: RewoundVersion): RewindItem {
  if (!version) return { name };
  return {
    name,
    last_modified: rfc3339(version.lastModified),
    size: version.size || undefined,
    version_id: version.versionId,
    delete_flag: version.isDeleteMarker || undefined,
    action: version.isDeleteMarker ? 'DELETE' : 'PUT',
    is_latest: version.isLatest || undefined,
  };
}

/** Whether a key under `prefix` is found by a search: its name past the prefix holds the text, in any case. */
export const matchesSearch = (key: string, prefix: string, text: string) =>
  key.slice(prefix.length).toLowerCase().includes(text.toLowerCase());

/**
 * GET /buckets/{bucket_name}/rewind/{date}?prefix=: the folder (one level, sub-folders as entries) as it was at
 * `date` (RFC 3339, `+` offsets encoded): per key the version that was the latest then — a delete marker, with
 * `delete_flag`, when the object was deleted then (as the contract says: "incl. delete markers"); keys created
 * later are absent. Paginated like ListObjects, our extension: `?limit` (default and most 1000) and
 * `?continuation_token` in, `next_token` out; a page may hold fewer entries when most keys are newer than the
 * date (the server reads at most ten S3 pages per answer).
 */
export const rewindResponseSchema = z.object({
  objects: z.nullish(z.array(rewindItemSchema)),
  next_token: z.optional(z.string()),
});
export type RewindResponse = z.infer<typeof rewindResponseSchema>;

/**
 * GET /buckets/{bucket_name}/objects/search?prefix=&query= (ours): `application/x-ndjson`, one JSON line per
 * batch of matches — latest objects under `prefix` and all its sub-folders whose key after `prefix` contains
 * `query`, case-insensitively. The last line has `done: true`, with `error` when the search failed after the
 * stream started (its HTTP status was already sent); earlier failures answer with their status as usual. The
 * server lists the next page only once the client has read the previous line, and stops when it goes away.
 */
export const searchBatchSchema = z.object({
  objects: z.nullish(z.array(bucketObjectSchema)),
  /** How many objects under the prefix were looked at so far. */
  scanned: z.optional(z.number()),
  done: z.optional(z.boolean()),
  error: z.optional(apiErrorSchema),
});
export type SearchBatch = z.infer<typeof searchBatchSchema>;

export const isFolderName = (name: string) => name.endsWith('/');

/** The largest page any listing answers: what S3 lists in one request. */
export const MAX_LIST_LIMIT = LIST_PAGE_SIZE;

/** A date-time in the path; the offset is required (a bare local time would depend on the server's zone). */
const rfc3339DateParam = z.pipe(
  z.string().check(z.refine(isRfc3339, 'must be an RFC 3339 date-time')),
  z.transform((text) => new Date(text)),
);

/** Our reading of a version listing's `continuation_token`. */
export const NOT_A_VERSION_TOKEN = 'continuation_token: not a token of a version listing';

const SEARCH_TEXT_MISSING = 'enter the text to search for';

/** The detail of the 400 a search without text gets. */
export const SEARCH_WITHOUT_TEXT = `query: ${SEARCH_TEXT_MISSING}`;

const pageQuery = (defaultLimit: number) => ({
  limit: queryLimit(defaultLimit, MAX_LIST_LIMIT),
  continuation_token: z.optional(z.string()),
});

export const listObjects = endpoint({
  id: 'ListObjects',
  area: 'objects',
  method: 'GET',
  path: '/buckets/{bucket_name}/objects',
  summary: 'Lists a folder of a bucket, or everything under a prefix, a page at a time',
  params: bucketNameParams,
  query: z.object({
    prefix: z.optional(z.string()),
    recursive: queryFlag,
    with_versions: queryFlag,
    with_metadata: queryFlag,
    ...pageQuery(DEFAULT_LIST_LIMIT),
  }),
  response: listObjectsResponseSchema,
  status: 200,
});

export const searchObjects = endpoint({
  id: 'SearchObjects',
  area: 'objects',
  method: 'GET',
  path: '/buckets/{bucket_name}/objects/search',
  summary: 'Streams the objects under a prefix whose key contains a text, as NDJSON batches',
  params: bucketNameParams,
  query: z.object({
    prefix: z.optional(z.string()),
    query: z.string({ error: SEARCH_TEXT_MISSING }).check(z.minLength(1, SEARCH_TEXT_MISSING)),
  }),
  streamedResponse: 'application/x-ndjson',
  status: 200,
});

export const getBucketRewind = endpoint({
  id: 'GetBucketRewind',
  area: 'objects',
  method: 'GET',
  path: '/buckets/{bucket_name}/rewind/{date}',
  summary: 'Lists a folder of a bucket as it was at a date, a page at a time',
  params: z.object({ bucket_name: z.string(), date: rfc3339DateParam }),
  query: z.object({ prefix: z.optional(z.string()), ...pageQuery(LIST_PAGE_SIZE) }),
  response: rewindResponseSchema,
  status: 200,
});

/** The operations listing and searching a bucket's objects. */
export const OBJECT_LIST_ENDPOINTS = [listObjects, searchObjects, getBucketRewind] as const;
