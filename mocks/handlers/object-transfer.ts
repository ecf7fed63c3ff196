import { HttpResponse } from 'msw';
import { safeParse } from 'zod/mini';
import { effectiveContentType } from '../../src/contract/content-types';
import {
  baseName,
  contentDisposition,
  parseRange,
  presentationHeaders,
  selectionZipName,
  zipEntryPath,
} from '../../src/contract/download-headers';
import { describeProblems } from '../../src/contract/endpoint';
import * as objectTransfer from '../../src/contract/object-transfer';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { S3 } from '../../src/lib/permissions/scopes';
import { findBucket, type MockBucket } from '../buckets-model';
import { MINIO_MESSAGES, type MockUser } from '../model';
import { bucketObjects, latestOf, type MockObjectVersion, mockVersion, versionsOf } from '../objects-model';
import { storedZip } from '../stored-zip';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { mock } from './mock';
import { apiError } from './respond';

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
/** Where the presigned part URLs point: a MinIO the mocks stand in for, never reached. */
const MOCK_MINIO_ORIGIN = 'https://minio.invalid';
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

/** The bucket (null when there is none) when the user may do `action` on the key, checked first as MinIO does. */
function permittedBucket(user: MockUser, bucketName: string, key: string, action: string) {
  if (!hasPermission(user.permissions, `${bucketName}/${key}`, [action])) {
    return apiError(403, MINIO_MESSAGES.accessDenied);
  }
  return findBucket(bucketName) ?? null;
}

/** The bucket, when the user may do `action` on the key and it exists, else the refusal. */
function reachable(user: MockUser, bucketName: string, key: string, action: string): MockBucket | Response {
  return permittedBucket(user, bucketName, key, action) ?? apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
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

const partsOf = (upload: MockUpload): objectTransfer.UploadedPart[] =>
  [...upload.parts]
    .sort(([a], [b]) => a - b)
    .map(([partNumber, part]) => ({ partNumber, size: part.body.length, etag: part.etag }));

const fits = (upload: MockUpload, size: number) => {
  const partSize = objectTransfer.partSizeFor(size);
  return partsOf(upload).every(
    (part) =>
      part.partNumber <= objectTransfer.partCountFor(size) &&
      part.size === objectTransfer.partLength(size, part.partNumber, partSize),
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

/** An upload the call names: its bucket and id in the path, its key in the query. */
interface UploadCall {
  user: MockUser;
  bucketName: string;
  uploadId: string;
  key: string;
}

/** The bucket and open upload the call names, or the server's refusal: MinIO looks an upload id up without
 * telling a missing bucket apart. */
function openUpload({ user, bucketName, uploadId, key }: UploadCall, action: string) {
  const bucket = permittedBucket(user, bucketName, key, action);
  if (bucket instanceof Response) return bucket;
  const upload = bucket && uploadsOf(bucket.name).get(uploadId);
  if (!bucket || !upload || upload.key !== key) return apiError(404, MINIO_TRANSFER_MESSAGES.noSuchUpload);
  return { bucket, key, upload };
}

const uploadCall = (
  user: MockUser,
  params: { bucket_name: string; upload_id: string },
  query: { prefix: string },
): UploadCall => ({ user, bucketName: params.bucket_name, uploadId: params.upload_id, key: query.prefix });

const uploadHandlers = [
  mock(objectTransfer.uploadObject, async ({ params, query, session, request }) => {
    if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
      return invalid('The body must be multipart/form-data');
    }
    const bucket = reachable(session.user, params.bucket_name, query.prefix, S3.PutObject);
    if (bucket instanceof Response) return bucket;
    const files = [...(await request.formData())].filter(
      (entry): entry is [string, File] => typeof entry[1] !== 'string',
    );
    if (files.length === 0) return invalid('The form has no file');
    for (const [name, file] of files) {
      if (!/^\d+$/.test(name))
        return invalid(`The file's field name must be its size in bytes, not "${name}"`);
      const body = new Uint8Array(await file.arrayBuffer());
      storeObject(bucket, query.prefix, body, effectiveContentType(file.type, query.prefix));
    }
  }),

  mock(objectTransfer.createUpload, ({ params, query: { prefix: key }, body, session }) => {
    const bucket = reachable(session.user, params.bucket_name, key, S3.PutObject);
    if (bucket instanceof Response) return bucket;
    if (body.size > objectTransfer.MAX_OBJECT_SIZE) return apiError(400, objectTransfer.TOO_LARGE);
    const partSize = objectTransfer.partSizeFor(body.size);
    const uploads = uploadsOf(bucket.name);
    const resumable = [...uploads]
      .filter(([, upload]) => upload.key === key && fits(upload, body.size))
      .sort(([, a], [, b]) => b.initiated - a.initiated)[0];
    if (resumable)
      return {
        uploadId: resumable[0],
        partSize,
        resumed: true,
      } satisfies objectTransfer.CreateUploadResponse;
    const answer: objectTransfer.CreateUploadResponse = { uploadId: randomHex(16), partSize };
    const contentType = effectiveContentType(body.contentType, key);
    uploads.set(answer.uploadId, { key, contentType, initiated: Date.now(), parts: new Map() });
    return answer;
  }),

  mock(objectTransfer.listUploadParts, ({ params, query, session }) => {
    const found = openUpload(uploadCall(session.user, params, query), S3.PutObject);
    if (found instanceof Response) return found;
    return { parts: partsOf(found.upload) };
  }),

  mock(objectTransfer.uploadPart, async ({ params, query, session, request }) => {
    const found = openUpload(uploadCall(session.user, params, query), S3.PutObject);
    if (found instanceof Response) return found;
    const body = new Uint8Array(await request.arrayBuffer());
    const part = { body, etag: randomHex(16) };
    found.upload.parts.set(params.part_number, part);
    return {
      partNumber: params.part_number,
      size: body.length,
      etag: part.etag,
    } satisfies objectTransfer.UploadedPart;
  }),

  // Answered as a console with direct uploads on; the demo's own uploads go through the console (no `direct`).
  mock(objectTransfer.presignUploadPart, ({ params, query }) => {
    const path = [params.bucket_name, ...query.prefix.split('/')].map(encodeURIComponent).join('/');
    const signed = new URLSearchParams({
      uploadId: params.upload_id,
      partNumber: String(params.part_number),
      'X-Amz-Expires': String(objectTransfer.PART_URL_SECONDS),
      'X-Amz-Signature': randomHex(32),
    });
    return { url: `${MOCK_MINIO_ORIGIN}/${path}?${signed}` } satisfies objectTransfer.PartUploadUrl;
  }),

  mock(objectTransfer.completeUpload, ({ params, query, body, session }) => {
    const found = openUpload(uploadCall(session.user, params, query), S3.PutObject);
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
    const answer: objectTransfer.CompleteUploadResponse = { etag: `${randomHex(16)}-${chosen.length}` };
    if (found.bucket.versioning === 'Enabled') answer.versionId = version.versionId;
    return answer;
  }),

  // An upload that is not there, even for want of its bucket, is as good as aborted (as the server answers).
  mock(objectTransfer.abortUpload, ({ params, query, session }) => {
    const bucket = permittedBucket(session.user, params.bucket_name, query.prefix, S3.AbortMultipartUpload);
    if (bucket instanceof Response) return bucket;
    if (bucket) uploadsOf(bucket.name).delete(params.upload_id);
  }),
];

interface Presentation {
  preview: boolean;
  overrideFileName?: string;
}

function objectResponse(request: Request, key: string, version: MockObjectVersion, shown: Presentation) {
  const body = version.body ?? new Uint8Array();
  const stored = effectiveContentType(version.contentType, key);
  const fileName = shown.overrideFileName || baseName(key);
  const headers: Record<string, string> = {
    ...presentationHeaders(fileName, stored, shown.preview),
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

/** The keys of the form-encoded selection (the JSON one is parsed before), or the server's refusal. */
async function formKeys(request: Request): Promise<readonly string[] | Response> {
  const keys = new URLSearchParams(await request.text()).getAll(objectTransfer.DOWNLOAD_FORM_FIELD);
  const parsed = safeParse(objectTransfer.downloadMultipleRequestSchema, keys);
  return parsed.success ? parsed.data : invalid(describeProblems(parsed.error));
}

const downloadHandlers = [
  mock(objectTransfer.downloadObject, ({ params, query, session, request }) => {
    const { prefix: key, version_id: versionId } = query;
    const bucket = reachable(session.user, params.bucket_name, key, S3.GetObject);
    if (bucket instanceof Response) return bucket;
    if (key.endsWith('/')) return zipResponse(bucket.name, [key], `${baseName(key) || bucket.name}.zip`);
    const version = versionId
      ? versionsOf(bucket.name, key).find((candidate) => candidate.versionId === versionId)
      : latestOf(bucket.name, key);
    if (!version || version.isDeleteMarker) return apiError(404, MINIO_TRANSFER_MESSAGES.headNotFound);
    const shown = { preview: query.preview ?? false, overrideFileName: query.override_file_name };
    return objectResponse(request, key, version, shown);
  }),

  mock(objectTransfer.downloadMultipleObjects, async ({ params, body, session, request }) => {
    const keys = body ?? (await formKeys(request));
    if (keys instanceof Response) return keys;
    const readable = keys.filter((key) =>
      hasPermission(session.user.permissions, `${params.bucket_name}/${key}`, [S3.GetObject]),
    );
    if (!findBucket(params.bucket_name) && readable.some((key) => key.endsWith('/'))) {
      return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    }
    return zipResponse(params.bucket_name, readable, selectionZipName());
  }),
];

export const objectTransferHandlers = [...uploadHandlers, ...downloadHandlers];
