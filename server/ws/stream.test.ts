import type { AddressInfo } from 'node:net';
import { serve as listen, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { z } from 'zod/mini';
import { SOCKET_CLOSE, socket } from '../../src/contract/socket.ts';
import type { SessionEnv } from '../context.ts';
import { ConsoleError, respondWithError } from '../http/errors.ts';
import { mountRoutes } from '../http/serve.ts';
import type { SessionClaims } from '../session/cookie.ts';
import { type SessionCheck, stream } from './stream.ts';
import { acceptWebSockets } from './upgrade.ts';

const counting = socket({
  id: 'Counting',
  area: 'test',
  path: '/count',
  summary: 'Numbers until the socket closes',
  query: z.object({ fail: z.optional(z.enum(['minio', 'session'])) }),
  message: z.number(),
});

const servers: ServerType[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

interface Harness {
  url: string;
  /** Resolves when the source behind a socket was told to stop. */
  sourceStopped: Promise<void>;
}

/** A server with one stream, a session that ends at `expiresAt` and a check answering `sessionAlive`. */
async function harness(expiresAt: number, sessionAlive: SessionCheck = () => true): Promise<Harness> {
  let stopped: () => void = () => {};
  const sourceStopped = new Promise<void>((done) => {
    stopped = done;
  });
  const app = new Hono<SessionEnv>();
  app.onError((error, c) => respondWithError(c, error));
  const claims = { expiresAt, sessionId: 'test' } as SessionClaims;
  const route = stream(counting, sessionAlive, ({ query }, _c, signal) =>
    (async function* () {
      signal.addEventListener('abort', stopped);
      for (let n = 1; ; n++) {
        if (query.fail === 'minio' && n === 3) throw new ConsoleError(403, 'Access Denied.');
        if (query.fail === 'session' && n === 3) throw new ConsoleError(401, 'invalid session');
        yield n;
        await new Promise((done) => setTimeout(done, 5));
      }
    })(),
  );
  mountRoutes(app, [route], async (c, next) => {
    c.set('session', claims);
    await next();
  });
  const server = await new Promise<ServerType>((done) => {
    const started = listen({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(started));
  });
  servers.push(server);
  acceptWebSockets(server as never, app as never);
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/count`, sourceStopped };
}

/** The frames received and how the socket closed. */
function closing(ws: WebSocket): Promise<{ frames: unknown[]; code: number; reason: string }> {
  const frames: unknown[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  return new Promise((done) =>
    ws.on('close', (code, reason) => done({ frames, code, reason: String(reason) })),
  );
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('a stream', () => {
  it('stops its source when the browser closes the socket', async () => {
    const { url, sourceStopped } = await harness(inAnHour());
    const ws = new WebSocket(url);
    ws.once('message', () => ws.close(SOCKET_CLOSE.done));
    const { frames, code } = await closing(ws);
    await sourceStopped;
    expect(code).toBe(SOCKET_CLOSE.done);
    expect(frames[0]).toBe(1);
  });

  it.each([
    ['MinIO refuses the call midway', 'minio', SOCKET_CLOSE.failed, 'Access Denied.'],
    ['MinIO no longer knows the session', 'session', SOCKET_CLOSE.sessionEnded, 'session ended'],
  ])('closes with the reason when %s', async (_, fail, code, reason) => {
    const { url, sourceStopped } = await harness(inAnHour());
    const closed = await closing(new WebSocket(`${url}?fail=${fail}`));
    await sourceStopped;
    expect(closed).toEqual({ frames: [1, 2], code, reason });
  });

  it('closes when the session expires', async () => {
    const { url, sourceStopped } = await harness(Math.floor(Date.now() / 1000) + 1);
    const { code } = await closing(new WebSocket(url));
    await sourceStopped;
    expect(code).toBe(SOCKET_CLOSE.sessionEnded);
  });

  it.each([
    ['a frame larger than the server takes', Buffer.alloc(64 * 1024), false, 1009],
    ['a text frame that is not UTF-8', Buffer.from([0xc3, 0x28]), false, 1007],
    ['a frame of garbage', Buffer.from([0xff, 0x00, 0x7b]), true, null],
  ])('after %s, closes that socket or keeps on, and serves the next', async (_, data, binary, code) => {
    const { url, sourceStopped } = await harness(inAnHour());
    const ws = new WebSocket(url);
    ws.once('open', () => ws.send(data, { binary }));
    ws.on('message', (frame) => Number(String(frame)) === 50 && ws.close(SOCKET_CLOSE.done));
    const closed = await closing(ws);
    await sourceStopped;
    expect(closed.code).toBe(code ?? SOCKET_CLOSE.done);
    const next = new WebSocket(url);
    next.once('message', () => next.close(SOCKET_CLOSE.done));
    expect((await closing(next)).frames[0]).toBe(1);
  });

  it('answers a request that is not an upgrade, or an invalid query, as HTTP errors', async () => {
    const { url } = await harness(inAnHour());
    const plain = await fetch(url.replace('ws:', 'http:'));
    const refused = await new Promise<number>((done) =>
      new WebSocket(`${url}?fail=other`).on('unexpected-response', (_, response) =>
        done(response.statusCode ?? 0),
      ),
    );
    expect([plain.status, refused]).toEqual([426, 400]);
  });
});
