import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_DETAILS_MESSAGES } from '../../src/contract/object-details.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type S3Client, s3ClientFor } from '../minio/s3-client.ts';
import { assumeRole } from '../minio/sts.ts';
import { sealSession } from '../session/cookie.ts';
import { ZIP_LIMITS, ZIP_TOO_LARGE, zipDownload } from './zip.ts';

// Runs against a real MinIO that the 'integration' vitest project starts (see `npm test`).

const bucketName = `dl-${randomBytes(4).toString('hex')}`;
const FOLDER = 'many/';
const OBJECTS = 24;
const OBJECT_SIZE = 96 * 1024;
const CANCELLED_ZIPS = 40;
const SHARED_KEY = 'shared/page #1.html';
const SHARED_TEXT = '<script>alert(document.cookie)</script>';

let endpoint: string;
let client: S3Client;
let app: ReturnType<typeof createApp>;
let cookie: string;

beforeAll(async () => {
  endpoint = process.env.MINIO_TEST_ENDPOINT ?? '';
  const accessKey = process.env.MINIO_TEST_ROOT_USER ?? '';
  const secretKey = process.env.MINIO_TEST_ROOT_PASSWORD ?? '';
  if (!endpoint || !accessKey || !secretKey) {
    throw new Error('MINIO_TEST_* are not set: run the integration project through `npm test`.');
  }
  const credentials = await assumeRole({ endpoint, accessKey, secretKey, durationSeconds: 900 });
  client = s3ClientFor(endpoint, 'us-east-1', credentials);
  await client.makeBucket(bucketName);
  await client.putObject(bucketName, SHARED_KEY, Buffer.from(SHARED_TEXT), { 'Content-Type': 'text/html' });
  for (let index = 0; index < OBJECTS; index += 1) {
    await client.putObject(bucketName, `${FOLDER}${index}.bin`, randomBytes(OBJECT_SIZE));
  }
  const sessionKey = randomBytes(32);
  app = createApp({ config: loadConfig({ CONSOLE_MINIO_SERVER: endpoint }), sessionKey });
  const claims = {
    ...credentials,
    accountAccessKey: accessKey,
    expiresAt: Math.floor(Date.now() / 1000) + 900,
  };
  cookie = `token=${sealSession(claims, sessionKey)}`;
});

afterAll(async () => {
  await client.removeBucket(bucketName, { force: true });
});

/** The S3 client's connections to MinIO that are in use (idle keep-alive ones are free to be reused). */
const busySockets = () => Object.values(http.globalAgent.sockets).flat().length;

async function settledBusySockets(expected: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (busySockets() !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return busySockets();
}

const folderZip = () =>
  app.request(`/api/v1/buckets/${bucketName}/objects/download?prefix=${encodeURIComponent(FOLDER)}`, {
    headers: { cookie },
  });

/** The entry count in the archive's end of central directory record (the last 22 bytes without a comment). */
const entryCount = (zip: Buffer) => {
  const end = zip.subarray(zip.length - 22);
  expect(end.readUInt32LE(0)).toBe(0x06054b50);
  return end.readUInt16LE(10);
};

/** Starts the folder's zip and leaves after `chunks` chunks, the way a browser that goes away does. */
async function startAndCancel(chunks: number): Promise<void> {
  const disconnect = new AbortController();
  const response = await app.request(
    `/api/v1/buckets/${bucketName}/objects/download?prefix=${encodeURIComponent(FOLDER)}`,
    { headers: { cookie }, signal: disconnect.signal },
  );
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  for (let read = 0; read < chunks; read += 1) {
    if ((await reader?.read())?.done) break;
  }
  disconnect.abort();
  await reader?.cancel();
}

describe('zips on a real MinIO', () => {
  it('hold every object of the folder', async () => {
    const response = await folderZip();
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(entryCount(zip)).toBe(OBJECTS);
    expect(zip.length).toBeGreaterThan(OBJECTS * OBJECT_SIZE);
  });

  it.each([
    ['more objects', { ...ZIP_LIMITS, entries: OBJECTS - 1 }, `at most ${OBJECTS - 1} objects`],
    [
      'more bytes',
      { ...ZIP_LIMITS, bytes: OBJECTS * OBJECT_SIZE - 1 },
      `at most ${OBJECTS * OBJECT_SIZE - 1} bytes`,
    ],
  ])(
    'are refused before the first byte when the selection has %s than a zip may hold',
    async (_case, limits, detail) => {
      const request = { bucketName, keys: [FOLDER], fileName: 'x.zip', signal: new AbortController().signal };
      await expect(zipDownload(client, request, limits)).rejects.toMatchObject({
        status: 400,
        message: ZIP_TOO_LARGE,
        detailedMessage: expect.stringContaining(detail),
      });
    },
  );

  it('hold a folder exactly at the caps', async () => {
    const request = { bucketName, keys: [FOLDER], fileName: 'x.zip', signal: new AbortController().signal };
    const limits = { entries: OBJECTS, bytes: OBJECTS * OBJECT_SIZE };
    const zip = Buffer.from(await (await zipDownload(client, request, limits)).arrayBuffer());
    expect(entryCount(zip)).toBe(OBJECTS);
  });

  it('release every connection to MinIO when they are cancelled at any point', async () => {
    const before = busySockets();
    for (let zip = 0; zip < CANCELLED_ZIPS; zip += 1) {
      await startAndCancel(Math.floor(Math.random() * 40));
    }
    expect(await settledBusySockets(before, 10_000)).toBe(before);
  });
});

describe('share links on a real MinIO', () => {
  const api = (path: string) => app.request(`/api/v1/${path}`, { headers: { cookie } });
  const tokenOf = (url: string) => Buffer.from(url).toString('base64url');

  async function shareLink(): Promise<string> {
    const answer = await api(
      `buckets/${bucketName}/objects/share?prefix=${encodeURIComponent(SHARED_KEY)}&version_id=null&expires=600s`,
    );
    expect(answer.status).toBe(200);
    return (await answer.json()) as string;
  }

  it('download the one object they were made for, without a session, as an attachment', async () => {
    const link = new URL(await shareLink());
    expect(link.pathname).toMatch(/^\/api\/v1\/download-shared-object\/[A-Za-z0-9_-]+$/);
    const response = await app.request(link.pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="page%20%231\.html"/);
    expect(await response.text()).toBe(SHARED_TEXT);
  });

  it.each([
    [
      'a presigned URL of the object that the console did not mint',
      async () => client.presignedGetObject(bucketName, SHARED_KEY, 600),
    ],
    ["MinIO's health check", async () => `${endpoint}/minio/health/cluster`],
    ['a public listing', async () => `${endpoint}/${bucketName}?list-type=2`],
  ])('refuse %s', async (_case, urlOf) => {
    const response = await app.request(`/api/v1/download-shared-object/${tokenOf(await urlOf())}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 403,
      message: OBJECT_DETAILS_MESSAGES.shareLinkNotMinted,
    });
  });
});
