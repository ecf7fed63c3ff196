import { z } from 'zod/mini';
import { socket } from './socket';
import { commaList, type TraceEntry } from './trace';

/** The kinds of event a watch follows, as `mc watch --events` names them. */
export const WATCH_EVENT_KINDS = ['put', 'get', 'delete'] as const;
export type WatchEventKind = (typeof WATCH_EVENT_KINDS)[number];

/** The S3 event name family of each kind. */
const FAMILY_OF: Record<WatchEventKind, string> = {
  put: 's3:ObjectCreated:',
  get: 's3:ObjectAccessed:',
  delete: 's3:ObjectRemoved:',
};

const MAX_AFFIX_LENGTH = 1024;

export const watchQuerySchema = z.object({
  prefix: z.optional(z.string().check(z.maxLength(MAX_AFFIX_LENGTH))),
  suffix: z.optional(z.string().check(z.maxLength(MAX_AFFIX_LENGTH))),
  /** Default all three, as mc's. */
  events: z.pipe(
    commaList(new RegExp(`^(${WATCH_EVENT_KINDS.join('|')})$`), 'of put, get and delete'),
    z.transform((kinds): WatchEventKind[] =>
      kinds.length === 0 ? [...WATCH_EVENT_KINDS] : (kinds as WatchEventKind[]),
    ),
  ),
});
export type WatchFilter = z.output<typeof watchQuerySchema>;

/**
 * One bucket event, in the console contract's shape (mc watch's): `Path` is the object's URL, `Host` and `Port`
 * the client's; with the bucket, key, ETag and node that made it. `SeveralObjects`: a multi-object delete, whose
 * keys MinIO's trace does not give (`Key` is then empty).
 */
export const watchEventSchema = z.object({
  Time: z.string(),
  Size: z.number(),
  UserMetadata: z.record(z.string(), z.string()),
  Path: z.string(),
  Host: z.string(),
  Port: z.string(),
  UserAgent: z.string(),
  Type: z.string(),
  Bucket: z.string(),
  Key: z.string(),
  ETag: z.string(),
  Node: z.string(),
  SeveralObjects: z.boolean(),
});
export type WatchEvent = z.infer<typeof watchEventSchema>;

export const watchStream = socket({
  id: 'Watch',
  area: 'monitoring',
  path: '/watch/{bucket}',
  summary: "A bucket's object events, live, read from MinIO's trace of the S3 calls the caller may see",
  params: z.object({ bucket: z.string() }),
  query: watchQuerySchema,
  message: watchEventSchema,
});

/**
 * The event MinIO notifies for each successful S3 call on an object; the calls not listed (a part's upload,
 * starting or aborting a multipart upload, listings, bucket settings) notify nothing.
 */
export const WATCH_EVENT_OF_CALL: Readonly<Record<string, string>> = {
  's3.PutObject': 's3:ObjectCreated:Put',
  's3.CopyObject': 's3:ObjectCreated:Copy',
  's3.CompleteMultipartUpload': 's3:ObjectCreated:CompleteMultipartUpload',
  's3.PostPolicyBucket': 's3:ObjectCreated:Post',
  's3.PutObjectRetention': 's3:ObjectCreated:PutRetention',
  's3.PutObjectLegalHold': 's3:ObjectCreated:PutLegalHold',
  's3.PutObjectTagging': 's3:ObjectCreated:PutTagging',
  's3.DeleteObjectTagging': 's3:ObjectCreated:DeleteTagging',
  's3.DeleteObject': 's3:ObjectRemoved:Delete',
  's3.DeleteMultipleObjects': 's3:ObjectRemoved:Delete',
  's3.GetObject': 's3:ObjectAccessed:Get',
  's3.HeadObject': 's3:ObjectAccessed:Head',
  's3.GetObjectAttributes': 's3:ObjectAccessed:Attributes',
  's3.GetObjectRetention': 's3:ObjectAccessed:GetRetention',
  's3.GetObjectLegalHold': 's3:ObjectAccessed:GetLegalHold',
};

/** The calls whose object is in the request body (a form, a list of keys), not in the path. */
const KEYS_IN_BODY = new Set(['s3.DeleteMultipleObjects', 's3.PostPolicyBucket']);

type Headers = Record<string, string[]> | undefined;

const header = (headers: Headers, name: string): string => {
  const wanted = name.toLowerCase();
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === wanted);
  return found?.[1][0] ?? '';
};

const META_PREFIX = 'x-amz-meta-';

const userMetadata = (headers: Headers): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers ?? {})
      .filter(([name]) => name.toLowerCase().startsWith(META_PREFIX))
      .map(([name, values]) => [name, values.join(',')]),
  );

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

/** The object's size: what was put, or (a ranged read) the whole size `Content-Range` ends in. */
function sizeOf(type: string, request: Headers, response: Headers): number {
  if (type === 's3:ObjectCreated:Put') {
    return (
      wholeNumber(header(request, 'X-Amz-Decoded-Content-Length')) ??
      wholeNumber(header(request, 'Content-Length')) ??
      0
    );
  }
  if (!type.startsWith(FAMILY_OF.get)) return 0;
  const whole = /\/(\d+)$/.exec(header(response, 'Content-Range'))?.[1];
  return wholeNumber(whole ?? header(response, 'Content-Length')) ?? 0;
}

/** A versioned delete without a version id leaves a delete marker, which MinIO reports as such. */
function eventNameOf(funcname: string, rawQuery: string, response: Headers): string | undefined {
  const name = WATCH_EVENT_OF_CALL[funcname];
  const markerLeft =
    funcname === 's3.DeleteObject' &&
    header(response, 'X-Amz-Delete-Marker') === 'true' &&
    !new URLSearchParams(rawQuery).has('versionId');
  return markerLeft ? 's3:ObjectRemoved:DeleteMarkerCreated' : name;
}

/**
 * The event a traced call on `bucket` made, or none: the call must be one of the table's and have succeeded.
 * `endpoint` is MinIO's URL, for the object's `Path`.
 */
export function watchEventOf(entry: TraceEntry, bucket: string, endpoint: string): WatchEvent | undefined {
  const request = entry.http?.request;
  const response = entry.http?.response;
  const status = response?.statuscode ?? 0;
  const funcname = entry.funcname ?? '';
  const path = request?.path ?? entry.path ?? '';
  if (status < 200 || status > 299 || entry.error) return undefined;
  const type = eventNameOf(funcname, request?.rawquery ?? '', response?.headers);
  const several = KEYS_IN_BODY.has(funcname);
  const bucketPath = `/${bucket}/`;
  if (!type || !(path.startsWith(bucketPath) || (several && path === `/${bucket}`))) return undefined;
  const key = several ? '' : path.slice(bucketPath.length);
  if (!several && !key) return undefined;
  const created = type.startsWith(FAMILY_OF.put);
  return {
    Time: entry.time ?? '',
    Size: sizeOf(type, request?.headers, response?.headers),
    UserMetadata: userMetadata(created ? request?.headers : response?.headers),
    Path: `${endpoint.replace(/\/+$/, '')}/${bucket}/${key}`,
    Host: request?.client ?? '',
    Port: '',
    UserAgent: header(request?.headers, 'User-Agent'),
    Type: type,
    Bucket: bucket,
    Key: key,
    ETag: header(response?.headers, 'ETag').replace(/^"|"$/g, ''),
    Node: entry.nodename ?? '',
    SeveralObjects: several,
  };
}

/**
 * Whether an event passes the filters. An event of several objects names no key, so it passes no prefix or
 * suffix filter: whether any of its keys matched is not known.
 */
export function watchMatches(filter: WatchFilter, event: WatchEvent): boolean {
  const kindWanted = filter.events.some((kind) => event.Type.startsWith(FAMILY_OF[kind]));
  const keyFiltered = Boolean(filter.prefix || filter.suffix);
  if (event.SeveralObjects) return kindWanted && !keyFiltered;
  return kindWanted && event.Key.startsWith(filter.prefix ?? '') && event.Key.endsWith(filter.suffix ?? '');
}
