import { z } from 'zod/mini';
import { apiErrorSchema } from './errors';

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

/** The page size the contract defaults to when `limit` is absent. */
export const DEFAULT_LIST_LIMIT = 20;
/** The page size the object browser asks for: what S3 lists in one request. */
export const LIST_PAGE_SIZE = 1000;

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

/** A query parameter read by the server's rules: its value, or what is wrong with it ("name: reason"). */
export type QueryParam<T> = { value: T } | { problem: string };

/** Swagger booleans: `true`/`1` and `false`/`0`; absent is false. */
export function booleanQueryParam(name: string, value: string | null | undefined): QueryParam<boolean> {
  if (value == null || value === '' || value === 'false' || value === '0') return { value: false };
  if (value === 'true' || value === '1') return { value: true };
  return { problem: `${name}: must be true or false` };
}

/** The largest page any listing answers: what S3 lists in one request. */
export const MAX_LIST_LIMIT = LIST_PAGE_SIZE;

export const LIMIT_PROBLEM = `limit: must be a whole number from 1 to ${MAX_LIST_LIMIT}`;

/** A page size: absent is `fallback`; above `MAX_LIST_LIMIT` is refused, so no answer holds a whole folder. */
export function limitQueryParam(value: string | null | undefined, fallback: number): QueryParam<number> {
  if (value == null || value === '') return { value: fallback };
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) return { problem: LIMIT_PROBLEM };
  return { value: limit };
}

const RFC_3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

/** An RFC 3339 date-time; the offset is required (a bare local time would depend on the server's zone). */
export function dateQueryParam(name: string, value: string): QueryParam<Date> {
  const date = RFC_3339.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { problem: `${name}: must be an RFC 3339 date-time` };
  return { value: date };
}

/** Our reading of a version listing's `continuation_token`. */
export const NOT_A_VERSION_TOKEN = 'continuation_token: not a token of a version listing';

/** The detail of the 400 a search without text gets. */
export const SEARCH_WITHOUT_TEXT = 'query: enter the text to search for';
