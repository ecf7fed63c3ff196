import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import {
  completeUploadResponseSchema,
  createUploadResponseSchema,
  listUploadPartsResponseSchema,
  uploadedPartSchema,
} from '@/contract/object-transfer';
import { apiBaseUrl } from '@/lib/api/base-url';
import { networkError, normaliseHttpError, unexpectedAnswerError } from '@/lib/api/errors';
import type { OnSent, UploadTarget, UploadTransport } from './resumable-upload';

const bucketPath = (bucketName: string) => `buckets/${encodeURIComponent(bucketName)}`;
const keyQuery = (key: string) => `prefix=${encodeURIComponent(key)}`;
const uploadPath = (target: UploadTarget, uploadId: string, rest = '') =>
  `${bucketPath(target.bucketName)}/uploads/${encodeURIComponent(uploadId)}${rest}?${keyQuery(target.key)}`;

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

interface TransferRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
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

/**
 * One call of a transfer, with XMLHttpRequest: the one browser API that reports upload progress (the browser
 * streams a Blob from disk, so no file is read into memory). Unlike the app's API client it does not treat a
 * lost connection as a lost session: the uploader waits and tries again, and a console server restart must not
 * log the user out. Resolves with the answer's JSON.
 */
function transferCall({ method, path, body, onSent, signal }: TransferRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    xhr.open(method, new URL(path, apiBaseUrl()));
    xhr.setRequestHeader('accept', 'application/json');
    if (onSent) xhr.upload.onprogress = (event) => onSent(event.loaded);
    xhr.onload = () => {
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else reject(normaliseHttpError(xhr.status, answer));
    };
    xhr.onerror = () => reject(networkError(new Error('The connection to the console server was lost')));
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
        reject(cancelled());
      },
      { once: true },
    );
    const isJson = body !== undefined && !(body instanceof Blob) && !(body instanceof FormData);
    if (isJson) xhr.setRequestHeader('content-type', 'application/json');
    xhr.send(isJson ? JSON.stringify(body) : (body as Blob | FormData | undefined));
  });
}

async function parsedCall<T extends $ZodType>(request: TransferRequest, schema: T): Promise<output<T>> {
  const answer = await transferCall(request);
  const parsed = safeParse(schema, answer);
  if (!parsed.success) throw unexpectedAnswerError(request.path, JSON.stringify(answer));
  return parsed.data;
}

/** The console server's upload operations (src/contract/object-transfer.ts). */
export const httpTransport: UploadTransport = {
  uploadWhole: async (target, file, onSent, signal) => {
    // The contract's quirk: the form field is named after the file size.
    const form = new FormData();
    form.append(String(file.size), file, target.key.slice(target.key.lastIndexOf('/') + 1));
    const path = `${bucketPath(target.bucketName)}/objects/upload?${keyQuery(target.key)}`;
    await transferCall({ method: 'POST', path, body: form, onSent, signal });
  },
  createUpload: (target, request) =>
    parsedCall(
      {
        method: 'POST',
        path: `${bucketPath(target.bucketName)}/uploads?${keyQuery(target.key)}`,
        body: request,
      },
      createUploadResponseSchema,
    ),
  listParts: async (target, uploadId) =>
    (
      await parsedCall(
        { method: 'GET', path: uploadPath(target, uploadId, '/parts') },
        listUploadPartsResponseSchema,
      )
    ).parts ?? [],
  uploadPart: (target, part, onSent, signal) =>
    parsedCall(
      {
        method: 'PUT',
        path: uploadPath(target, part.uploadId, `/parts/${part.partNumber}`),
        body: part.bytes,
        onSent,
        signal,
      },
      uploadedPartSchema,
    ),
  completeUpload: async (target, uploadId, parts) => {
    const body = { parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) };
    await parsedCall(
      { method: 'POST', path: uploadPath(target, uploadId, '/complete'), body },
      completeUploadResponseSchema,
    );
  },
  abortUpload: async (target, uploadId) => {
    await transferCall({ method: 'DELETE', path: uploadPath(target, uploadId) });
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
