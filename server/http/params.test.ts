import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVALID_BUCKET_NAME } from '../../src/contract/path-params.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sealSession } from '../session/cookie.ts';
import { operations } from '../test-support/operations.ts';

// MinIO is unreachable here (port 9 on loopback refuses): a request that gets past the checks answers 503, so
// every 400 below was decided before anything was sent to MinIO.

const sessionKey = randomBytes(32);
const app = createApp({
  config: loadConfig({
    CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9',
    CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-params-')),
  }),
  sessionKey,
});
const cookie = `token=${sealSession(
  { accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 600 },
  sessionKey,
)}`;

async function send(method: string, path: string, body?: unknown) {
  const response = await app.request(`http://127.0.0.1/api/v1${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

const BUCKET_PARAMS = ['bucket_name', 'source_bucket_name'];
const bucketRoutes = operations({ scratch: 'scratch', missingBucket: 'missing' })
  .filter((operation) => BUCKET_PARAMS.some((param) => operation.path.includes(`:${param}`)))
  .map((operation) => [operation.method, operation.path] as const);

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x1'));

const validParams = {
  bucket_name: 'photos',
  source_bucket_name: 'photos',
  arn: 'arn:minio:replication::1:photos',
  rule_id: 'rule-1',
  lifecycle_id: 'rule-1',
  upload_id: 'upload-1',
  part_number: '1',
  date: '2024-01-01T00:00:00Z',
};

describe('bucket names in the path, refused before MinIO', () => {
  it.each(bucketRoutes)('%s %s', async (method, path) => {
    for (const name of [
      'a\u0000b',
      'k'.repeat(1024),
      'é'.repeat(512),
      'Photos',
      'a..b',
      '/',
      '192.168.1.1',
    ]) {
      const params = Object.fromEntries(BUCKET_PARAMS.map((param) => [param, name]));
      const answer = await send(method, fill(path, { ...validParams, ...params }));
      expect({ name: name.slice(0, 12), ...answer }).toMatchObject({
        status: 400,
        body: { code: 400, message: INVALID_BUCKET_NAME },
      });
    }
  });

  it.each([
    ['a reserved prefix', 'xn--photos'],
    ['a reserved suffix', 'photos-s3alias'],
  ])('names a bucket MinIO may already hold with %s', async (_case, name) => {
    expect((await send('GET', `/buckets/${name}/quota`)).status).toBe(503);
  });
});

describe('rule ids, ARNs, upload ids and identity names in the path', () => {
  it.each([
    ['DELETE', '/remote-buckets/photos/:arn', 'a'.repeat(1025), 'The ARN has at most 1024 characters'],
    ['DELETE', '/remote-buckets/photos/:arn', 'arn\u0000x', 'The ARN has printable ASCII characters only'],
    ['DELETE', '/buckets/photos/events/:arn', 'arn\r\nx', 'The ARN has printable ASCII characters only'],
    [
      'GET',
      '/buckets/photos/replication/:rule_id',
      'r'.repeat(256),
      'The rule id has at most 255 characters',
    ],
    [
      'DELETE',
      '/buckets/photos/lifecycle/:lifecycle_id',
      'שלום',
      'The rule id has printable ASCII characters only',
    ],
    [
      'DELETE',
      '/buckets/photos/uploads/:upload_id?prefix=a',
      'u'.repeat(1025),
      'The upload id has at most 1024 characters',
    ],
    ['GET', '/user/:name', 'ann\u0000', 'The name has no control characters'],
    ['DELETE', '/group/:name', 'g'.repeat(1025), 'The name has at most 1024 characters'],
    ['GET', '/policies/:policy/users', 'p\r\n', 'The name has no control characters'],
    ['GET', '/service-accounts/:access_key', 'k\u007f', 'The access key has printable ASCII characters only'],
  ])('%s %s refuses %j', async (method, path, value, detail) => {
    const answer = await send(method, path.replace(/:\w+/, encodeURIComponent(value)));
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Invalid request', detailedMessage: detail },
    });
  });
});

describe('version ids in the query', () => {
  const hostile = [
    '..',
    '../../etc/passwd',
    'a\u0000b',
    '\r\nSet-Cookie: x',
    'שלום',
    ' ',
    'x'.repeat(70_000),
  ];
  const uuid = '6f1c2a0e-9b7d-4c61-8e3f-0a9b8c7d6e5f';

  it.each([
    ['PUT', '/buckets/photos/objects/tags?prefix=a&version_id=', { tags: {} }],
    ['PUT', '/buckets/photos/objects/legalhold?prefix=a&version_id=', { status: 'enabled' }],
    [
      'PUT',
      '/buckets/photos/objects/retention?prefix=a&version_id=',
      { mode: 'governance', expires: '2999-01-01T00:00:00Z' },
    ],
    ['DELETE', '/buckets/photos/objects/retention?prefix=a&version_id=', undefined],
    ['PUT', '/buckets/photos/objects/restore?prefix=a&version_id=', undefined],
    ['GET', '/buckets/photos/objects/share?prefix=a&version_id=', undefined],
    ['DELETE', '/buckets/photos/objects?prefix=a&version_id=', undefined],
    ['GET', '/buckets/photos/objects/metadata?prefix=a&versionID=', undefined],
    ['GET', '/buckets/photos/objects/download?prefix=a&version_id=', undefined],
    ['GET', '/buckets/photos/objects/download?prefix=folder/&version_id=', undefined],
  ])('%s %s<hostile> is a 400; a UUID or "null" goes on', async (method, path, body) => {
    for (const versionId of hostile) {
      const answer = await send(method, `${path}${encodeURIComponent(versionId)}`, body);
      expect({ versionId: versionId.slice(0, 12), ...answer }).toMatchObject({
        status: 400,
        body: { detailedMessage: expect.stringMatching(/^version_?ID: A version id is a UUID, or "null"/i) },
      });
    }
    for (const versionId of ['null', uuid]) {
      expect((await send(method, `${path}${versionId}`, body)).status).not.toBe(400);
    }
  });

  it('refuses a hostile versionID in a delete-objects entry', async () => {
    const answer = await send('POST', '/buckets/photos/delete-objects', [{ path: 'a', versionID: '..' }]);
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid request' } });
  });
});

describe('request values that become headers or numbers MinIO parses', () => {
  it.each([
    ['non-Latin-1 characters', 'text/plain; charset=\u{1F600}'],
    ['a line break', 'text/plain\r\nx-amz-acl: public-read-write'],
    ['no subtype', 'text'],
    ['256 characters', `text/${'x'.repeat(251)}`],
  ])('POST …/uploads refuses a content type with %s', async (_case, contentType) => {
    const answer = await send('POST', '/buckets/photos/uploads?prefix=a.bin', { size: 1, contentType });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid request' } });
  });

  it.each(['text/plain', 'text/plain; charset=utf-8', 'application/vnd.example+json; q="a b"'])(
    'POST …/uploads passes the content type %j on',
    async (contentType) => {
      const answer = await send('POST', '/buckets/photos/uploads?prefix=a.bin', { size: 1, contentType });
      expect(answer.status).toBe(503);
    },
  );

  it.each([
    ['non-Latin-1 characters', 'text/\u{1F600}'],
    ['a NUL', 'text/plain\u0000'],
  ])('POST …/objects/upload refuses a file part whose content type has %s', async (_case, contentType) => {
    const boundary = 'b0undary';
    const form = [`--${boundary}`, 'Content-Disposition: form-data; name="1"; filename="a.txt"'];
    const body = `${[...form, `Content-Type: ${contentType}`, '', 'x'].join('\r\n')}\r\n--${boundary}--\r\n`;
    const response = await app.request('http://127.0.0.1/api/v1/buckets/photos/objects/upload?prefix=a.txt', {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new TextEncoder().encode(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid request' });
  });

  it.each([
    ['a fraction', 2147483647.9999988],
    ['beyond a safe integer', 2 ** 53],
    ['a negative amount', -1],
  ])('PUT …/quota refuses %s', async (_case, amount) => {
    const answer = await send('PUT', '/buckets/photos/quota', { enabled: true, quota_type: 'hard', amount });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid request' } });
  });

  it.each([
    ['sourceBucket', 'a\u0000b'],
    ['sourceBucket', 'k'.repeat(1024)],
    ['targetBucket', 'Not_A_Bucket'],
  ])('POST /remote-buckets refuses %s %j', async (field, value) => {
    const request = {
      accessKey: 'remote-key',
      secretKey: 'remote-secret',
      targetURL: 'http://127.0.0.1:9',
      sourceBucket: 'photos',
      targetBucket: 'replica',
      [field]: value,
    };
    const answer = await send('POST', '/remote-buckets', request);
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid request' } });
  });
});

describe('login fields', () => {
  it.each([
    ['an access key beyond Latin-1', { accessKey: 'dev-root\u{d869}', secretKey: 'secret-key' }],
    ['a secret key with a line break', { accessKey: 'dev-root', secretKey: 'secret\r\nkey' }],
    ['an access key of 129 characters', { accessKey: 'k'.repeat(129), secretKey: 'secret-key' }],
    ['a secret key of 257 characters', { accessKey: 'dev-root', secretKey: 's'.repeat(257) }],
    ['a session token with NUL', { accessKey: 'dev-root', secretKey: 'secret-key', sts: 'a\u0000b' }],
    [
      'a session token past 16 KiB',
      { accessKey: 'dev-root', secretKey: 'secret-key', sts: 't'.repeat(6 * 1024 + 1) },
    ],
  ])('refuses %s with 400 before MinIO', async (_case, login) => {
    const answer = await send('POST', '/login', login);
    expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid request' } });
  });

  it('does not issue a cookie for an sts login before MinIO has checked the credentials', async () => {
    const response = await app.request('http://127.0.0.1/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessKey: 'temporary', secretKey: 'temporary-secret', sts: 'token' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
