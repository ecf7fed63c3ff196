import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OBJECT_DETAILS_MESSAGES } from '../../src/contract/object-details.ts';
import { SEARCH_WITHOUT_TEXT } from '../../src/contract/objects.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sealSession } from '../session/cookie.ts';

// MinIO is unreachable here (port 9 on loopback refuses): a request that gets past the checks answers 503, so
// every 400 below was decided before anything was sent to MinIO.

const sessionKey = randomBytes(32);
const app = createApp({
  config: loadConfig({
    CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9',
    CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-object-routes-')),
  }),
  sessionKey,
});
const cookie = `token=${sealSession(
  { accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 600 },
  sessionKey,
)}`;

async function send(
  method: string,
  path: string,
  { body, session = true }: { body?: unknown; session?: boolean } = {},
) {
  const headers: Record<string, string> = session ? { cookie } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(`http://127.0.0.1/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

const invalid = (detailedMessage: string) => ({
  status: 400,
  body: { message: 'Invalid request', detailedMessage },
});

describe('the object operations refuse what they cannot read, before MinIO', () => {
  it.each([
    ['GET', '/buckets/photos/objects?limit=0', invalid('limit: must be a whole number from 1 to 1000')],
    ['GET', '/buckets/photos/objects?with_versions=yes', invalid('with_versions: must be true or false')],
    ['GET', '/buckets/photos/objects/search?prefix=a', invalid(SEARCH_WITHOUT_TEXT)],
    ['GET', '/buckets/photos/rewind/yesterday', invalid('date: must be an RFC 3339 date-time')],
    [
      'GET',
      '/buckets/photos/rewind/2026-01-01T00:00:00Z?limit=1001',
      invalid('limit: must be a whole number from 1 to 1000'),
    ],
    ['GET', '/buckets/photos/objects/metadata?versionID=null', invalid('prefix: required in the query')],
    ['DELETE', '/buckets/photos/objects/retention?prefix=a', invalid('version_id: required in the query')],
    [
      'PUT',
      '/buckets/photos/objects/restore?prefix=a&version_id=',
      invalid('version_id: required in the query'),
    ],
    [
      'GET',
      '/buckets/photos/objects/share?prefix=a&version_id=null&expires=soon',
      invalid(OBJECT_DETAILS_MESSAGES.invalidExpiry),
    ],
    ['GET', '/buckets/photos/objects?prefix=a&prefix=b', invalid('prefix: may be given only once')],
  ])('%s %s', async (method, path, expected) => {
    expect(await send(method, path)).toMatchObject(expected);
  });

  it.each([
    ['DELETE', '/buckets/photos/objects?prefix=photos&recursive=yes', 'recursive: must be true or false'],
    [
      'DELETE',
      '/buckets/photos/objects?prefix=photos&all_versions=on',
      'all_versions: must be true or false',
    ],
    ['DELETE', '/buckets/photos/objects?prefix=photos&bypass=TRUE', 'bypass: must be true or false'],
    ['POST', '/buckets/photos/delete-objects?all_versions=yes', 'all_versions: must be true or false'],
  ])(
    'a delete flag that is no swagger boolean is refused, not read as false: %s %s',
    async (method, path, detail) => {
      const body = method === 'POST' ? [{ path: 'a' }] : undefined;
      expect(await send(method, path, { body })).toMatchObject(invalid(detail));
    },
  );

  it.each([
    ['DELETE', '/buckets/photos/objects?prefix=photos&recursive=1'],
    ['POST', '/buckets/photos/delete-objects?all_versions=1&bypass=0'],
  ])('a delete flag written 1 or 0 reaches MinIO: %s %s', async (method, path) => {
    const body = method === 'POST' ? [{ path: 'a' }] : undefined;
    expect((await send(method, path, { body })).status).toBe(503);
  });
});

describe('the operations that need no MinIO', () => {
  it('answers the longest share link for the session, not a bucket named "max-share-exp"', async () => {
    const answer = await send('GET', '/buckets/max-share-exp');
    expect(answer.status).toBe(200);
    expect(answer.body.exp).toBeGreaterThan(590);
    expect(answer.body.exp).toBeLessThanOrEqual(600);
  });

  it('refuses a shared download that is not a token, without a session', async () => {
    expect(await send('GET', '/download-shared-object/not-a-token', { session: false })).toMatchObject({
      status: 400,
      body: { message: OBJECT_DETAILS_MESSAGES.invalidSharedUrl },
    });
  });
});
