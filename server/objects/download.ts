import type { BucketItemStat, Client } from 'minio';
import { effectiveContentType } from '../../src/contract/content-types.ts';
import {
  baseName,
  parseRange,
  presentationHeaders,
  type RangeRequest,
} from '../../src/contract/download-headers.ts';
import { ConsoleError, errorBody } from '../http/errors.ts';
import { webStreamOf } from '../lib/web-stream.ts';
import { s3 } from '../minio/s3.ts';
import { statObject } from './head.ts';

export interface DownloadRequest {
  bucketName: string;
  key: string;
  /** A version, or "null" for the null version; the latest when absent. */
  versionId?: string;
  /** Show inline when the type is safe to (the contract's `preview=true`); otherwise opaque bytes to save. */
  preview: boolean;
  overrideFileName?: string;
  range?: string;
  ifRange?: string;
}

/** `If-Range` names the version the client has: when it is not this one, the whole object is sent. */
function rangeFor(request: DownloadRequest, stat: BucketItemStat): RangeRequest {
  const validators = [`"${stat.etag}"`, stat.lastModified.toUTCString()];
  if (request.ifRange && !validators.includes(request.ifRange.trim())) return { kind: 'whole' };
  return parseRange(request.range, stat.size);
}

function representationHeaders(request: DownloadRequest, stat: BucketItemStat): Record<string, string> {
  const stored = effectiveContentType(stat.metaData['content-type'] as string | undefined, request.key);
  return {
    ...presentationHeaders(request.overrideFileName || baseName(request.key), stored, request.preview),
    'last-modified': stat.lastModified.toUTCString(),
    etag: `"${stat.etag}"`,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
  };
}

function unsatisfiable(size: number): Response {
  const body = errorBody(new ConsoleError(416, 'The requested range is not satisfiable'));
  return Response.json(body, { status: 416, headers: { 'content-range': `bytes */${size}` } });
}

/**
 * One object's bytes piped from MinIO as they arrive (never held whole), with one `Range` honoured. The stat and
 * the read name the same version, so the headers describe exactly the bytes sent.
 */
export async function objectDownload(client: Client, request: DownloadRequest): Promise<Response> {
  const { bucketName, key } = request;
  const asked = request.versionId ? { versionId: request.versionId } : {};
  const stat = await statObject(client, bucketName, key, request.versionId);
  const range = rangeFor(request, stat);
  if (range.kind === 'unsatisfiable') return unsatisfiable(stat.size);

  const version = stat.versionId ? { versionId: stat.versionId } : asked;
  const [offset, length] = range.kind === 'part' ? [range.start, range.end - range.start + 1] : [0, 0];
  const bytes = await s3(() => client.getPartialObject(bucketName, key, offset, length, version));
  const headers = representationHeaders(request, stat);
  if (range.kind === 'part') {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
    headers['content-length'] = String(length);
  } else {
    headers['content-length'] = String(stat.size);
  }
  return new Response(webStreamOf(bytes), {
    status: range.kind === 'part' ? 206 : 200,
    headers,
  });
}
