/**
 * The one way the console sends S3 calls (S3Client's operations and the transfers here), signed by us: small bodies
 * signed with their hash, streamed ones after signing (`UNSIGNED-PAYLOAD`) with a known Content-Length, answers
 * read whole up to a bound, and object bytes read by object-read.ts. Listings ask for URL-encoded keys.
 */
import {
  type ClientRequest,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { MAX_PARTS, type UploadedPart } from '../../src/contract/object-transfer.ts';
import { ConsoleError } from '../http/errors.ts';
import { sendExactly } from './body-sender.ts';
import { apiErrorFromResponse, MinioApiError, MinioUnreachableError } from './errors.ts';
import { clientGone, type ObjectBody, readObject } from './object-read.ts';
import { checkedBucketName, checkedObjectKey, S3_IDLE_TIMEOUT_MS } from './s3.ts';
import { childrenNamed, childText, element, parseXml, renderXml, type XmlElement } from './s3-xml.ts';
import { type Credentials, canonicalQuery, encodeRfc3986, presignUrl, signRequest } from './sigv4.ts';

/** Where and as whom: the MinIO endpoint and the session's own credentials. */
export interface S3Target {
  endpoint: string;
  region: string;
  credentials: Credentials;
  /** How long MinIO may stay silent while the console waits on it (default `S3_IDLE_TIMEOUT_MS`). */
  idleTimeoutMs?: number;
}

/** A body sent after signing: exactly `length` bytes, or the call fails. */
export interface StreamedBody {
  source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>;
  length: number;
}

export interface S3Call {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** No bucket: the service itself (ListBuckets). */
  bucketName?: string;
  key?: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  /** A small body, signed with its hash. */
  body?: Uint8Array;
  stream?: StreamedBody;
  signal?: AbortSignal;
}

export interface S3Answer {
  headers: IncomingHttpHeaders;
  /** Name, value, name, value… as MinIO sent them. */
  rawHeaders: string[];
  text: string;
}

/**
 * `/bucket/key` with each segment RFC 3986 encoded, so every key (spaces, `#`, `%`, `?`, `+`) arrives intact; a
 * key the URL would resolve (a `.` or `..` segment) is refused.
 */
export function objectPath(bucketName: string, key = ''): string {
  const keyPath = key === '' ? '' : `/${checkedObjectKey(key).split('/').map(encodeRfc3986).join('/')}`;
  return `/${encodeRfc3986(bucketName)}${keyPath}`;
}

const NO_BODY = new Uint8Array();

function signedRequest(target: S3Target, call: S3Call) {
  const body = call.body ?? NO_BODY;
  const given = Object.entries(call.query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const query = canonicalQuery(new URLSearchParams(given));
  const path = call.bucketName === undefined ? '/' : objectPath(checkedBucketName(call.bucketName), call.key);
  const url = new URL(`${path}${query ? `?${query}` : ''}`, target.endpoint);
  const headers = signRequest({
    method: call.method,
    url,
    headers: {
      ...call.headers,
      'content-length': String(call.stream?.length ?? body.length),
    },
    body,
    payloadHash: call.stream ? 'UNSIGNED-PAYLOAD' : undefined,
    credentials: target.credentials,
    region: target.region,
    service: 's3',
  });
  return { url, headers };
}

/** MinIO's answers to calls read whole are small documents: one larger than this is not read on. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

async function readText(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of response) {
      length += (chunk as Buffer).length;
      if (length > MAX_ANSWER_BYTES) throw new Error('MinIO answered with a document too large to read');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    response.destroy();
    throw new MinioUnreachableError((error as Error).message, { cause: error });
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A refusal without an error document (a HEAD has no body): MinIO's status says it, as the SDKs read it; a
 * server failure keeps the code and description of MinIO's headers.
 */
const BODYLESS_REFUSALS: Record<number, [code: string, message: string]> = {
  403: ['AccessDenied', 'Valid and authorized credentials required'],
  404: ['NotFound', 'Not Found'],
  405: ['MethodNotAllowed', 'Method Not Allowed'],
};

/** MinIO's refusal, read from the error document in the answer's body, or from its status and headers. */
async function refusalOf(response: IncomingMessage, method: S3Call['method']): Promise<Error> {
  const status = response.statusCode ?? 500;
  const bodyless = BODYLESS_REFUSALS[status];
  if (method === 'HEAD' && bodyless) {
    response.resume();
    return new MinioApiError(status, ...bodyless);
  }
  const headers = Object.entries(response.headers).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
  return apiErrorFromResponse(new Response(await readText(response), { status, headers }));
}

/**
 * A MinIO that stops answering fails the call instead of holding it, and its socket, forever. While a streamed
 * body is sent the wait is on the browser, and an answer nobody reads yet (a slow client) is not MinIO's silence.
 */
function boundSilence(outgoing: ClientRequest, call: S3Call, idleTimeoutMs: number): void {
  let answer: IncomingMessage | undefined;
  outgoing.once('response', (response) => {
    answer = response;
  });
  outgoing.setTimeout(idleTimeoutMs, () => {
    if (!answer && call.stream && !outgoing.writableFinished) return;
    if (answer && answer.readableLength >= answer.readableHighWaterMark) return;
    outgoing.destroy(Object.assign(new Error('MinIO did not answer in time'), { code: 'ETIMEDOUT' }));
  });
}

/**
 * Sends one signed call and resolves with MinIO's answer once its status says it succeeded, its body unread;
 * MinIO's refusals arrive as `MinioApiError`, no answer as `MinioUnreachableError`.
 */
export function open(target: S3Target, call: S3Call): Promise<IncomingMessage> {
  const { url, headers } = signedRequest(target, call);
  const requestFn = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = requestFn(url, { method: call.method, headers, signal: call.signal });
    boundSilence(outgoing, call, target.idleTimeoutMs ?? S3_IDLE_TIMEOUT_MS);
    outgoing.on('response', (response) => {
      if ((response.statusCode ?? 500) < 300) resolve(response);
      else refusalOf(response, call.method).then(reject, reject);
    });
    outgoing.on('error', (error) => {
      reject(
        call.signal?.aborted ? clientGone() : new MinioUnreachableError(error.message, { cause: error }),
      );
    });
    if (!call.stream) {
      outgoing.end(call.body ?? NO_BODY);
      return;
    }
    sendExactly(call.stream.source, call.stream.length, outgoing).catch((error: unknown) => {
      reject(call.signal?.aborted ? clientGone() : error);
    });
  });
}

/** One signed call whose answer is read whole: a small document or nothing. */
export async function send(target: S3Target, call: S3Call): Promise<S3Answer> {
  const response = await open(target, call);
  return { headers: response.headers, rawHeaders: response.rawHeaders, text: await readText(response) };
}

/** Keys of listings asked with `encoding-type=url` come form-encoded (a space is `+`). */
const decodeListedKey = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

const stripQuotes = (etag: string) => etag.replace(/^"|"$/g, '');

function parseDocument(text: string, rootName: string): XmlElement {
  const document = parseXml(text);
  if (document.name === 'Error') {
    throw new ConsoleError(500, childText(document, 'Message') || childText(document, 'Code'));
  }
  if (document.name !== rootName) throw new Error(`MinIO answered ${document.name} instead of ${rootName}`);
  return document;
}

export async function createMultipartUpload(
  target: S3Target,
  bucketName: string,
  key: string,
  contentType: string,
): Promise<string> {
  const answer = await send(target, {
    method: 'POST',
    bucketName,
    key,
    query: { uploads: '' },
    headers: { 'content-type': contentType },
  });
  return childText(parseDocument(answer.text, 'InitiateMultipartUploadResult'), 'UploadId');
}

export interface IncompleteUpload {
  uploadId: string;
  initiated: string;
}

/** At most this many of a key's incomplete uploads are looked at (10 pages of S3's 1000). */
const MAX_UPLOADS_OF_KEY = 10_000;

/**
 * The incomplete uploads of exactly this key, newest first. Listed under the key as a prefix, they come before
 * any longer key's, so the listing stops at the first other key.
 */
export async function incompleteUploadsOf(
  target: S3Target,
  bucketName: string,
  key: string,
): Promise<IncompleteUpload[]> {
  const uploads: IncompleteUpload[] = [];
  let markers: Record<string, string> = {};
  while (uploads.length < MAX_UPLOADS_OF_KEY) {
    const answer = await send(target, {
      method: 'GET',
      bucketName,
      query: { uploads: '', prefix: checkedObjectKey(key), 'encoding-type': 'url', ...markers },
    });
    const result = parseDocument(answer.text, 'ListMultipartUploadsResult');
    const listed = childrenNamed(result, 'Upload');
    const ofKey = listed.filter((upload) => decodeListedKey(childText(upload, 'Key')) === key);
    for (const upload of ofKey) {
      uploads.push({ uploadId: childText(upload, 'UploadId'), initiated: childText(upload, 'Initiated') });
    }
    if (ofKey.length < listed.length || childText(result, 'IsTruncated') !== 'true') break;
    markers = {
      'key-marker': decodeListedKey(childText(result, 'NextKeyMarker')),
      'upload-id-marker': childText(result, 'NextUploadIdMarker'),
    };
  }
  return uploads.sort((a, b) => b.initiated.localeCompare(a.initiated));
}

export async function listParts(
  target: S3Target,
  bucketName: string,
  key: string,
  uploadId: string,
): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  let marker = '0';
  while (parts.length < MAX_PARTS) {
    const answer = await send(target, {
      method: 'GET',
      bucketName,
      key,
      query: { uploadId, 'part-number-marker': marker },
    });
    const result = parseDocument(answer.text, 'ListPartsResult');
    for (const part of childrenNamed(result, 'Part')) {
      parts.push({
        partNumber: Number(childText(part, 'PartNumber')),
        size: Number(childText(part, 'Size')),
        etag: stripQuotes(childText(part, 'ETag')),
      });
    }
    if (childText(result, 'IsTruncated') !== 'true') break;
    marker = childText(result, 'NextPartNumberMarker');
  }
  return parts;
}

export async function uploadPart(
  target: S3Target,
  upload: { bucketName: string; key: string; uploadId: string; partNumber: number },
  body: StreamedBody,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await send(target, {
    method: 'PUT',
    bucketName: upload.bucketName,
    key: upload.key,
    query: { uploadId: upload.uploadId, partNumber: String(upload.partNumber) },
    stream: body,
    signal,
  });
  return stripQuotes(String(answer.headers.etag ?? ''));
}

/** A URL at `target.endpoint` that stores one part with a plain PUT of its bytes, for `expiresSeconds`. */
export function presignedPartUrl(
  target: S3Target,
  upload: { bucketName: string; key: string; uploadId: string; partNumber: number },
  expiresSeconds: number,
): string {
  const query = { uploadId: upload.uploadId, partNumber: String(upload.partNumber) };
  const path = `${objectPath(upload.bucketName, upload.key)}?${canonicalQuery(new URLSearchParams(query))}`;
  return presignUrl({
    method: 'PUT',
    url: new URL(path, target.endpoint),
    credentials: target.credentials,
    region: target.region,
    service: 's3',
    expiresSeconds,
  }).toString();
}

export interface StoredObject {
  etag: string;
  versionId?: string;
}

function storedObject(answer: S3Answer, etag: string): StoredObject {
  const versionId = answer.headers['x-amz-version-id'];
  return typeof versionId === 'string' && versionId !== '' ? { etag, versionId } : { etag };
}

/** The parts' list; their ETags come from the browser, so they are escaped like any text. */
const completeBody = (parts: readonly { partNumber: number; etag: string }[]) =>
  new TextEncoder().encode(
    renderXml(
      element(
        'CompleteMultipartUpload',
        parts.map((part) =>
          element('Part', [element('PartNumber', part.partNumber), element('ETag', `"${part.etag}"`)]),
        ),
      ),
    ),
  );

/** Completes the upload; S3 may answer 200 and still report an error in the body. */
export async function completeMultipartUpload(
  target: S3Target,
  upload: { bucketName: string; key: string; uploadId: string },
  parts: readonly { partNumber: number; etag: string }[],
): Promise<StoredObject> {
  const answer = await send(target, {
    method: 'POST',
    bucketName: upload.bucketName,
    key: upload.key,
    query: { uploadId: upload.uploadId },
    headers: { 'content-type': 'application/xml' },
    body: completeBody(parts),
  });
  const result = parseDocument(answer.text, 'CompleteMultipartUploadResult');
  return storedObject(answer, stripQuotes(childText(result, 'ETag')));
}

export async function abortMultipartUpload(
  target: S3Target,
  upload: { bucketName: string; key: string; uploadId: string },
): Promise<void> {
  await send(target, {
    method: 'DELETE',
    bucketName: upload.bucketName,
    key: upload.key,
    query: { uploadId: upload.uploadId },
  });
}

export async function putObjectStream(
  target: S3Target,
  object: { bucketName: string; key: string; contentType: string },
  body: StreamedBody,
  signal?: AbortSignal,
): Promise<StoredObject> {
  const answer = await send(target, {
    method: 'PUT',
    bucketName: object.bucketName,
    key: object.key,
    headers: { 'content-type': object.contentType },
    stream: body,
    signal,
  });
  return storedObject(answer, stripQuotes(String(answer.headers.etag ?? '')));
}

export interface ObjectRead {
  bucketName: string;
  key: string;
  /** A version, or "null" for the null version; the latest when absent. */
  versionId?: string;
  /** Inclusive byte offsets, as HTTP ranges are. */
  range?: { start: number; end: number };
  /** The read fails unless the object still has this ETag (quoted). */
  ifMatch?: string;
}

/**
 * GetObject: MinIO's answer once it has said yes, its headers describing the object and its body the bytes, not
 * yet read. The caller reads it to the end or destroys it; `signal` aborts the read at any point.
 */
export function getObject(target: S3Target, object: ObjectRead, signal?: AbortSignal): Promise<ObjectBody> {
  const { range, ifMatch } = object;
  const { url, headers } = signedRequest(target, {
    method: 'GET',
    bucketName: object.bucketName,
    key: object.key,
    query: object.versionId ? { versionId: object.versionId } : {},
    headers: {
      ...(range && { range: `bytes=${range.start}-${range.end}` }),
      ...(ifMatch && { 'if-match': ifMatch }),
    },
  });
  return readObject({ url, headers, idleTimeoutMs: target.idleTimeoutMs ?? S3_IDLE_TIMEOUT_MS, signal });
}

/** Whether the error is S3's "this upload no longer exists" (completed, aborted or expired). */
export const isNoSuchUpload = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'NoSuchUpload';
