import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { type RunningMinio, startMinio } from '../scripts/lib/minio-server.ts';
import { apiErrorSchema } from '../src/contract/errors.ts';
import { type ConsoleProcess, loginCookie, startConsoleProcess } from './test-support/console-process.ts';
import { type DelayingProxy, startDelayingProxy } from './test-support/delaying-proxy.ts';
import { type Mc, mcFor } from './test-support/mc.ts';

// MinIO killed, slowed and stalled under the console, and the console itself restarted. The suite runs its own
// MinIO (killing it harms nobody) behind a delaying TCP proxy, and the console server as a process of its own.

const MINIO_PORT = 9460;
const PROXY_PORT = 9480;
const CONSOLE_PORT = 9551;
const ROOT = { user: 'suite-faults-root', password: 'suite-faults-secret' };
const BUCKET = 'suite-faults';
const FOLDER_SIZE = 3000;
/** The admin client's and STS's own timeout, plus the time to answer. */
const ADMIN_TIMEOUT_MS = 30_000;
const MiB = 1024 * 1024;

const workDir = mkdtempSync(join(tmpdir(), 'suite-faults-'));
const minioOptions = {
  binary: process.env.MINIO_BINARY ?? '',
  dataDir: join(workDir, 'minio'),
  port: MINIO_PORT,
  rootUser: ROOT.user,
  rootPassword: ROOT.password,
};
const consoleOptions = {
  port: CONSOLE_PORT,
  minioServer: `http://127.0.0.1:${PROXY_PORT}`,
  dataDir: join(workDir, 'console'),
};

let minio: RunningMinio | undefined;
let proxy: DelayingProxy;
let consoleServer: ConsoleProcess;
let mc: Mc;
let cookie: string;

function killMinio(): void {
  if (minio) process.kill(minio.pid, 'SIGKILL');
  minio = undefined;
}

async function ensureMinio(): Promise<void> {
  if (!minio) minio = await startMinio(minioOptions);
}

function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${consoleServer.url}/api/v1${path}`, {
    ...init,
    headers: { cookie, ...(init.headers as Record<string, string>) },
    signal: init.signal ?? AbortSignal.timeout(ADMIN_TIMEOUT_MS + 15_000),
  });
}

/** The answer is the error shape with this status and a message that says what happened. */
async function expectError(response: Response, status: number): Promise<string> {
  const body = await response.json();
  expect({ status: response.status, shape: safeParse(apiErrorSchema, body).success }).toEqual({
    status,
    shape: true,
  });
  expect(body.code).toBe(status);
  expect(body.message).toMatch(/\w/);
  return body.message;
}

function createFolder(): void {
  const local = join(workDir, 'many');
  mkdirSync(local, { recursive: true });
  for (let index = 0; index < FOLDER_SIZE; index++) {
    writeFileSync(join(local, `${String(index).padStart(5, '0')}.txt`), `object ${index}\n`.repeat(40));
  }
  mc.run(['mb', `${mc.alias}/${BUCKET}`]);
  mc.run(['cp', '--recursive', '--quiet', `${local}/`, `${mc.alias}/${BUCKET}/many/`]);
}

const listPage = (token?: string) =>
  api(
    `/buckets/${BUCKET}/objects?prefix=many/&limit=1000${token ? `&continuation_token=${encodeURIComponent(token)}` : ''}`,
  );

beforeAll(async () => {
  if (!minioOptions.binary)
    throw new Error('MINIO_BINARY is not set: run the integration project through `npm test`.');
  minio = await startMinio(minioOptions);
  proxy = await startDelayingProxy(PROXY_PORT, MINIO_PORT);
  consoleServer = await startConsoleProcess(consoleOptions);
  mc = mcFor(minio.endpoint, ROOT.user, ROOT.password);
  createFolder();
  cookie = await loginCookie(consoleServer.url, ROOT.user, ROOT.password);
}, 120_000);

afterAll(async () => {
  await consoleServer?.stop();
  await proxy?.close();
  await minio?.stop();
  mc?.dispose();
  rmSync(workDir, { recursive: true, force: true });
}, 40_000);

describe('the console server restarted mid-session', () => {
  it('keeps the session: the same cookie still works', async () => {
    await consoleServer.stop();
    consoleServer = await startConsoleProcess(consoleOptions);
    const response = await api('/session');
    expect(response.status).toBe(200);
    expect((await api(`/buckets/${BUCKET}`)).status).toBe(200);
  });
});

describe('a slow MinIO', () => {
  it('still lists a folder page correctly, 200 ms late per chunk', async () => {
    proxy.setMode({ delayMs: 200 });
    try {
      const started = Date.now();
      const response = await listPage();
      expect(response.status).toBe(200);
      const page = await response.json();
      expect(page.objects).toHaveLength(1000);
      expect(page.objects[0].name).toBe('many/00000.txt');
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      proxy.setMode({ delayMs: 0 });
    }
  });

  it('answers a stored part only once MinIO has it, with its true ETag', async () => {
    const bytes = randomBytes(MiB);
    const create = await api(`/buckets/${BUCKET}/uploads?prefix=slow.bin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: bytes.length }),
    });
    expect(create.status).toBe(201);
    const { uploadId } = await create.json();
    proxy.setMode({ delayMs: 100 });
    try {
      const part = await api(`/buckets/${BUCKET}/uploads/${uploadId}/parts/1?prefix=slow.bin`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: bytes,
      });
      expect(part.status).toBe(200);
      const stored = await part.json();
      expect(stored).toMatchObject({ partNumber: 1, size: bytes.length });
      expect(stored.etag.replaceAll('"', '')).toBe(createHash('md5').update(bytes).digest('hex'));
    } finally {
      proxy.setMode({ delayMs: 0 });
    }
    await api(`/buckets/${BUCKET}/uploads/${uploadId}?prefix=slow.bin`, { method: 'DELETE' });
  });
});

describe('a stalled MinIO', () => {
  it.each([
    ['an admin call (bucket quota)', `/buckets/${BUCKET}/quota`],
    ['an S3 call (object listing)', `/buckets/${BUCKET}/objects?prefix=many/&limit=10`],
  ])(
    '%s ends in a 503 within the console timeout, not a hang',
    async (_, path) => {
      proxy.setMode({ stalled: true });
      try {
        const started = Date.now();
        const response = await api(path).catch((error: Error) => error);
        const waited = Date.now() - started;
        expect(response, `no answer within ${waited} ms`).toBeInstanceOf(Response);
        await expectError(response as Response, 503);
        expect(waited).toBeLessThan(ADMIN_TIMEOUT_MS + 10_000);
      } finally {
        proxy.setMode({ stalled: false });
        proxy.dropConnections();
      }
    },
    ADMIN_TIMEOUT_MS + 30_000,
  );
});

describe('MinIO killed', () => {
  it('mid-listing: a clear 503, and the listing goes on from its token once MinIO is back', async () => {
    await ensureMinio();
    const first = await listPage();
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1.objects).toHaveLength(1000);

    killMinio();
    expect(await expectError(await listPage(page1.next_token), 503)).toMatch(/MinIO/);

    await ensureMinio();
    const names = page1.objects.map((object: { name: string }) => object.name);
    let token = page1.next_token;
    while (token) {
      const response = await listPage(token);
      expect(response.status).toBe(200);
      const page = await response.json();
      names.push(...page.objects.map((object: { name: string }) => object.name));
      token = page.next_token;
    }
    expect(new Set(names).size).toBe(FOLDER_SIZE);
  }, 90_000);

  it('mid-upload: a clear 503, nothing half-written, and the upload resumes once MinIO is back', async () => {
    await ensureMinio();
    const key = 'resumed/big.bin';
    const query = `?prefix=${encodeURIComponent(key)}`;
    const file = randomBytes(2 * 16 * MiB + 1000);
    const create = () =>
      api(`/buckets/${BUCKET}/uploads${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ size: file.length }),
      });
    const putPart = (uploadId: string, partNumber: number, partSize: number) =>
      api(`/buckets/${BUCKET}/uploads/${uploadId}/parts/${partNumber}${query}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: file.subarray((partNumber - 1) * partSize, partNumber * partSize),
      });

    const first = await create();
    expect(first.status).toBe(201);
    const { uploadId, partSize } = await first.json();
    const part1 = await putPart(uploadId, 1, partSize);
    expect(part1.status).toBe(200);

    killMinio();
    expect(await expectError(await putPart(uploadId, 2, partSize), 503)).toMatch(/MinIO/);

    await ensureMinio();
    expect(() => mc.run(['stat', `${mc.alias}/${BUCKET}/${key}`])).toThrow();
    const again = await create();
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ uploadId, partSize, resumed: true });
    const stored = (await (await api(`/buckets/${BUCKET}/uploads/${uploadId}/parts${query}`)).json()).parts;
    expect(stored.map((part: { partNumber: number }) => part.partNumber)).toEqual([1]);

    const parts = [stored[0]];
    for (const partNumber of [2, 3]) {
      const response = await putPart(uploadId, partNumber, partSize);
      expect(response.status).toBe(200);
      parts.push(await response.json());
    }
    const complete = await api(`/buckets/${BUCKET}/uploads/${uploadId}/complete${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) }),
    });
    expect(complete.status).toBe(200);

    const stat = JSON.parse(mc.run(['stat', '--json', `${mc.alias}/${BUCKET}/${key}`]));
    expect(stat.size).toBe(file.length);
    const copy = join(workDir, 'big.copy');
    mc.run(['cp', '--quiet', `${mc.alias}/${BUCKET}/${key}`, copy]);
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha256(readFileSync(copy))).toBe(sha256(file));
  }, 120_000);

  it('mid-zip: the zip stream ends in an error, and the console stays healthy', async () => {
    await ensureMinio();
    // Slowed, so that the zip of the folder is still being written when MinIO dies.
    proxy.setMode({ delayMs: 20 });
    const response = await api(`/buckets/${BUCKET}/objects/download?prefix=many/`);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);

    killMinio();
    proxy.setMode({ delayMs: 0 });
    const ending = await (async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })().catch(() => 'failed');
    expect(ending, 'the zip ended as if it were whole').toBe('failed');

    expect((await fetch(`${consoleServer.url}/api/v1/login`)).status).toBe(200);
    await ensureMinio();
    expect((await api('/session')).status).toBe(200);
  }, 90_000);
});
