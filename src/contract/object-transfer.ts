import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { bucketNameParams } from './buckets';
import { refusedBy } from './checks';
import { endpoint } from './endpoint';
import { mediaTypeProblem } from './media-type';
import { versionIdQuery } from './object-details';
import { isWholeNumberIn, queryFlag, REQUIRED_IN_QUERY, requiredQueryText } from './query';

/**
 * Object transfers. The contract's own operations (console-api §5) are kept as they are:
 * - POST /buckets/{bucket_name}/objects/upload?prefix=<key>: multipart/form-data, one part whose field name is
 *   the file size in bytes; 200 empty.
 * - GET /buckets/{bucket_name}/objects/download?prefix=&version_id=&preview=&override_file_name=: the bytes
 *   (200, or 206 for one `Range`); a prefix ending in "/" streams a zip of that folder.
 * - POST /buckets/{bucket_name}/objects/download-multiple: body = array of keys ("/" suffix = folder); a streamed
 *   zip. Ours also accepts the same list as an HTML form (`application/x-www-form-urlencoded`, one `keys` field
 *   per key), so a browser can post it and save the answer to disk itself.
 *
 * Ours, for large files: resumable S3 multipart uploads through the console, one part per request.
 * - POST /buckets/{bucket_name}/uploads?prefix=<key> {size, contentType?} → 201 {uploadId, partSize, resumed?}:
 *   an incomplete upload of the key whose stored parts fit `size` is offered again (`resumed`), else a new one.
 * - GET /buckets/{bucket_name}/uploads/{upload_id}/parts?prefix= → 200 {parts}: the parts already stored.
 * - PUT /buckets/{bucket_name}/uploads/{upload_id}/parts/{part_number}?prefix=: the raw part bytes with a
 *   Content-Length → 200 the stored part.
 * - POST /buckets/{bucket_name}/uploads/{upload_id}/complete?prefix= {parts} → 200 {etag, versionId?}.
 * - DELETE /buckets/{bucket_name}/uploads/{upload_id}?prefix= → 204: aborts, the stored parts are deleted.
 *
 * Direct uploads: when the console knows an address at which browsers reach MinIO, `createUpload` answers
 * `direct: true` and the browser sends each part straight to MinIO instead of through the console:
 * - GET /buckets/{bucket_name}/uploads/{upload_id}/parts/{part_number}/url?prefix= → 200 {url}: a URL presigned
 *   with the session's credentials for that one part's PUT, valid for `PART_URL_SECONDS`. It is minted without
 *   asking MinIO, which checks the PUT itself.
 */

const MiB = 1024 * 1024;

/** The smallest part the console uses; S3's own minimum is 5 MiB. */
export const MIN_PART_SIZE = 16 * MiB;
/** The part size a large file gets: MinIO stores each part as files of its own, so fewer, larger parts go faster. */
export const LARGE_PART_SIZE = 64 * MiB;
/** How many parts of one file are sent at once. */
export const PARTS_IN_FLIGHT = 4;
/** S3's limit on the number of parts of one upload. */
export const MAX_PARTS = 10_000;
/** S3's largest object: 5 TiB. */
export const MAX_OBJECT_SIZE = 5 * 1024 ** 4;
export const TOO_LARGE = 'The file is larger than an object can be (5 TiB)';

/**
 * The part size for a file, in whole MiB: enough parts to keep `PARTS_IN_FLIGHT` busy, each from 16 to 64 MiB,
 * and larger when a huge file needs it to stay within 10,000 parts.
 */
export function partSizeFor(size: number): number {
  const spread = Math.min(LARGE_PART_SIZE, Math.max(MIN_PART_SIZE, Math.ceil(size / PARTS_IN_FLIGHT)));
  const needed = Math.ceil(size / MAX_PARTS);
  return Math.ceil(Math.max(spread, needed) / MiB) * MiB;
}

/** How many parts a file of `size` bytes has (at least one, even when empty). */
export function partCountFor(size: number, partSize = partSizeFor(size)): number {
  return Math.max(1, Math.ceil(size / partSize));
}

/** The byte length of part `partNumber` (1-based) of a file of `size` bytes. */
export function partLength(size: number, partNumber: number, partSize = partSizeFor(size)): number {
  return Math.max(0, Math.min(partSize, size - (partNumber - 1) * partSize));
}

export const createUploadRequestSchema = z.object({
  size: z.int().check(z.nonnegative()),
  /** The object's Content-Type; guessed from the name by the server when absent. */
  contentType: z.optional(z.string().check(refusedBy(mediaTypeProblem))),
});
export type CreateUploadRequest = z.infer<typeof createUploadRequestSchema>;

export const createUploadResponseSchema = z.object({
  uploadId: z.string(),
  partSize: z.int(),
  /** An incomplete upload of the same key whose parts fit the size was found: list its parts and go on. */
  resumed: z.optional(z.boolean()),
  /** Send the parts straight to MinIO, each to the URL `presignUploadPart` gives. */
  direct: z.optional(z.boolean()),
});
export type CreateUploadResponse = z.infer<typeof createUploadResponseSchema>;

export const uploadedPartSchema = z.object({
  partNumber: z.int(),
  size: z.number(),
  etag: z.string(),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

export const listUploadPartsResponseSchema = z.object({
  parts: z.nullish(z.array(uploadedPartSchema)),
});
export type ListUploadPartsResponse = z.infer<typeof listUploadPartsResponseSchema>;

/** How long a part's presigned URL is valid: it is asked for right before the part is sent. */
export const PART_URL_SECONDS = 15 * 60;

export const partUploadUrlSchema = z.object({ url: z.string() });
export type PartUploadUrl = z.infer<typeof partUploadUrlSchema>;

export const completeUploadRequestSchema = z.object({
  parts: z
    .array(z.object({ partNumber: z.int().check(z.positive()), etag: z.string() }))
    .check(z.minLength(1, 'At least one part is needed')),
});
export type CompleteUploadRequest = z.infer<typeof completeUploadRequestSchema>;

export const completeUploadResponseSchema = z.object({
  etag: z.optional(z.string()),
  versionId: z.optional(z.string()),
});
export type CompleteUploadResponse = z.infer<typeof completeUploadResponseSchema>;

/** The JSON body of POST …/objects/download-multiple. */
export const downloadMultipleRequestSchema = z
  .array(z.string().check(z.minLength(1)))
  .check(z.minLength(1, 'Choose at least one object'));
export type DownloadMultipleRequest = z.infer<typeof downloadMultipleRequestSchema>;

/** The form field of the form-encoded POST …/objects/download-multiple, once per key. */
export const DOWNLOAD_FORM_FIELD = 'keys';

/** The key an upload writes: `prefix`, a leading "/" dropped as upstream does; nothing left is refused. */
const uploadKeyQuery = z.object({
  prefix: z
    .pipe(
      requiredQueryText,
      z.transform((key: string) => key.replace(/^\/+/, '')),
    )
    .check(z.minLength(1, REQUIRED_IN_QUERY)),
});

const uploadParams = z.object({ bucket_name: z.string(), upload_id: z.string() });

const partParams = z.object({
  bucket_name: z.string(),
  upload_id: z.string(),
  part_number: z.pipe(
    z
      .string()
      .check(
        z.refine(
          (text) => isWholeNumberIn(text, 1, MAX_PARTS),
          `must be a whole number from 1 to ${MAX_PARTS}`,
        ),
      ),
    z.transform(Number),
  ),
});

export const uploadObject = endpoint({
  id: 'PostBucketsBucketNameObjectsUpload',
  area: 'object-transfer',
  method: 'POST',
  path: '/buckets/{bucket_name}/objects/upload',
  summary: 'Uploads an object in one request: one form file field, named after its size in bytes',
  params: bucketNameParams,
  query: uploadKeyQuery,
  streamedBody: 'multipart/form-data',
  status: 200,
});

export const createUpload = endpoint({
  id: 'CreateUpload',
  area: 'object-transfer',
  method: 'POST',
  path: '/buckets/{bucket_name}/uploads',
  summary:
    'Starts a multipart upload of the key, or offers an incomplete one whose stored parts fit the size',
  params: bucketNameParams,
  query: uploadKeyQuery,
  body: createUploadRequestSchema,
  response: createUploadResponseSchema,
  status: 201,
});

export const listUploadParts = endpoint({
  id: 'ListUploadParts',
  area: 'object-transfer',
  method: 'GET',
  path: '/buckets/{bucket_name}/uploads/{upload_id}/parts',
  summary: 'The parts of a multipart upload stored so far',
  params: uploadParams,
  query: uploadKeyQuery,
  response: listUploadPartsResponseSchema,
  status: 200,
});

export const uploadPart = endpoint({
  id: 'UploadPart',
  area: 'object-transfer',
  method: 'PUT',
  path: '/buckets/{bucket_name}/uploads/{upload_id}/parts/{part_number}',
  summary: "Stores one part of a multipart upload: the part's bytes, with their Content-Length",
  params: partParams,
  query: uploadKeyQuery,
  streamedBody: 'application/octet-stream',
  response: uploadedPartSchema,
  status: 200,
});

export const presignUploadPart = endpoint({
  id: 'PresignUploadPart',
  area: 'object-transfer',
  method: 'GET',
  path: '/buckets/{bucket_name}/uploads/{upload_id}/parts/{part_number}/url',
  summary: 'A URL that stores one part of a multipart upload straight in MinIO (direct uploads only)',
  params: partParams,
  query: uploadKeyQuery,
  response: partUploadUrlSchema,
  status: 200,
});

export const completeUpload = endpoint({
  id: 'CompleteUpload',
  area: 'object-transfer',
  method: 'POST',
  path: '/buckets/{bucket_name}/uploads/{upload_id}/complete',
  summary: 'Completes a multipart upload from the listed parts',
  params: uploadParams,
  query: uploadKeyQuery,
  body: completeUploadRequestSchema,
  bodyLimit: BODY_LIMITS.uploadParts,
  response: completeUploadResponseSchema,
  status: 200,
});

export const abortUpload = endpoint({
  id: 'AbortUpload',
  area: 'object-transfer',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/uploads/{upload_id}',
  summary: 'Aborts a multipart upload: its stored parts are deleted',
  params: uploadParams,
  query: uploadKeyQuery,
  status: 204,
});

export const downloadObject = endpoint({
  id: 'DownloadObject',
  area: 'object-transfer',
  method: 'GET',
  path: '/buckets/{bucket_name}/objects/download',
  summary: 'Streams an object\'s bytes (one Range honoured), or a folder\'s (key ending in "/") as a zip',
  params: bucketNameParams,
  query: z.object({
    prefix: requiredQueryText,
    version_id: versionIdQuery,
    preview: queryFlag,
    override_file_name: z.optional(z.string()),
  }),
  streamedResponse: 'application/octet-stream',
  status: 200,
});

export const downloadMultipleObjects = endpoint({
  id: 'DownloadMultipleObjects',
  area: 'object-transfer',
  method: 'POST',
  path: '/buckets/{bucket_name}/objects/download-multiple',
  summary:
    'Streams a zip of the selected objects and folders. The keys come as a JSON array, or as an HTML form ' +
    `(application/x-www-form-urlencoded, one \`${DOWNLOAD_FORM_FIELD}\` field per key) a browser can post and save itself`,
  params: bucketNameParams,
  body: downloadMultipleRequestSchema,
  bodyLimit: BODY_LIMITS.objectSelection,
  streamedBody: 'application/x-www-form-urlencoded',
  streamedResponse: 'application/zip',
  status: 200,
});

export const OBJECT_TRANSFER_ENDPOINTS = [
  uploadObject,
  createUpload,
  listUploadParts,
  uploadPart,
  presignUploadPart,
  completeUpload,
  abortUpload,
  downloadObject,
  downloadMultipleObjects,
] as const;
