/**
 * A fetch over node:http for the console's own calls to MinIO. Node's fetch compiles its HTTP parser to WebAssembly
 * on its first call: at the first login that took some 30 MB of the server's memory, and the idle server kept a
 * third of it. The answer is a web Response all the same.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { webStreamOf } from './web-stream.ts';

export interface NodeFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  signal?: AbortSignal;
}

/** Statuses whose answers have no body, which a Response refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Compressed answers are asked for and decoded, as fetch does. MinIO's answers depend on it: with no profiler
 * running, its profiling download sends a 200 and a zip, and only a compressed answer, held back until it is
 * done, carries the 400 it sets at the end.
 */
const ACCEPTED_ENCODINGS = 'gzip, deflate';

function decoded(incoming: IncomingMessage): Readable {
  const encoding = incoming.headers['content-encoding']?.trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : undefined;
  if (!decoder) return incoming;
  incoming.on('error', (error) => decoder.destroy(error));
  decoder.on('close', () => incoming.destroy());
  return incoming.pipe(decoder);
}

function responseOf(incoming: IncomingMessage): Response {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    headers.append(raw[index] as string, raw[index + 1] as string);
  }
  const status = incoming.statusCode ?? 500;
  const body = NULL_BODY_STATUSES.has(status) ? null : webStreamOf(decoded(incoming));
  if (!body) incoming.resume();
  return new Response(body, { status, statusText: incoming.statusMessage, headers });
}

/** Sends one request and answers once its head has arrived; an aborted `signal` rejects with its reason, as fetch does. */
export function nodeFetch(url: URL, init: NodeFetchInit): Promise<Response> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = init.body ?? new Uint8Array();
  const sendsBody = body.length > 0 || !['GET', 'HEAD'].includes(init.method);
  const headers = {
    'accept-encoding': ACCEPTED_ENCODINGS,
    ...init.headers,
    ...(sendsBody && { 'content-length': String(body.length) }),
  };
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method: init.method, headers, signal: init.signal }, (incoming) =>
      resolve(responseOf(incoming)),
    );
    outgoing.on('error', (error) => reject(init.signal?.aborted ? init.signal.reason : error));
    outgoing.end(body);
  });
}
