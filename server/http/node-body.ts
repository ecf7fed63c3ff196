/**
 * Answers whose bytes come from a Node stream (an object read from MinIO) are written by
 * Node itself: piped straight into the socket with back-pressure, rather than pulled chunk by chunk through a
 * web stream, which costs a copy and a promise per chunk and runs at a fraction of the socket's speed.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono, MiddlewareHandler } from 'hono';
import { webStreamOf } from '../lib/web-stream.ts';

/** The Node source of each such answer's body, found by the body's identity, which Hono keeps when it adds headers. */
const nodeSources = new WeakMap<ReadableStream<Uint8Array>, Readable>();

/**
 * A Response of the stream's bytes. Served by Node, the stream is piped into the socket; anywhere else (`app.request`)
 * the body is an ordinary web stream over it.
 */
export function nodeStreamResponse(source: Readable, init: ResponseInit): Response {
  const body = webStreamOf(source);
  nodeSources.set(body, source);
  return new Response(body, init);
}

function outgoingHeaders(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = Object.fromEntries(headers);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}

/**
 * Writes the head as every middleware left it (security headers included), then pipes. A client that goes away
 * destroys the source, so its MinIO read stops; a source that fails cuts the answer short, which the client sees
 * as a body shorter than its Content-Length.
 */
function pipeInto(outgoing: ServerResponse, response: Response, source: Readable): void {
  outgoing.writeHead(response.status, outgoingHeaders(response.headers));
  pipeline(source, outgoing).catch(() => {
    outgoing.destroy();
  });
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
    pipeInto(outgoing, response, source);
    return RESPONSE_ALREADY_SENT;
  };
}
