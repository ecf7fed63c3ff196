import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { BODY_LIMITS, readJson, readUrlEncodedForm } from './body.ts';
import { respondWithError } from './errors.ts';

const MAX_BYTES = 100;

const app = new Hono();
app.onError((error, c) => respondWithError(c, error));
app.post('/json', async (c) => c.json(await readJson(c, z.unknown(), { maxBytes: MAX_BYTES })));
app.post('/default', async (c) => c.json(await readJson(c, z.unknown())));
app.post('/form', async (c) => c.json((await readUrlEncodedForm(c, { maxBytes: MAX_BYTES })).getAll('k')));

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A chunked body without Content-Length that never ends; counts the chunks it was asked for. */
function endlessBody(chunkSize: number) {
  const pulled = { chunks: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.chunks += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
    },
  });
  return { stream, pulled };
}

describe('JSON request bodies', () => {
  it.each([
    ['application/json', 200],
    ['application/json; charset=utf-8', 200],
    ['Application/JSON;charset="UTF-8"', 200],
    [undefined, 415],
    ['text/plain', 415],
    ['application/json; charset=iso-8859-1', 415],
    ['application/jsonp', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
  ])('with Content-Type %s → %i', async (contentType, status) => {
    const response = await post('/json', '{"a":1}', contentType ? { 'content-type': contentType } : {});
    expect(response.status).toBe(status);
    if (status === 415) {
      expect(await response.json()).toEqual({
        code: 415,
        message: 'Unsupported content type',
        detailedMessage: 'The request body must be application/json',
      });
    }
  });

  it.each([
    ['exactly the limit', ' '.repeat(MAX_BYTES - 2), 200],
    ['one byte over the limit', ' '.repeat(MAX_BYTES - 1), 413],
    ['far over the limit', ' '.repeat(10 * MAX_BYTES), 413],
  ])('a body of %s → %i', async (_what, padding, status) => {
    const response = await post('/json', `${padding}{}`, { 'content-type': 'application/json' });
    expect(response.status).toBe(status);
    if (status === 413) {
      expect(await response.json()).toEqual({
        code: 413,
        message: 'Request body too large',
        detailedMessage: `The request body may have at most ${MAX_BYTES} bytes`,
      });
    }
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { stream, pulled } = endlessBody(10);
    const response = await post('/json', stream, {
      'content-type': 'application/json',
      'content-length': String(MAX_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(pulled.chunks).toBeLessThanOrEqual(1); // a stream may pre-pull one chunk when created
  });

  it('stops reading a chunked body without Content-Length at the limit', async () => {
    const { stream, pulled } = endlessBody(10);
    const response = await post('/json', stream, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
    expect(pulled.chunks).toBeLessThanOrEqual(MAX_BYTES / 10 + 2);
  });

  it(`caps a route without its own limit at ${BODY_LIMITS.default} bytes`, async () => {
    const { stream } = endlessBody(4096);
    const response = await post('/default', stream, { 'content-type': 'application/json' });
    expect(response.status).toBe(413);
  });

  it.each([
    ['not JSON', Buffer.from('{"a":'), 'The request body must be JSON'],
    ['not UTF-8', Buffer.from([0x22, 0xff, 0xfe, 0x22]), 'The request body must be UTF-8 text'],
  ])('refuses a body that is %s with 400', async (_what, bytes, detail) => {
    const response = await post('/json', new Uint8Array(bytes), { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid request', detailedMessage: detail });
  });
});

describe('form request bodies', () => {
  const FORM = 'application/x-www-form-urlencoded';

  it('reads every value of a field', async () => {
    const response = await post('/form', 'k=a%2Fb&k=%D1%84&other=1', { 'content-type': FORM });
    expect(await response.json()).toEqual(['a/b', 'ф']);
  });

  it.each([
    ['too large', FORM, `k=${'x'.repeat(MAX_BYTES)}`, 413],
    ['sent as JSON', 'application/json', 'k=a', 415],
  ])('refuses a form %s → %s', async (_what, contentType, body, status) => {
    const response = await post('/form', body, { 'content-type': contentType });
    expect(response.status).toBe(status);
  });
});

describe('the login body, read before anyone is authenticated', () => {
  // Port 9 on loopback refuses connections: nothing past the body check reaches a MinIO.
  const consoleApp = createApp({
    config: loadConfig({ CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9' }),
    sessionKey: randomBytes(32),
  });

  it.each([
    [BODY_LIMITS.login - 100, false],
    [BODY_LIMITS.login + 1, true],
    [10 * 1024 * 1024, true],
  ])('of %i bytes: refused as too large: %s', async (size, tooLarge) => {
    const prefix = '{"accessKey":"k","secretKey":"s","sts":"';
    const body = `${prefix}${'x'.repeat(size - prefix.length - 2)}"}`;
    const response = await consoleApp.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status === 413).toBe(tooLarge);
  });
});
