import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve as listen, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { s3ClientFor } from '../minio/s3-client.ts';
import { minioTestEnv } from '../test-support/console-app.ts';
import { sessionCookieOf } from '../test-support/console-process.ts';
import { acceptWebSockets } from '../ws/upgrade.ts';

const minio = minioTestEnv();
const dirs = [mkdtempSync(join(tmpdir(), 'trace-static-')), mkdtempSync(join(tmpdir(), 'trace-data-'))];
const bucket = `trace-${randomBytes(4).toString('hex')}`;
const s3 = s3ClientFor(minio.endpoint, 'us-east-1', {
  accessKey: minio.rootUser,
  secretKey: minio.rootPassword,
});
let server: ServerType;
let base = '';
let cookie = '';

beforeAll(async () => {
  const config = loadConfig({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_STATIC_DIR: dirs[0],
    CONSOLE_DATA_DIR: dirs[1],
  });
  const app = createApp({ config, sessionKey: randomBytes(32) });
  server = await new Promise<ServerType>((done) => {
    const started = listen({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(started));
  });
  acceptWebSockets(server as never, app);
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`http://${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey: minio.rootUser, secretKey: minio.rootPassword }),
  });
  cookie = sessionCookieOf(login);
  await s3.makeBucket(bucket);
});

afterAll(async () => {
  await s3.removeBucket(bucket, { force: true }).catch(() => {});
  await new Promise((done) => server.close(done));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The MinIO's drive folders, as its admin info reports them (the test runs on MinIO's machine). */
async function drivePaths(): Promise<string[]> {
  const response = await fetch(`http://${base}/api/v1/admin/info`, { headers: { cookie } });
  const info = (await response.json()) as { servers: { drives: { drivePath: string }[] }[] };
  return info.servers.flatMap((server) => server.drives.map((drive) => drive.drivePath));
}

interface Frame {
  api?: string;
  path?: string;
  method?: string;
}

const namesProbe = (frame: Frame) => frame.path?.endsWith('/probe');

/** Opens a stream, makes the calls once it is open, and collects its frames until one names the probe. */
async function streamWhile(path: string, calls: () => Promise<unknown>): Promise<Frame[]> {
  const ws = new WebSocket(`ws://${base}/ws/${path}`, { headers: { cookie } });
  const frames: Frame[] = [];
  const sawProbe = new Promise<void>((done, fail) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames.push(frame);
      if (namesProbe(frame)) done();
    });
    ws.on('close', (code, reason) => fail(new Error(`closed ${code} ${reason}`)));
    ws.on('error', fail);
    setTimeout(() => fail(new Error(`no frame of the probe in 10 s: ${JSON.stringify(frames)}`)), 10_000);
  });
  await new Promise((done) => ws.once('open', done));
  // MinIO starts sending to a subscriber a moment after the request arrives.
  await new Promise((done) => setTimeout(done, 500));
  await calls();
  try {
    await sawProbe;
  } finally {
    ws.close();
  }
  return frames;
}

/** Every frame of a stream that ends by itself, and how it closed. */
async function wholeStream(path: string): Promise<{ frames: Record<string, unknown>[]; code: number }> {
  const ws = new WebSocket(`ws://${base}/ws/${path}`, { headers: { cookie } });
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  const code = await new Promise<number>((done, fail) => {
    ws.on('close', done);
    ws.on('error', fail);
  });
  return { frames, code };
}

describe('healing', () => {
  it("heals an object a drive lost, and reports it from yellow to green as MinIO's heal finishes", async () => {
    const key = 'heal/damaged.txt';
    await s3.putObject(bucket, key, Buffer.from('heal me'));
    const [drive] = await drivePaths();
    rmSync(join(drive as string, bucket, key), { recursive: true, force: true });

    const { frames, code } = await wholeStream(`heal/${bucket}?prefix=heal/`);

    expect(code).toBe(1000);
    expect(frames.at(-1)).toMatchObject({
      status: 'finished',
      objectsScanned: 1,
      objectsHealed: 1,
      objectsFailed: 0,
      before: { green: 0, yellow: 1, red: 0, grey: 0 },
      after: { green: 1, yellow: 0, red: 0, grey: 0 },
      lastObject: key,
    });
    expect(existsSync(join(drive as string, bucket, key, 'xl.meta'))).toBe(true);
  });

  it('reports that MinIO stopped a heal it could not do, with its reason', async () => {
    const { frames, code } = await wholeStream('heal/no-such-bucket-anywhere');
    expect(code).toBe(1000);
    expect(frames.at(-1)).toMatchObject({
      status: 'stopped',
      failure: expect.stringContaining('volume not found'),
    });
  });
});

describe('the live trace', () => {
  it("streams the S3 calls made meanwhile, filtered by method as mc's --method filters", async () => {
    const frames = await streamWhile(`trace?calls=s3&method=PUT&path=/${bucket}/`, async () => {
      await s3.statObject(bucket, 'missing').catch(() => {});
      await s3.putObject(bucket, 'probe', Buffer.from('traced'));
    });
    expect(frames.map((frame) => frame.method)).toEqual(frames.map(() => 'PUT'));
    expect(frames.at(-1)).toMatchObject({
      api: 's3.PutObject',
      path: `/${bucket}/probe`,
      statusCode: 200,
      statusMsg: 'OK',
    });
  });

  it.each<[string, { cookie?: boolean; origin?: string; query?: string }, number]>([
    ['without a session', {}, 401],
    ['from another site', { cookie: true, origin: 'http://elsewhere.example' }, 403],
    ['with a kind of call MinIO does not trace', { cookie: true, query: 'calls=s3,disk' }, 400],
    ['with a status code that is not one', { cookie: true, query: 'statusCode=99' }, 400],
  ])('is refused %s', async (_, { cookie: withCookie, origin, query }, status) => {
    const headers: Record<string, string> = withCookie ? { cookie } : {};
    const ws = new WebSocket(`ws://${base}/ws/trace?${query ?? ''}`, { headers, origin });
    const refused = await new Promise<number>((done) =>
      ws.on('unexpected-response', (_request, response) => done(response.statusCode ?? 0)),
    );
    expect(refused).toBe(status);
  });
});
