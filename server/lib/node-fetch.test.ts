import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from './node-fetch.ts';

interface Seen {
  method: string;
  contentLength?: string;
  transferEncoding?: string;
  body: string;
}
let seen: Seen | undefined;
let server: Server;
let base = '';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen = {
      method: request.method ?? '',
      contentLength: request.headers['content-length'],
      transferEncoding: request.headers['transfer-encoding'],
      body: await bodyOf(request),
    };
    if (request.url === '/empty') return response.writeHead(204).end();
    if (request.url === '/silent') return;
    const compressed = { '/gzip': ['gzip', gzipSync], '/deflate': ['deflate', deflateSync] } as const;
    const encoded = compressed[request.url as keyof typeof compressed];
    if (encoded && request.headers['accept-encoding']?.includes(encoded[0]))
      return response.writeHead(200, { 'content-encoding': encoded[0] }).end(encoded[1]('packed words'));
    response.writeHead(418, { 'x-minio-thing': 'one', 'content-type': 'text/plain' }).end('a teapot');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('nodeFetch', () => {
  it('answers MinIO’s status, headers and body as a web Response', async () => {
    const response = await nodeFetch(new URL('/teapot', base), { method: 'GET', headers: {} });
    expect([response.status, response.headers.get('x-minio-thing'), await response.text()]).toEqual([
      418,
      'one',
      'a teapot',
    ]);
  });

  it.each([
    ['a body', 'PUT', 'the bytes', '9'],
    ['no body', 'POST', undefined, '0'],
  ])('sends %s with its length, never chunked', async (_, method, body, contentLength) => {
    const bytes = body === undefined ? undefined : new TextEncoder().encode(body);
    await (await nodeFetch(new URL('/teapot', base), { method, headers: {}, body: bytes })).text();
    expect(seen).toEqual({ method, contentLength, transferEncoding: undefined, body: body ?? '' });
  });

  it.each(['/gzip', '/deflate'])(
    'asks for compressed answers and decodes them, as fetch does (%s)',
    async (path) => {
      const response = await nodeFetch(new URL(path, base), { method: 'GET', headers: {} });
      expect([response.status, await response.text()]).toEqual([200, 'packed words']);
    },
  );

  it('answers a 204 without a body', async () => {
    const response = await nodeFetch(new URL('/empty', base), { method: 'DELETE', headers: {} });
    expect([response.status, response.body]).toEqual([204, null]);
  });

  it('rejects with the signal’s reason when it fires, as fetch does', async () => {
    const answer = nodeFetch(new URL('/silent', base), {
      method: 'GET',
      headers: {},
      signal: AbortSignal.timeout(100),
    });
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
