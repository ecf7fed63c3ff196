import type { IncomingHttpHeaders } from 'node:http';
import { effectiveContentType } from '../../src/contract/content-types.ts';
import {
  baseName,
  parseRange,
  presentationHeaders,
  type RangeRequest,
} from '../../src/contract/download-headers.ts';
import { ConsoleError, errorBody } from '../http/errors.ts';
import { objectBodyResponse } from '../http/node-body.ts';
import { unquoted } from '../minio/errors.ts';
import { getObject, type S3Target } from '../minio/s3-direct.ts';

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

/** What MinIO's answer to a whole-object read says of the object. */
interface ObjectStat {
  size: number;
  /** Quoted, as HTTP sends it. */
  etag: string;
  lastModified: string;
  contentType?: string;
  versionId?: string;
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

function statOf(headers: IncomingHttpHeaders): ObjectStat {
  const size = Number(headers['content-length']);
  if (!Number.isSafeInteger(size) || size < 0) throw new Error('MinIO answered an object without its length');
  const versionId = single(headers['x-amz-version-id']);
  const contentType = single(headers['content-type']);
  return {
    size,
    etag: `"${unquoted(single(headers.etag) ?? '')}"`,
    lastModified: new Date(single(headers['last-modified']) ?? 0).toUTCString(),
    ...(contentType && { contentType }),
    ...(versionId && { versionId }),
  };
}

/** `If-Range` names the version the client has: when it is not this one, the whole object is sent. */
function rangeFor(request: DownloadRequest, stat: ObjectStat): RangeRequest {
  if (request.ifRange && ![stat.etag, stat.lastModified].includes(request.ifRange.trim())) {
    return { kind: 'whole' };
  }
  return parseRange(request.range, stat.size);
}

function representationHeaders(request: DownloadRequest, stat: ObjectStat): Record<string, string> {
  const stored = effectiveContentType(stat.contentType, request.key);
  return {
    ...presentationHeaders(request.overrideFileName || baseName(request.key), stored, request.preview),
    'last-modified': stat.lastModified,
    etag: stat.etag,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
  };
}

function unsatisfiable(size: number): Response {
  const body = errorBody(new ConsoleError(416, 'The requested range is not satisfiable'));
  return Response.json(body, { status: 416, headers: { 'content-range': `bytes */${size}` } });
}

/**
 * One object's bytes piped from MinIO as they arrive (never held whole), with one `Range` honoured. The object is
 * read whole, its answer describing it; a range of it is then read from the same version, and only while it still
 * has the same ETag, so the headers describe exactly the bytes sent. `signal` (the client going away) stops the read.
 */
export async function objectDownload(
  target: S3Target,
  request: DownloadRequest,
  signal?: AbortSignal,
): Promise<Response> {
  const object = { bucketName: request.bucketName, key: request.key, versionId: request.versionId };
  const whole = await getObject(target, object, signal);
  const stat = statOf(whole.headers);
  const range = rangeFor(request, stat);
  const headers = representationHeaders(request, stat);
  if (range.kind === 'whole') {
    return objectBodyResponse(whole, {
      status: 200,
      headers: { ...headers, 'content-length': String(stat.size) },
    });
  }
  whole.destroy();
  if (range.kind === 'unsatisfiable') return unsatisfiable(stat.size);

  const version = stat.versionId ?? request.versionId;
  const part = await getObject(target, { ...object, versionId: version, range, ifMatch: stat.etag }, signal);
  return objectBodyResponse(part, {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${stat.size}`,
      'content-length': String(range.end - range.start + 1),
    },
  });
}
