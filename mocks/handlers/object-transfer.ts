import { HttpResponse } from 'msw';
import { safeParse } from 'zod/mini';
import { effectiveContentType } from '../../server/objects/content-types';
import {
  baseName,
  contentDisposition,
  parseRange,
  presentationHeaders,
  selectionZipName,
  zipEntryPath,
} from '../../server/objects/download-headers';
import {
  type CompleteUploadResponse,
  type CreateUploadResponse,
  completeUploadRequestSchema,
  createUploadRequestSchema,
  DOWNLOAD_FORM_FIELD,
  downloadMultipleRequestSchema,
  type ListUploadPartsResponse,
  MAX_OBJECT_SIZE,
  MAX_PARTS,
  partCountFor,
  partLength,
  partSizeFor,
  TOO_LARGE,
  type UploadedPart,
} from '../../src/contract/object-transfer';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { S3 } from '../../src/lib/permissions/scopes';
import { findBucket, type MockBucket } from '../buckets-model';
import { MINIO_MESSAGES, type MockUser } from '../model';
import { bucketObjects, latestOf, type MockObjectVersion, mockVersion, versionsOf } from '../objects-model';
import { storedZip } from '../stored-zip';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { http } from './http';
import { apiError, noContent, parseBody, requireSession, versionIdRefusal } from './respond';

/** MinIO's texts for the refusals of these operations, as the console server passes them on. */
export const MINIO_TRANSFER_MESSAGES = {
  noSuchUpload:
    'The specified multipart upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
  invalidPart:
    "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
  entityTooSmall: 'Your proposed upload is smaller than the minimum allowed object size.',
  /** A HEAD has no body: the SDK can only say this for a missing object, version or bucket. */
  headNotFound: 'Not Found',
} as const;

const invalid = (detail: string) => apiError(400, 'Invalid request', detail);
const KEY_REQUIRED = 'prefix (the object key) is required';
const S3_MIN_PART = 5 * 1024 * 1024;

interface MockUpload {
  key: string;
  contentType: string;
  initiated: number;
  parts: Map<number, { body: Uint8Array; etag: string }>;
}

/** Kept beside each bucket's objects, so resetting the object model forgets the uploads too. */
const uploadsByBucket = new WeakMap<ReturnType<typeof bucketObjects>, Map<string, MockUpload>>();

function uploadsOf(bucketName: string): Map<string, MockUpload> {
  const objects = bucketObjects(bucketName);
  let uploads = uploadsByBucket.get(objects);
  if (!uploads) {
    uploads = new Map();
    uploadsByBucket.set(objects, uploads);
  }
  return uploads;
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** The key of the call (a leading "/" dropped, as the server does), or its 400. */
function keyOf(request: Request): string | Response {
  const key = (new URL(request.url).searchParams.get('prefix') ?? '').replace(/^\/+/, '');
  return key || invalid(KEY_REQUIRED);
}

/** The bucket, when the user may do `action` on the key (checked first, as MinIO does), else the refusal. */
function reachable(user: MockUser, bucketName: string, key: string, action: string): MockBucket | Response {
  if (!hasPermission(user.permissions, `${bucketName}/${key}`, [action])) {
    return apiError(403, MINIO_MESSAGES.accessDenied);
  }
  return findBucket(bucketName) ?? apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
}

/** The logged-in user and the key of the call, in the server's order: the session first, then the query. */
function sessionAndKey(request: Request): { user: MockUser; key: string } | Response {
  const session = requireSession();
  if (session instanceof Response) return session;
  const key = keyOf(request);
  return key instanceof Response ? key : { user: session.user, key };
}

/** A new object version: on top in a versioned bucket, else replacing the null version. */
function storeObject(
  bucket: MockBucket,
  key: string,
  body: Uint8Array,
  contentType: string,
): MockObjectVersion {
  const objects = bucketObjects(bucket.name);
  if (bucket.versioning === 'Enabled') {
    const version = mockVersion(body, { contentType });
    objects.set(key, [version, ...versionsOf(bucket.name, key)]);
    return version;
  }
  const version = mockVersion(body, { contentType, versionId: 'null' });
  objects.set(key, [version, ...versionsOf(bucket.name, key).filter((kept) => kept.versionId !== 'null')]);
  return version;
}

const partsOf = (upload: MockUpload): UploadedPart[] =>
  [...upload.parts]
    .sort(([a], [b]) => a - b)
    .map(([partNumber, part]) => ({ partNumber, size: part.body.length, etag: part.etag }));

const fits = (upload: MockUpload, size: number) => {
  const partSize = partSizeFor(size);
  return partsOf(upload).every(
    (part) =>
      part.partNumber <= partCountFor(size) && part.size === partLength(size, part.partNumber, partSize),
  );
};

function concatenated(chunks: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

type UploadParams = { bucket_name: string; upload_id: string };

/** The bucket, key and open upload the call names, or the server's refusal. */
function openUpload(request: Request, params: UploadParams, action: string) {
  const caller = sessionAndKey(request);
  if (caller instanceof Response) return caller;
  const { user, key } = caller;
  const bucket = reachable(user, params.bucket_name, key, action);
  if (bucket instanceof Response) return bucket;
  const upload = uploadsOf(bucket.name).get(params.upload_id);
  if (!upload || upload.key !== key) return apiError(404, MINIO_TRANSFER_MESSAGES.noSuchUpload);
  return { bucket, key, upload };
}

const uploadHandlers = [
  http.post<{ bucket_name: string }>(
    '*/api/v1/buckets/:bucket_name/objects/upload',
    async ({ request, params }) => {
      const session = requireSession();
      if (session instanceof Response) return session;
      if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
        return invalid('The body must be multipart/form-data');
      }
      const key = keyOf(request);
      if (key instanceof Response) return key;
      const bucket = reachable(session.user, params.bucket_name, key, S3.PutObject);
      if (bucket instanceof Response) return bucket;
      const files = [...(await request.formData())].filter(
        (entry): entry is [string, File] => typeof entry[1] !== 'string',
      );
      if (files.length === 0) return invalid('The form has no file');
      for (const [name, file] of files) {
        if (!/^\d+$/.test(name))
          return invalid(`The file's field name must be its size in bytes, not "${name}"`);
        storeObject(
          bucket,
          key,
          new Uint8Array(await file.arrayBuffer()),
          effectiveContentType(file.type, key),
        );
      }
      return new HttpResponse(null, { status: 200 });
    },
  ),

  http.post<{ bucket_name: string }>('*/api/v1/buckets/:bucket_name/uploads', async ({ request, params }) => {
    const caller = sessionAndKey(request);
    if (caller instanceof Response) return caller;
    const { user, key } = caller;
    const body = await parseBody(request, createUploadRequestSchema);
    if (body instanceof Response) return body;
    const bucket = reachable(user, params.bucket_name, key, S3.PutObject);
    if (bucket instanceof Response) return bucket;
    if (body.size > MAX_OBJECT_SIZE) return apiError(400, TOO_LARGE);
    const partSize = partSizeFor(body.size);
    const uploads = uploadsOf(bucket.name);
    const resumable = [...uploads]
      .filter(([, upload]) => upload.key === key && fits(upload, body.size))
      .sort(([, a], [, b]) => b.initiated - a.initiated)[0];
    const answer: CreateUploadResponse = resumable
      ? { uploadId: resumable[0], partSize, resumed: true }
      : { uploadId: randomHex(16), partSize };
    if (!resumable) {
      const contentType = effectiveContentType(body.contentType, key);
      uploads.set(answer.uploadId, { key, contentType, initiated: Date.now(), parts: new Map() });
    }
    return HttpResponse.json(answer, { status: 201 });
  }),

  http.get<UploadParams>('*/api/v1/buckets/:bucket_name/uploads/:upload_id/parts', ({ request, params }) => {
    const found = openUpload(request, params, S3.PutObject);
    if (found instanceof Response) return found;
    const answer: ListUploadPartsResponse = { parts: partsOf(found.upload) };
    return HttpResponse.json(answer);
  }),

  http.put<UploadParams & { part_number: string }>(
    '*/api/v1/buckets/:bucket_name/uploads/:upload_id/parts/:part_number',
    async ({ request, params }) => {
      const partNumber = Number(params.part_number);
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PARTS) {
        return invalid(`The part number must be a whole number from 1 to ${MAX_PARTS}`);
      }
      const found = openUpload(request, params, S3.PutObject);
      if (found instanceof Response) return found;
      const body = new Uint8Array(await request.arrayBuffer());
      const part = { body, etag: randomHex(16) };
      found.upload.parts.set(partNumber, part);
      const answer: UploadedPart = { partNumber, size: body.length, etag: part.etag };
      return HttpResponse.json(answer);
    },
  ),

  http.post<UploadParams>(
    '*/api/v1/buckets/:bucket_name/uploads/:upload_id/complete',
    async ({ request, params }) => {
      const body = await parseBody(request, completeUploadRequestSchema);
      if (body instanceof Response) return body;
      const found = openUpload(request, params, S3.PutObject);
      if (found instanceof Response) return found;
      const chosen = [...body.parts].sort((a, b) => a.partNumber - b.partNumber);
      const stored = chosen.map((wanted) => found.upload.parts.get(wanted.partNumber));
      if (chosen.some((wanted, index) => stored[index]?.etag !== wanted.etag)) {
        return apiError(400, MINIO_TRANSFER_MESSAGES.invalidPart);
      }
      const bodies = stored.map((part) => part?.body ?? new Uint8Array());
      if (bodies.slice(0, -1).some((part) => part.length < S3_MIN_PART)) {
        return apiError(400, MINIO_TRANSFER_MESSAGES.entityTooSmall);
      }
      uploadsOf(found.bucket.name).delete(params.upload_id);
      const version = storeObject(found.bucket, found.key, concatenated(bodies), found.upload.contentType);
      const answer: CompleteUploadResponse = { etag: `${randomHex(16)}-${chosen.length}` };
      if (found.bucket.versioning === 'Enabled') answer.versionId = version.versionId;
      return HttpResponse.json(answer);
    },
  ),

  http.delete<UploadParams>('*/api/v1/buckets/:bucket_name/uploads/:upload_id', ({ request, params }) => {
    const caller = sessionAndKey(request);
    if (caller instanceof Response) return caller;
    const bucket = reachable(caller.user, params.bucket_name, caller.key, S3.AbortMultipartUpload);
    if (bucket instanceof Response) return bucket;
    uploadsOf(bucket.name).delete(params.upload_id);
    return noContent();
  }),
];

function objectResponse(request: Request, key: string, version: MockObjectVersion, search: URLSearchParams) {
  const body = version.body ?? new Uint8Array();
  const stored = effectiveContentType(version.contentType, key);
  const fileName = search.get('override_file_name') || baseName(key);
  const headers: Record<string, string> = {
    ...presentationHeaders(fileName, stored, search.get('preview') === 'true'),
    'last-modified': new Date(version.lastModified).toUTCString(),
    etag: version.etag,
    'accept-ranges': 'bytes',
  };
  const range = parseRange(request.headers.get('range') ?? undefined, body.length);
  if (range.kind === 'unsatisfiable') {
    return HttpResponse.json(
      { code: 416, message: 'The requested range is not satisfiable' },
      { status: 416, headers: { 'content-range': `bytes */${body.length}` } },
    );
  }
  if (range.kind === 'whole') return new HttpResponse(body, { headers });
  headers['content-range'] = `bytes ${range.start}-${range.end}/${body.length}`;
  return new HttpResponse(body.slice(range.start, range.end + 1), { status: 206, headers });
}

/** The zip of the selected keys: folders expanded, missing objects skipped, as the server streams it. */
function zipResponse(bucketName: string, keys: readonly string[], fileName: string): Response {
  const entries = keys.flatMap((selected) => {
    const keysUnder = selected.endsWith('/')
      ? [...bucketObjects(bucketName).keys()].filter((key) => key.startsWith(selected)).sort()
      : [selected];
    return keysUnder.flatMap((key) => {
      const latest = latestOf(bucketName, key);
      const path = zipEntryPath(selected, key);
      return latest?.body && path && !key.endsWith('/') ? [{ path, body: latest.body }] : [];
    });
  });
  return new HttpResponse(storedZip(entries), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': contentDisposition('attachment', fileName),
    },
  });
}

async function selectedKeys(request: Request): Promise<readonly string[] | Response> {
  if (/^application\/x-www-form-urlencoded/i.test(request.headers.get('content-type') ?? '')) {
    const keys = new URLSearchParams(await request.text()).getAll(DOWNLOAD_FORM_FIELD);
    const parsed = safeParse(downloadMultipleRequestSchema, keys);
    return parsed.success ? parsed.data : invalid('body: Choose at least one object');
  }
  return parseBody(request, downloadMultipleRequestSchema);
}

const downloadHandlers = [
  http.get<{ bucket_name: string }>(
    '*/api/v1/buckets/:bucket_name/objects/download',
    ({ request, params }) => {
      const session = requireSession();
      if (session instanceof Response) return session;
      const search = new URL(request.url).searchParams;
      const key = search.get('prefix') ?? '';
      if (!key) return invalid(KEY_REQUIRED);
      const versionId = search.get('version_id');
      const versionRefusal = versionIdRefusal('version_id', versionId);
      if (versionRefusal) return versionRefusal;
      const bucket = reachable(session.user, params.bucket_name, key, S3.GetObject);
      if (bucket instanceof Response) return bucket;
      if (key.endsWith('/')) return zipResponse(bucket.name, [key], `${baseName(key)}.zip`);
      const version = versionId
        ? versionsOf(bucket.name, key).find((candidate) => candidate.versionId === versionId)
        : latestOf(bucket.name, key);
      if (!version || version.isDeleteMarker) return apiError(404, MINIO_TRANSFER_MESSAGES.headNotFound);
      return objectResponse(request, key, version, search);
    },
  ),

  http.post<{ bucket_name: string }>(
    '*/api/v1/buckets/:bucket_name/objects/download-multiple',
    async ({ request, params }) => {
      const session = requireSession();
      if (session instanceof Response) return session;
      const keys = await selectedKeys(request);
      if (keys instanceof Response) return keys;
      const readable = keys.filter((key) =>
        hasPermission(session.user.permissions, `${params.bucket_name}/${key}`, [S3.GetObject]),
      );
      if (!findBucket(params.bucket_name) && readable.some((key) => key.endsWith('/'))) {
        return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
      }
      return zipResponse(params.bucket_name, readable, selectionZipName());
    },
  ),
];

export const objectTransferHandlers = [...uploadHandlers, ...downloadHandlers];
