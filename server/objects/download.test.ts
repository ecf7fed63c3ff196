import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sealSession } from '../session/cookie.ts';
import { objectDownload } from './download.ts';

const SIZE = 1024 * 1024;
const OBJECT = randomBytes(SIZE);
/** Large enough that a client who leaves early cannot have taken it all into socket buffers. */
const BIG_SIZE = 256 * 1024 * 1024;

interface SeenRead {
  url: string;
  range?: string;
  ifMatch?: string;
  /** Whether MinIO's answer was closed before all its bytes were sent. */
  cut?: boolean;
}
const seen: SeenRead[] = [];

function answerHeaders(length: number): Record<string, string> {
  return {
    'content-length': String(length),
    etag: '"abc"',
    'last-modified': 'Thu, 01 Jan 2026 00:00:00 GMT',
    'content-type': 'text/html',
    'x-amz-version-id': '7e3b1c0a-0000-4000-8000-000000000001',
  };
}

/** Sends `length` bytes of zeros as fast as the reader takes them. */
function sendZeros(response: import('node:http').ServerResponse, length: number) {
  const chunk = Buffer.alloc(64 * 1024);
  let left = length;
  const more = () => {
    while (left > 0) {
      left -= chunk.length;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end();
  };
  more();
}

/** A MinIO of one object (`page.html`), one huge one, one that dies mid-body and one that falls silent. */
const minio = createServer((request: IncomingMessage, response) => {
  const read: SeenRead = { url: request.url ?? '' };
  if (request.headers.range) read.range = request.headers.range;
  if (request.headers['if-match']) read.ifMatch = String(request.headers['if-match']);
  seen.push(read);
  response.on('close', () => {
    read.cut = !response.writableFinished;
  });
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path === '/bucket/missing') {
    const error = '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';
    return response.writeHead(404, { 'content-type': 'application/xml' }).end(error);
  }
  if (path === '/bucket/big') {
    response.writeHead(200, answerHeaders(BIG_SIZE));
    return sendZeros(response, BIG_SIZE);
  }
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
  if (range) {
    const [start, end] = [Number(range[1]), Number(range[2])];
    response.writeHead(206, answerHeaders(end - start + 1));
    return response.end(OBJECT.subarray(start, end + 1));
  }
  response.writeHead(200, answerHeaders(SIZE));
  if (path === '/bucket/page.html') return response.end(OBJECT);
  response.write(OBJECT.subarray(0, 64 * 1024));
  if (path === '/bucket/dies') setTimeout(() => response.socket?.destroy(), 20);
});
let endpoint = '';
const target = () => ({
  endpoint,
  region: 'us-east-1',
  credentials: { accessKey: 'k', secretKey: 's' },
  idleTimeoutMs: 300,
});

/** The console app served by Node, as in production, in front of that MinIO. */
let consoleServer: Server;
let consoleUrl = '';
const sessionKey = randomBytes(32);
const cookie = () =>
  `token=${sealSession(
    { accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 60 },
    sessionKey,
  )}`;

const listenOnLoopback = (server: Server) =>
  new Promise<string>((listening) =>
    server.listen(0, '127.0.0.1', () =>
      listening(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  endpoint = await listenOnLoopback(minio);
  const app = createApp({ config: loadConfig({ CONSOLE_MINIO_SERVER: endpoint }), sessionKey });
  await new Promise<void>((listening) => {
    consoleServer = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => listening()) as Server;
  });
  consoleUrl = `http://127.0.0.1:${(consoleServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const server of [minio, consoleServer]) {
    server.closeAllConnections();
    await new Promise<void>((closed) => server.close(() => closed()));
  }
});
beforeEach(() => {
  seen.length = 0;
});

const downloadUrl = (key: string) =>
  `${consoleUrl}/api/v1/buckets/bucket/objects/download?prefix=${encodeURIComponent(key)}`;

async function until(condition: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

describe('a download whose MinIO stops mid-body', () => {
  it.each(['dies', 'falls-silent'])('%s: the answer fails, it does not end short', async (key) => {
    const response = await objectDownload(target(), { bucketName: 'bucket', key, preview: false });
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('dies: a client of the Node server gets a short body', async () => {
    const response = await fetch(downloadUrl('dies'), { headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});

describe('downloads piped by Node', () => {
  it.each([
    ['the whole object', {}, 200, undefined, OBJECT],
    ['one range', { range: 'bytes=10-19' }, 206, 'bytes 10-19/1048576', OBJECT.subarray(10, 20)],
    [
      'a suffix range',
      { range: 'bytes=-5' },
      206,
      `bytes ${SIZE - 5}-${SIZE - 1}/${SIZE}`,
      OBJECT.subarray(-5),
    ],
    ['a range of another version', { range: 'bytes=0-1', 'if-range': '"other"' }, 200, undefined, OBJECT],
  ] as const)(
    '%s: its bytes, headers and the security headers',
    async (_what, headers, status, contentRange, bytes) => {
      const response = await fetch(downloadUrl('page.html'), { headers: { cookie: cookie(), ...headers } });
      expect(response.status).toBe(status);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(response.headers.get('content-range') ?? undefined).toBe(contentRange);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('etag')).toBe('"abc"');
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; /);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    },
  );

  it('reads a range from the version it described, only while it has the same ETag', async () => {
    await (
      await fetch(downloadUrl('page.html'), { headers: { cookie: cookie(), range: 'bytes=1-2' } })
    ).text();
    expect(seen).toMatchObject([
      { url: '/bucket/page.html' },
      {
        url: expect.stringContaining('versionId=7e3b1c0a-0000-4000-8000-000000000001'),
        range: 'bytes=1-2',
        ifMatch: '"abc"',
      },
    ]);
  });

  it('refuses a range past the end with 416 in the error shape, reading nothing more', async () => {
    const response = await fetch(downloadUrl('page.html'), {
      headers: { cookie: cookie(), range: `bytes=${SIZE}-` },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect(await response.json()).toEqual({ code: 416, message: 'The requested range is not satisfiable' });
    expect(seen).toHaveLength(1);
  });

  it("answers MinIO's refusal before the first byte in the error shape", async () => {
    const response = await fetch(downloadUrl('missing'), { headers: { cookie: cookie() } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'The specified key does not exist.' });
  });

  it('answers HEAD with the head alone and stops the read from MinIO', async () => {
    const response = await fetch(downloadUrl('big'), { method: 'HEAD', headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(BIG_SIZE));
    expect(await until(() => seen[0]?.cut === true)).toBe(true);
  });

  it('stops the read from MinIO when the client goes away mid-body', async () => {
    const gone = new Promise<void>((done) => {
      const outgoing = httpRequest(downloadUrl('big'), { headers: { cookie: cookie() } }, (response) => {
        response.once('data', () => {
          outgoing.destroy();
          done();
        });
      });
      outgoing.end();
    });
    await gone;
    expect(await until(() => seen[0]?.cut === true)).toBe(true);
  });
});
