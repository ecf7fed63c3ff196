import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { EndpointDefinition, EndpointResponse } from '@/contract/endpoint';
import {
  abortUpload,
  completeUpload,
  createUpload,
  listUploadParts,
  presignUploadPart,
  type UploadedPart,
  uploadObject,
  uploadPart,
} from '@/contract/object-transfer';
import { endpointUrl } from '@/lib/api/client';
import { ApiError, networkError, normaliseHttpError, unexpectedAnswerError } from '@/lib/api/errors';
import type { OnSent, UploadTarget, UploadTransport } from './resumable-upload';

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

interface XhrRequest {
  method: string;
  url: string;
  body?: Blob | FormData | string;
  headers?: Record<string, string>;
  onSent?: OnSent;
  signal?: AbortSignal;
  /** What a request that gets no answer is reported as. */
  lost: () => Error;
}

/**
 * One request with XMLHttpRequest: the one browser API that reports upload progress (the browser streams a Blob
 * from disk, so no file is read into memory). Resolves with the finished request, whatever its status.
 */
function sendXhr({
  method,
  url,
  body,
  headers = {},
  onSent,
  signal,
  lost,
}: XhrRequest): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onSent) xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(lost());
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
        reject(cancelled());
      },
      { once: true },
    );
    xhr.send(body);
  });
}

interface TransferRequest<E extends EndpointDefinition> {
  endpoint: E;
  /** The operation's URL, from `endpointUrl`. */
  url: string;
  body?: Blob | FormData | object;
  onSent?: OnSent;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const consoleLost = () => networkError(new Error('The connection to the console server was lost'));

/**
 * One call of a transfer. Unlike the app's API client it does not treat a lost connection as a lost session: the
 * uploader waits and tries again, and a console server restart must not log the user out. Resolves with the
 * answer's JSON.
 */
async function transferCall<E extends EndpointDefinition>({
  endpoint,
  url,
  body,
  onSent,
  signal,
}: TransferRequest<E>): Promise<unknown> {
  const isJson = body !== undefined && !(body instanceof Blob) && !(body instanceof FormData);
  const xhr = await sendXhr({
    method: endpoint.method,
    url,
    body: isJson ? JSON.stringify(body) : (body as Blob | FormData | undefined),
    headers: { accept: 'application/json', ...(isJson && { 'content-type': 'application/json' }) },
    onSent,
    signal,
    lost: consoleLost,
  });
  const answer = parseJson(xhr.responseText);
  if (xhr.status >= 200 && xhr.status < 300) return answer;
  throw normaliseHttpError(xhr.status, answer);
}

/** S3's refusal (`<Error><Code/><Message/></Error>`) in the error shape the app shows. */
function minioRefusal(xhr: XMLHttpRequest): Error {
  const document = new DOMParser().parseFromString(xhr.responseText || '<Error/>', 'application/xml');
  const text = (name: string) => document.querySelector(`Error > ${name}`)?.textContent ?? undefined;
  return normaliseHttpError(xhr.status, {
    message: text('Message') ?? text('Code'),
    detailedMessage: text('Code'),
  });
}

/**
 * Sends a part to MinIO itself at its presigned URL. MinIO must allow the console's origin (CORS), which also
 * lets the page read the part's ETag.
 */
async function storePartAtMinio(
  url: string,
  part: { partNumber: number; bytes: Blob },
  onSent: OnSent,
  signal: AbortSignal,
): Promise<UploadedPart> {
  const origin = new URL(url).origin;
  const lost = () =>
    new ApiError(
      'MinIO could not be reached',
      `${origin} did not answer, or does not allow this origin (CORS)`,
      undefined,
    );
  const xhr = await sendXhr({ method: 'PUT', url, body: part.bytes, onSent, signal, lost });
  if (xhr.status !== 200) throw minioRefusal(xhr);
  const etag = xhr.getResponseHeader('etag');
  if (!etag) throw unexpectedAnswerError(origin, 'MinIO sent no ETag for the part (see its CORS settings)');
  return { partNumber: part.partNumber, size: part.bytes.size, etag: etag.replace(/"/g, '') };
}

/** A call whose JSON answer is parsed by the operation's declared response schema. */
async function parsedCall<E extends EndpointDefinition & { response: $ZodType }>(
  request: TransferRequest<E>,
): Promise<EndpointResponse<E>> {
  const answer = await transferCall(request);
  const parsed = safeParse(request.endpoint.response, answer);
  if (!parsed.success) throw unexpectedAnswerError(request.endpoint.path, JSON.stringify(answer));
  return parsed.data as EndpointResponse<E>;
}

const objectArgs = (target: UploadTarget) => ({
  params: { bucket_name: target.bucketName },
  query: { prefix: target.key },
});

const uploadArgs = (target: UploadTarget, uploadId: string) => ({
  params: { bucket_name: target.bucketName, upload_id: uploadId },
  query: { prefix: target.key },
});

/** The console server's upload operations (src/contract/object-transfer.ts). */
export const httpTransport: UploadTransport = {
  uploadWhole: async (target, file, onSent, signal) => {
    // The contract's quirk: the form field is named after the file size.
    const form = new FormData();
    form.append(String(file.size), file, target.key.slice(target.key.lastIndexOf('/') + 1));
    const url = endpointUrl(uploadObject, objectArgs(target));
    await transferCall({ endpoint: uploadObject, url, body: form, onSent, signal });
  },
  createUpload: (target, request) =>
    parsedCall({ endpoint: createUpload, url: endpointUrl(createUpload, objectArgs(target)), body: request }),
  listParts: async (target, uploadId) =>
    (
      await parsedCall({
        endpoint: listUploadParts,
        url: endpointUrl(listUploadParts, uploadArgs(target, uploadId)),
      })
    ).parts ?? [],
  uploadPart: async (target, part, onSent, signal) => {
    const args = uploadArgs(target, part.uploadId);
    const partArgs = { ...args, params: { ...args.params, part_number: String(part.partNumber) } };
    if (!part.direct) {
      const url = endpointUrl(uploadPart, partArgs);
      return parsedCall({ endpoint: uploadPart, url, body: part.bytes, onSent, signal });
    }
    const presigned = endpointUrl(presignUploadPart, partArgs);
    const { url } = await parsedCall({ endpoint: presignUploadPart, url: presigned, signal });
    return storePartAtMinio(url, part, onSent, signal);
  },
  completeUpload: async (target, uploadId, parts) => {
    const body = { parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) };
    const url = endpointUrl(completeUpload, uploadArgs(target, uploadId));
    await parsedCall({ endpoint: completeUpload, url, body });
  },
  abortUpload: async (target, uploadId) => {
    const url = endpointUrl(abortUpload, uploadArgs(target, uploadId));
    await transferCall({ endpoint: abortUpload, url });
  },
};

/** Whether a stored part holds exactly these bytes: S3's part ETag is their MD5 (unless the bucket encrypts). */
export async function partMatchesEtag(bytes: Blob, etag: string): Promise<boolean> {
  const { createMD5 } = await import('hash-wasm');
  const md5 = await createMD5();
  const reader = bytes.stream().getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) md5.update(chunk.value);
  return md5.digest('hex') === etag.toLowerCase();
}
