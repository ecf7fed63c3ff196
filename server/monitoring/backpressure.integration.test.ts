import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { s3ClientFor } from '../minio/s3-client.ts';
import { minioTestEnv } from '../test-support/console-app.ts';
import { type ConsoleProcess, loginCookie, startConsoleProcess } from '../test-support/console-process.ts';

/**
 * A browser that stops reading a live stream must not make the console server hold what it cannot send: past a
 * bounded backlog the server drops items, counts them, and its memory stays where it was.
 */
const CONSOLE_PORT = 9275;
/** What the server may grow by while the stream is not read: the stream's backlog, socket buffers and noise. */
const RSS_GROWTH_BOUND_MB = 48;
const REQUESTS = 3000;

const minio = minioTestEnv();
const dataDir = mkdtempSync(join(tmpdir(), 'backpressure-'));
const bucket = `backpressure-${randomBytes(4).toString('hex')}`;
const s3 = s3ClientFor(minio.endpoint, 'us-east-1', {
  accessKey: minio.rootUser,
  secretKey: minio.rootPassword,
});
let consoleServer: ConsoleProcess;

beforeAll(async () => {
  consoleServer = await startConsoleProcess({ port: CONSOLE_PORT, minioServer: minio.endpoint, dataDir });
  await s3.makeBucket(bucket);
});

afterAll(async () => {
  await consoleServer?.stop();
  await s3.removeBucket(bucket).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Many small S3 calls, each traced by MinIO with the storage calls it makes. */
async function makeTraffic(): Promise<void> {
  for (let batch = 0; batch < REQUESTS / 50; batch++) {
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        s3.statObject(bucket, `missing-${batch}-${index}`).catch(() => {}),
      ),
    );
  }
}

it(`holds its memory within ${RSS_GROWTH_BOUND_MB} MB for a browser that stops reading, and says what it dropped`, async () => {
  const cookie = await loginCookie(consoleServer.url, minio.rootUser, minio.rootPassword);
  const ws = new WebSocket(`${consoleServer.url.replace('http', 'ws')}/ws/trace?calls=all`, {
    headers: { cookie },
  });
  const frames: { notice?: string; count?: number }[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((done) => ws.once('open', done));
  await new Promise((done) => setTimeout(done, 500));
  const before = rssMb(consoleServer.pid);

  // The page stops reading: nothing more is taken off the connection.
  (ws as unknown as { _socket: { pause(): void } })._socket.pause();
  await makeTraffic();
  const during = rssMb(consoleServer.pid);

  (ws as unknown as { _socket: { resume(): void } })._socket.resume();
  await s3.statObject(bucket, 'one-more').catch(() => {});
  await expect.poll(() => frames.some((frame) => frame.notice === 'dropped'), { timeout: 20_000 }).toBe(true);
  ws.close();

  const dropped = frames
    .filter((frame) => frame.notice === 'dropped')
    .reduce((sum, frame) => sum + (frame.count ?? 0), 0);
  console.log(
    `RSS ${before.toFixed(0)} MB → ${during.toFixed(0)} MB while not read; ${dropped} items dropped`,
  );
  expect(during - before).toBeLessThan(RSS_GROWTH_BOUND_MB);
  expect(dropped).toBeGreaterThan(0);
}, 180_000);
