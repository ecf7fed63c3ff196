import { effectiveContentType } from '../../src/contract/content-types.ts';
import { mediaTypeProblem } from '../../src/contract/media-type.ts';
import * as objectTransfer from '../../src/contract/object-transfer.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  incompleteUploadsOf,
  isNoSuchUpload,
  listParts,
  presignedPartUrl,
  putObjectStream,
  type S3Target,
  type StreamedBody,
  uploadPart,
} from '../minio/s3-direct.ts';
import { formParts } from './form-data-stream.ts';

export interface UploadRef {
  bucketName: string;
  key: string;
  uploadId: string;
}

/** S3's largest part, and its largest single PUT. */
const MAX_PART_BYTES = 5 * 1024 ** 3;
/** How many earlier uploads of the same key are looked at for one to resume. */
const RESUME_CANDIDATES = 5;

/** Whether every stored part is one the plan for `size` would have sent, so the upload can go on. */
export function partsFitSize(
  parts: readonly objectTransfer.UploadedPart[],
  size: number,
  partSize: number,
): boolean {
  const count = objectTransfer.partCountFor(size, partSize);
  return parts.every(
    (part) =>
      part.partNumber >= 1 &&
      part.partNumber <= count &&
      part.size === objectTransfer.partLength(size, part.partNumber, partSize),
  );
}

/** MinIO refuses the listing to users without s3:ListBucketMultipartUploads: then there is nothing to resume. */
async function resumableUpload(
  target: S3Target,
  bucketName: string,
  key: string,
  size: number,
  partSize: number,
): Promise<string | undefined> {
  try {
    const candidates = await incompleteUploadsOf(target, bucketName, key);
    for (const candidate of candidates.slice(0, RESUME_CANDIDATES)) {
      const parts = await listParts(target, bucketName, key, candidate.uploadId);
      if (partsFitSize(parts, size, partSize)) return candidate.uploadId;
    }
    return undefined;
  } catch (error) {
    if (error instanceof MinioApiError && error.status === 403) return undefined;
    throw error;
  }
}

/** An incomplete upload of the key that fits the size, else a new one; `direct` when parts go to MinIO itself. */
export async function startUpload(
  target: S3Target,
  object: { bucketName: string; key: string; direct: boolean },
  request: objectTransfer.CreateUploadRequest,
): Promise<objectTransfer.CreateUploadResponse> {
  const { bucketName, key } = object;
  if (request.size > objectTransfer.MAX_OBJECT_SIZE) throw new ConsoleError(400, objectTransfer.TOO_LARGE);
  const partSize = objectTransfer.partSizeFor(request.size);
  const mode = object.direct ? { direct: true } : {};
  const existing = await resumableUpload(target, bucketName, key, request.size, partSize);
  if (existing) return { uploadId: existing, partSize, resumed: true, ...mode };
  const contentType = effectiveContentType(request.contentType, key);
  return { uploadId: await createMultipartUpload(target, bucketName, key, contentType), partSize, ...mode };
}

/**
 * The part's URL at MinIO's public address, signed with the session's credentials: the browser stores the part
 * there itself. Without a public address uploads go through the console, and there is no such URL.
 */
export function partUploadUrl(
  target: S3Target,
  minioPublicUrl: URL | undefined,
  upload: UploadRef & { partNumber: number },
): objectTransfer.PartUploadUrl {
  if (!minioPublicUrl) {
    throw new ConsoleError(404, 'Direct uploads are off', 'CONSOLE_MINIO_PUBLIC_URL is not set');
  }
  const publicTarget = { ...target, endpoint: minioPublicUrl.origin };
  return { url: presignedPartUrl(publicTarget, upload, objectTransfer.PART_URL_SECONDS) };
}

export const storedParts = (target: S3Target, upload: UploadRef) =>
  listParts(target, upload.bucketName, upload.key, upload.uploadId);

/** A streamed body needs its length up front: S3 signs and checks it. */
export function declaredLength(header: string | undefined): number {
  if (header === undefined || !/^\d+$/.test(header.trim())) {
    throw new ConsoleError(411, 'Content-Length is required');
  }
  const length = Number(header);
  if (length > MAX_PART_BYTES) throw new ConsoleError(413, 'A part can be at most 5 GiB');
  return length;
}

export async function storePart(
  target: S3Target,
  upload: UploadRef & { partNumber: number },
  body: StreamedBody,
  signal?: AbortSignal,
): Promise<objectTransfer.UploadedPart> {
  const etag = await uploadPart(target, upload, body, signal);
  return { partNumber: upload.partNumber, size: body.length, etag };
}

export async function finishUpload(
  target: S3Target,
  upload: UploadRef,
  request: objectTransfer.CompleteUploadRequest,
): Promise<objectTransfer.CompleteUploadResponse> {
  const parts = [...request.parts].sort((a, b) => a.partNumber - b.partNumber);
  return completeMultipartUpload(target, upload, parts);
}

/** Aborting is idempotent: an upload already gone (completed, aborted, expired) leaves nothing behind. */
export async function abandonUpload(target: S3Target, upload: UploadRef): Promise<void> {
  try {
    await abortMultipartUpload(target, upload);
  } catch (error) {
    if (!isNoSuchUpload(error)) throw error;
  }
}

/** The contract's single-request upload: each file part of the form is streamed to the key as one PUT. */
export async function uploadFormFiles(
  target: S3Target,
  object: { bucketName: string; key: string },
  form: { source: AsyncIterable<Uint8Array>; boundary: string },
  signal?: AbortSignal,
): Promise<void> {
  let uploaded = 0;
  for await (const part of formParts(form.source, form.boundary)) {
    if (part.fileName === undefined) continue;
    const contentType = effectiveContentType(checkedPartType(part.contentType), object.key);
    await putObjectStream(
      target,
      { ...object, contentType },
      { source: part.body, length: sizeFromFieldName(part.name) },
      signal,
    ).catch(tooLargeAs413);
    uploaded += 1;
  }
  if (uploaded === 0) throw new ConsoleError(400, 'Invalid request', 'The form has no file');
}

/** A file part's own Content-Type, which becomes the object's: refused unless it is a media type. */
function checkedPartType(contentType: string | undefined): string | undefined {
  const problem = contentType === undefined ? null : mediaTypeProblem(contentType);
  if (problem) throw new ConsoleError(400, 'Invalid request', `The file's Content-Type: ${problem}`);
  return contentType;
}

/** The contract's quirk: the field name of the file is its size in bytes. */
function sizeFromFieldName(name: string): number {
  if (!/^\d+$/.test(name)) {
    throw new ConsoleError(
      400,
      'Invalid request',
      `The file's field name must be its size in bytes, not "${name}"`,
    );
  }
  return Number(name);
}

function tooLargeAs413(error: unknown): never {
  if (error instanceof MinioApiError && error.code === 'EntityTooLarge')
    throw new ConsoleError(413, error.message);
  throw error;
}
