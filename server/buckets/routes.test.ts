import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sealSession } from '../session/cookie.ts';

const sessionKey = randomBytes(32);
// Port 9 on loopback refuses connections: a request that reaches MinIO answers 503.
const app = createApp({
  config: loadConfig({
    CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9',
    CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), 'console-buckets-')),
  }),
  sessionKey,
});

const cookie = () =>
  `token=${sealSession({ accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 60 }, sessionKey)}`;

const deleteBucket = (query: string) =>
  app.request(`/api/v1/buckets/photos${query}`, { method: 'DELETE', headers: { cookie: cookie() } });

describe('DELETE /buckets/{bucket_name} reads `force` as a swagger boolean', () => {
  it.each([
    ['?force=yes', 'force: must be true or false'],
    ['?force=TRUE', 'force: must be true or false'],
    ['?force=true&force=false', 'force: may be given only once'],
  ])('refuses %s before asking MinIO', async (query, detail) => {
    const response = await deleteBucket(query);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: 'Invalid request', detailedMessage: detail });
  });

  it.each(['', '?force=', '?force=true', '?force=1', '?force=false', '?force=0'])(
    'takes %j to MinIO',
    async (query) => {
      expect((await deleteBucket(query)).status).toBe(503);
    },
  );
});

describe('GET /buckets/{bucket_name}', () => {
  it('leaves /buckets/max-share-exp to its own operation, whatever order the areas list them in', async () => {
    const response = await app.request('/api/v1/buckets/max-share-exp', { headers: { cookie: cookie() } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ exp: expect.any(Number) });
  });
});
