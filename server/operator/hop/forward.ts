import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import type { Context } from 'hono';
import { ConsoleError } from '../../http/errors.ts';
import { nodeStreamResponse, requestBodyStream } from '../../http/node-body.ts';

/*
 * One request passed on to a tenant's console and its answer passed back: the method, the headers but those
 * of this hop (RFC 9110 §7.6.1) and this console's own, the body streamed and bounded; the answer streamed,
 * but for the console's page, whose <base href> is moved below the proxy prefix.
 */

/** The largest body passed on: MinIO's largest single upload. */
const MAX_FORWARDED_BODY_BYTES = 5 * 1024 ** 3;
/** The console's HTML page is about 1 KiB; read whole to move its base. */
const MAX_PAGE_BYTES = 1024 * 1024;
const MAX_QUERY_LENGTH = 8 * 1024;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** This console's: its cookies and address, the client's address, and credentials meant for it. */
const NOT_PASSED_ON = new Set(['host', 'cookie', 'authorization', 'origin', 'referer', 'forwarded']);
/** The tenant console's own cookie and framing rules: this console sets its own on the answer. */
const NOT_PASSED_BACK = new Set([
  'set-cookie',
  'content-security-policy',
  'x-frame-options',
  'strict-transport-security',
]);
/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

const tooLarge = () =>
  new ConsoleError(
    413,
    'Request body too large',
    `The request body may have at most ${MAX_FORWARDED_BODY_BYTES} bytes`,
  );

/** The header names a Connection header lists, which end at this hop too. */
function connectionListed(value: string | null | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The request's headers as they go on to the tenant console, its session cookie in place of ours. A page is
 * asked for as plain text (it is rewritten); a socket's handshake headers are the relaying socket's own.
 */
export function forwardedHeaders(
  c: Context,
  consoleToken: string,
  mode: 'page' | 'request' | 'socket',
): OutgoingHttpHeaders {
  const listed = connectionListed(c.req.header('connection'));
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of c.req.raw.headers) {
    const skipped =
      HOP_BY_HOP.has(name) ||
      NOT_PASSED_ON.has(name) ||
      listed.has(name) ||
      name.startsWith('x-forwarded-') ||
      (mode === 'socket' && name.startsWith('sec-websocket-'));
    if (!skipped) headers[name] = value;
  }
  headers.cookie = `token=${consoleToken}`;
  if (mode === 'page') headers['accept-encoding'] = 'identity';
  return headers;
}

/** Whether the request asks for a page (a frame's or a tab's navigation), whose HTML is rewritten. */
export const isNavigation = (c: Context) =>
  ['document', 'iframe', 'frame'].includes(c.req.header('sec-fetch-dest') ?? '') ||
  (c.req.header('accept') ?? '').includes('text/html');

/** The path and query passed on; the query as sent, bounded. */
export function pathAndQuery(c: Context, consolePath: string): string {
  const search = new URL(c.req.url).search;
  if (search.length > MAX_QUERY_LENGTH)
    throw new ConsoleError(
      414,
      'Query too long',
      `The query may have at most ${MAX_QUERY_LENGTH} characters`,
    );
  return `${consolePath}${search}`;
}

/** Counts the bytes through and fails the stream once past the bound. */
function bounded(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/** The body to pass on, none for a GET or HEAD; a declared length past the bound is refused before sending. */
export function forwardedBody(c: Context): Readable | undefined {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const declared = Number(c.req.header('content-length') ?? 0);
  if (!Number.isFinite(declared) || declared > MAX_FORWARDED_BODY_BYTES) throw tooLarge();
  return requestBodyStream(c).pipe(bounded(MAX_FORWARDED_BODY_BYTES));
}

function answerHeaders(answer: IncomingMessage): Headers {
  const listed = connectionListed(answer.headers.connection);
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || NOT_PASSED_BACK.has(name) || listed.has(name))
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page with its base below the proxy prefix, so its relative URLs come back through the proxy. */
export function withProxyBase(html: string, prefix: string): string {
  return html.replace(/<base href="([^"]*)"\s*\/?>/i, (_, base: string) => {
    const below = base.replace(/^\/+/, '');
    return `<base href="${escapeAttribute(`${prefix}${below}`)}"/>`;
  });
}

async function readPage(answer: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_PAGE_BYTES) {
      answer.destroy();
      throw new ConsoleError(502, "The tenant console's page is too large");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const isPlainHtml = (answer: IncomingMessage) =>
  (answer.headers['content-type'] ?? '').toLowerCase().startsWith('text/html') &&
  (answer.headers['content-encoding'] ?? 'identity') === 'identity';

/** The tenant console's answer as this console sends it on. */
export async function passedBack(answer: IncomingMessage, prefix: string, method: string): Promise<Response> {
  const status = answer.statusCode ?? 502;
  const headers = answerHeaders(answer);
  // A redirect within the console stays below the prefix.
  const location = headers.get('location');
  if (location?.startsWith('/') && !location.startsWith('//'))
    headers.set('location', `${prefix}${location.slice(1)}`);
  if (NULL_BODY_STATUS.has(status) || method === 'HEAD') {
    answer.resume();
    return new Response(null, { status, headers });
  }
  if (isPlainHtml(answer)) {
    headers.delete('content-length');
    return new Response(withProxyBase(await readPage(answer), prefix), { status, headers });
  }
  return nodeStreamResponse(answer, { status, headers });
}
