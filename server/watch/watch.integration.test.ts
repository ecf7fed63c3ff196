import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { WatchEvent } from '../../src/contract/watch.ts';
import { minioTestEnv } from '../test-support/console-app.ts';
import { type ConsoleProcess, loginCookie, startConsoleProcess } from '../test-support/console-process.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';

/**
 * Watch against a real MinIO: what mc does to a bucket while two watches are open, one on a prefix, reaches
 * each as exactly the events MinIO notifies for it.
 */
const CONSOLE_PORT = 9871;

const minio = minioTestEnv();
const dataDir = mkdtempSync(join(tmpdir(), 'watch-'));
const bucket = `watch-${randomBytes(4).toString('hex')}`;
const file = join(dataDir, 'hello.txt');
let consoleServer: ConsoleProcess;
let mc: Mc;

beforeAll(async () => {
  consoleServer = await startConsoleProcess({ port: CONSOLE_PORT, minioServer: minio.endpoint, dataDir });
  mc = mcFor(minio.endpoint, minio.rootUser, minio.rootPassword);
  mc.run(['mb', `${mc.alias}/${bucket}`]);
  writeFileSync(file, 'hello\n');
});

afterAll(async () => {
  await consoleServer?.stop();
  mc?.run(['rb', '--force', `${mc.alias}/${bucket}`]);
  mc?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A watch's events as they arrive, and how it closed. */
function openWatch(cookie: string, query: string) {
  const url = `${consoleServer.url.replace('http', 'ws')}/ws/watch/${bucket}?${query}`;
  const socket = new WebSocket(url, { headers: { cookie } });
  const events: WatchEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  const closed = new Promise<number>((done) => socket.once('close', done));
  return { socket, events, closed };
}

const WARM_UP = 'in/warm-up.txt';
const seen = (events: WatchEvent[], key: string) => events.some((event) => event.Key === key);
/** Type and key, the warm-up's own uploads left out. */
const summary = (events: WatchEvent[]) =>
  events.filter((event) => event.Key !== WARM_UP).map((event) => `${event.Type} ${event.Key || '(several)'}`);

it('turns what mc does to the bucket into the events of each watch, and nothing else', async () => {
  const cookie = await loginCookie(consoleServer.url, minio.rootUser, minio.rootPassword);
  const onPrefix = openWatch(cookie, 'prefix=in/&events=put,delete');
  const changes = openWatch(cookie, 'events=put,delete');
  // MinIO traces only what happens once the trace has begun: upload until both watches see it.
  await expect
    .poll(
      () => {
        mc.run(['cp', file, `${mc.alias}/${bucket}/${WARM_UP}`]);
        return seen(onPrefix.events, WARM_UP) && seen(changes.events, WARM_UP);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);

  mc.run(['cp', file, `${mc.alias}/${bucket}/in/a.txt`]);
  mc.run(['cp', file, `${mc.alias}/${bucket}/out/b.txt`]);
  mc.run(['cat', `${mc.alias}/${bucket}/in/a.txt`]);
  mc.run(['rm', `${mc.alias}/${bucket}/out/b.txt`]);
  mc.run(['cp', file, `${mc.alias}/${bucket}/in/z-last.txt`]);
  await expect
    .poll(() => seen(onPrefix.events, 'in/z-last.txt') && seen(changes.events, 'in/z-last.txt'))
    .toBe(true);

  expect(summary(onPrefix.events)).toEqual([
    's3:ObjectCreated:Put in/a.txt',
    's3:ObjectCreated:Put in/z-last.txt',
  ]);
  // mc rm deletes through a multi-object delete, whose keys the trace does not give.
  expect(summary(changes.events)).toEqual([
    's3:ObjectCreated:Put in/a.txt',
    's3:ObjectCreated:Put out/b.txt',
    's3:ObjectRemoved:Delete (several)',
    's3:ObjectCreated:Put in/z-last.txt',
  ]);
  const [upload] = changes.events.filter((event) => event.Key === 'in/a.txt');
  expect(upload).toMatchObject({
    Bucket: bucket,
    Size: 6,
    ETag: 'b1946ac92492d2347c6235b4d2611184',
    Path: `${minio.endpoint.replace(/\/+$/, '')}/${bucket}/in/a.txt`,
    UserAgent: expect.stringContaining('mc/'),
    Host: '127.0.0.1',
  });

  onPrefix.socket.close();
  changes.socket.close();
  expect(await onPrefix.closed).toBe(1005);
  expect(await changes.closed).toBe(1005);
}, 60_000);

it('reports the reads of an object, and refuses a bucket there is not', async () => {
  const cookie = await loginCookie(consoleServer.url, minio.rootUser, minio.rootPassword);
  const reads = openWatch(cookie, 'events=get&suffix=a.txt');
  await expect
    .poll(
      () => {
        mc.run(['cat', `${mc.alias}/${bucket}/in/a.txt`]);
        return reads.events.some((event) => event.Type === 's3:ObjectAccessed:Get');
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  expect(
    reads.events.every((event) => event.Type.startsWith('s3:ObjectAccessed:') && event.Key === 'in/a.txt'),
  ).toBe(true);
  reads.socket.close();

  const missing = new WebSocket(`${consoleServer.url.replace('http', 'ws')}/ws/watch/${bucket}-missing`, {
    headers: { cookie },
  });
  const [code, reason] = await new Promise<[number, string]>((done) =>
    missing.once('close', (closeCode, closeReason) => done([closeCode, String(closeReason)])),
  );
  expect({ code, reason }).toEqual({ code: 1011, reason: 'The specified bucket does not exist' });
}, 60_000);
