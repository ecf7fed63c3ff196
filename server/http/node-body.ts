/**
 * Answers whose bytes come from a Node stream or from an object read from MinIO are written by Node itself, straight
 * into the socket with back-pressure, rather than pulled chunk by chunk through a web stream, which costs a copy and
 * a promise per chunk and runs at a fraction of the socket's speed. An object's bytes are written from the very
 * buffers they were read into (see object-read.ts).
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { webStreamOf } from '../lib/web-stream.ts';
import type { ObjectBody } from '../minio/object-read.ts';

/** How Node sends an answer's bytes, and how they are let go unsent. */
interface NodeSource {
  sendTo(outgoing: ServerResponse): void;
  destroy(): void;
}

/** The Node source of each such answer's body, found by the body's identity, which Hono keeps when it adds headers. */
const nodeSources = new WeakMap<ReadableStream<Uint8Array>, NodeSource>();

/** A Response whose body Node sends from `source`; anywhere else (`app.request`) it is the web stream `body`. */
function nodeResponse(body: ReadableStream<Uint8Array>, source: NodeSource, init: ResponseInit): Response {
  nodeSources.set(body, source);
  return new Response(body, init);
}

/**
 * A Response of the stream's bytes. Served by Node, the stream is piped into the socket. A client that goes away
 * destroys the stream; a stream that fails cuts the answer short.
 */
export function nodeStreamResponse(source: Readable, init: ResponseInit): Response {
  const sendTo = (outgoing: ServerResponse) => {
    pipeline(source, outgoing).catch(() => {
      outgoing.destroy();
    });
  };
  return nodeResponse(webStreamOf(source), { sendTo, destroy: () => source.destroy() }, init);
}

/**
 * A Response of an object's bytes. Served by Node, each buffer is written into the socket as it was read. A client
 * that goes away stops the object's read; a read that fails cuts the answer short.
 */
export function objectBodyResponse(source: ObjectBody, init: ResponseInit): Response {
  const sendTo = (outgoing: ServerResponse) => {
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) source.destroy();
    });
    source.drainInto({
      write: (chunk, done) => outgoing.write(chunk, done),
      end: () => outgoing.end(),
      fail: () => outgoing.destroy(),
    });
  };
  return nodeResponse(webStreamOf(source.readable()), { sendTo, destroy: source.destroy }, init);
}

function outgoingHeaders(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = Object.fromEntries(headers);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}

/**
 * Writes the head as every middleware left it (security headers included), then the bytes; a source that fails
 * midway is seen by the client as a body shorter than its Content-Length.
 */
function sendInto(outgoing: ServerResponse, response: Response, source: NodeSource): void {
  outgoing.writeHead(response.status, outgoingHeaders(response.headers));
  source.sendTo(outgoing);
}

/**
 * The outermost middleware: a HEAD request is answered with the head alone (Hono drops the body), so the source
 * of such an answer is released unread.
 */
export const releaseHeadBodies: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'HEAD') return;
  const body = c.res.body;
  if (body) nodeSources.get(body)?.destroy();
};

/**
 * Has the app's answers with a Node source sent by Node itself once every middleware has run, when it is served
 * by @hono/node-server (whose bindings carry the socket's response); the adapter is told they have been sent.
 */
export function sendNodeBodies(app: Hono): void {
  const fetch = app.fetch;
  app.fetch = async (request, env, executionContext) => {
    const response = await fetch(request, env, executionContext);
    const source = response.body ? nodeSources.get(response.body) : undefined;
    const outgoing = (env as Partial<HttpBindings> | undefined)?.outgoing;
    if (!source || !outgoing) return response;
    sendInto(outgoing, response, source);
    return RESPONSE_ALREADY_SENT;
  };
}

/**
 * The request body as a byte stream. Under @hono/node-server it is the socket's own request stream, read only
 * as fast as its consumer takes it (the web stream Hono would wrap it in queues without that back-pressure).
 */
export function requestBodyStream(c: Context): Readable {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
}
