import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sealSession } from '../session/cookie.ts';

const sessionKey = randomBytes(32);
// Port 9 on loopback refuses connections: these requests are refused before MinIO would be asked.
const app = createApp({ config: loadConfig({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9' }), sessionKey });
const cookie = `token=${sealSession(
  { accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 60 },
  sessionKey,
)}`;

const call = async (
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
) => {
  const response = await app.request(`/api/v1/buckets/photos/${path}`, {
    method,
    body: init.body,
    headers: { cookie, ...init.headers },
  });
  return { status: response.status, body: await response.json() };
};

describe('transfer requests the console server refuses before calling MinIO', () => {
  it.each([
    [
      'an upload without a key',
      'POST',
      'uploads',
      { 'content-type': 'application/json' },
      '{"size":1}',
      400,
      'prefix: required in the query',
    ],
    [
      'an upload of a negative size',
      'POST',
      'uploads?prefix=a',
      { 'content-type': 'application/json' },
      '{"size":-1}',
      400,
      'size: Too small: expected number to be >=0',
    ],
    [
      'an upload too large for S3',
      'POST',
      'uploads?prefix=a',
      { 'content-type': 'application/json' },
      `{"size":${6 * 1024 ** 4}}`,
      400,
      undefined,
    ],
    [
      'a part without its length',
      'PUT',
      'uploads/u/parts/1?prefix=a',
      { 'transfer-encoding': 'chunked' },
      'x',
      411,
      undefined,
    ],
    [
      'part number 0',
      'PUT',
      'uploads/u/parts/0?prefix=a',
      {},
      'x',
      400,
      'part_number: must be a whole number from 1 to 10000',
    ],
    [
      'part number 1.5',
      'PUT',
      'uploads/u/parts/1.5?prefix=a',
      { 'content-length': '1' },
      'x',
      400,
      'part_number: must be a whole number from 1 to 10000',
    ],
    [
      'an upload to the key "/"',
      'POST',
      'uploads?prefix=/',
      { 'content-type': 'application/json' },
      '{"size":1}',
      400,
      'prefix: required in the query',
    ],
    [
      'an upload whose key is given twice',
      'POST',
      'uploads?prefix=a&prefix=b',
      { 'content-type': 'application/json' },
      '{"size":1}',
      400,
      'prefix: may be given only once',
    ],
    [
      'a completion without parts',
      'POST',
      'uploads/u/complete?prefix=a',
      { 'content-type': 'application/json' },
      '{"parts":[]}',
      400,
      'parts: At least one part is needed',
    ],
    [
      'a single-request upload that is not a form',
      'POST',
      'objects/upload?prefix=a',
      { 'content-type': 'text/plain' },
      'x',
      400,
      'The body must be multipart/form-data',
    ],
    [
      'a download without a key',
      'GET',
      'objects/download',
      {},
      undefined,
      400,
      'prefix: required in the query',
    ],
    [
      'a download of a version id that is none',
      'GET',
      'objects/download?prefix=a&version_id=v1',
      {},
      undefined,
      400,
      'version_id: A version id is a UUID, or "null" for an unversioned object',
    ],
    [
      'a preview flag that is neither true nor false',
      'GET',
      'objects/download?prefix=a&preview=yes',
      {},
      undefined,
      400,
      'preview: must be true or false',
    ],
    [
      'a zip of nothing',
      'POST',
      'objects/download-multiple',
      { 'content-type': 'application/json' },
      '[]',
      400,
      'body: Choose at least one object',
    ],
    [
      'a zip of more objects than a zip may hold',
      'POST',
      'objects/download-multiple',
      { 'content-type': 'application/json' },
      JSON.stringify(Array.from({ length: 10_001 }, (_, index) => `k${index}`)),
      400,
      'A zip holds at most 10,000 objects: download fewer at once',
    ],
    [
      'a zip form of nothing',
      'POST',
      'objects/download-multiple',
      { 'content-type': 'application/x-www-form-urlencoded' },
      '',
      400,
      'body: Choose at least one object',
    ],
    [
      'a zip of keys in another format',
      'POST',
      'objects/download-multiple',
      { 'content-type': 'text/plain' },
      'a',
      415,
      'The request body must be application/json',
    ],
  ])('%s', async (_what, method, path, headers, body, status, detail) => {
    const answer = await call(method, path, { headers, body });
    expect(answer.status).toBe(status);
    if (detail) expect(answer.body.detailedMessage).toBe(detail);
  });

  it('refuses a form whose file field is not named after its size', async () => {
    const form = new FormData();
    form.append('file', new File(['hello'], 'a.txt'));
    const answer = await call('POST', 'objects/upload?prefix=a.txt', { body: form });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid request',
        detailedMessage: `The file's field name must be its size in bytes, not "file"`,
      },
    });
  });
});
