import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OBJECT_KEY_PROBLEMS } from '../../src/contract/object-key.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { s3ClientFor } from '../minio/s3-client.ts';
import { objectPath } from '../minio/s3-direct.ts';
import { sealSession } from '../session/cookie.ts';

const sessionKey = randomBytes(32);
// Port 9 on loopback refuses connections: a request that reached MinIO would answer 503, not 400.
const minio = 'http://127.0.0.1:9';
const app = createApp({ config: loadConfig({ CONSOLE_MINIO_SERVER: minio }), sessionKey });
const cookie = `token=${sealSession(
  { accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 60 },
  sessionKey,
)}`;

const ESCAPING_KEY = 'x/../../other/y';
const escaping = encodeURIComponent(ESCAPING_KEY);

describe('a key with a "." or ".." segment never reaches a request path', () => {
  it.each(['x/../../other/y', '../other/y', 'a/./b', '..'])('objectPath refuses %j', (key) => {
    expect(() => objectPath('photos', key)).toThrow(
      expect.objectContaining({ status: 400, code: 'InvalidObjectNameError' }),
    );
  });

  it('objectPath keeps every other key intact', () => {
    expect(objectPath('photos', 'a b/..c/фото')).toBe('/photos/a%20b/..c/%D1%84%D0%BE%D1%82%D0%BE');
  });

  it('the S3 client refuses it before connecting', async () => {
    const client = s3ClientFor(minio, 'us-east-1', { accessKey: 'k', secretKey: 's' });
    await expect(client.statObject('photos', ESCAPING_KEY)).rejects.toThrow(OBJECT_KEY_PROBLEMS.dotSegment);
  });

  it.each([
    ['DELETE', `objects?prefix=${escaping}`, undefined],
    ['DELETE', `objects?prefix=${escaping}&recursive=true`, undefined],
    ['DELETE', `objects?prefix=${escaping}&all_versions=true`, undefined],
    ['POST', 'delete-objects', JSON.stringify([{ path: ESCAPING_KEY, recursive: true }])],
    ['GET', `objects/metadata?prefix=${escaping}`, undefined],
    ['PUT', `objects/tags?prefix=${escaping}&version_id=null`, JSON.stringify({ tags: {} })],
    ['GET', `objects/share?prefix=${escaping}&version_id=null&expires=60s`, undefined],
    ['GET', `objects/download?prefix=${escaping}`, undefined],
  ])('%s %s answers 400 without asking MinIO', async (method, path, body) => {
    const response = await app.request(`/api/v1/buckets/photos/${path}`, {
      method,
      body,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, message: OBJECT_KEY_PROBLEMS.dotSegment });
  });
});
