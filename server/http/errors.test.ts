import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { MinioApiError, MinioUnreachableError } from '../minio/errors.ts';
import { ConsoleError, respondWithError, toConsoleError } from './errors.ts';
import { requestIds } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const zodError = (() => {
  try {
    z.object({ name: z.string() }).parse({});
  } catch (error) {
    return error;
  }
})();

describe('what an error tells the browser', () => {
  it.each([
    [
      'a ConsoleError',
      new ConsoleError(409, 'Taken', 'The bucket exists'),
      409,
      'Taken',
      'The bucket exists',
    ],
    ['MinIO refusing', new MinioApiError(400, 'InvalidArgument', 'Bad prefix'), 400, 'Bad prefix', undefined],
    ['a zod error', zodError, 400, 'Invalid request', 'name: Invalid input'],
    ['an HTTPException', new HTTPException(413, { message: 'Too big' }), 413, 'Too big', undefined],
    [
      'MinIO unreachable',
      new MinioUnreachableError('AssumeRole: connect ECONNREFUSED 10.1.2.3:9000'),
      503,
      'MinIO is unreachable, please try again',
      undefined,
    ],
    [
      'an unexpected Error',
      new Error('ENOENT: /srv/secret/path'),
      500,
      'An unexpected error occurred',
      undefined,
    ],
    ['a thrown string', 'boom at 10.1.2.3', 500, 'An unexpected error occurred', undefined],
  ])('%s keeps only what the user may read', (_what, thrown, status, message, detail) => {
    const error = toConsoleError(thrown);
    expect({ status: error.status, message: error.message, detail: error.detailedMessage }).toEqual({
      status,
      message,
      detail,
    });
  });
});

describe("MinIO's refusals as the console's answers", () => {
  it.each([
    ['access denied', 403, 'AccessDenied', 'Access Denied.', 403],
    ['a missing bucket', 404, 'NoSuchBucket', 'The specified bucket does not exist', 404],
    ['a missing group', 400, 'XMinioAdminNoSuchGroup', 'The specified group does not exist', 404],
    [
      'an offline remote target',
      503,
      'XMinioAdminReplicationRemoteConnectionError',
      'Remote service connection error (Remote service endpoint offline, target bucket: b)',
      400,
    ],
    [
      'default encryption without a KMS',
      501,
      'NotImplemented',
      'Server side encryption specified but KMS is not configured',
      400,
    ],
    ['a bucket that exists', 409, 'BucketAlreadyOwnedByYou', 'Your previous request to create…', 409],
    ['an overloaded MinIO', 503, 'SlowDown', 'Please reduce your request rate.', 503],
    ['an internal error', 500, 'InternalError', 'We encountered an internal error', 500],
    ['a status outside 4xx and 5xx', 302, 'Found', 'Moved', 500],
  ])('%s (MinIO %i %s: "%s") answers %i with MinIO’s message', (_, minioStatus, code, message, status) => {
    const error = toConsoleError(new MinioApiError(minioStatus, code, message));
    expect({ status: error.status, message: error.message }).toEqual({ status, message });
  });

  it.each([
    [400, '', '', 'MinIO answered HTTP 400 (Bad Request)'],
    [400, 'InvalidArgument', '', 'InvalidArgument'],
    [403, 'AccessDenied', ' ', 'AccessDenied'],
  ])('never answers an empty message (MinIO %i, code "%s", message "%s")', (status, code, message, shown) => {
    expect(toConsoleError(new MinioApiError(status, code, message)).message).toBe(shown);
  });
});

describe('answers to failed requests', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => log.mockClear());

  const app = new Hono();
  app.use(requestIds);
  app.onError((error, c) => respondWithError(c, error));
  app.get('/ok', (c) => c.text('fine'));
  app.get('/throw/:kind', (c) => {
    const kind = c.req.param('kind');
    if (kind === 'bug') throw new TypeError("Cannot read properties of undefined (reading 'secret')");
    if (kind === 'unreachable')
      throw new MinioUnreachableError('ListBuckets: connect ECONNREFUSED 10.1.2.3:9000');
    throw new ConsoleError(404, 'No such bucket');
  });

  it.each(['/ok', '/throw/known', '/throw/bug'])('names %s with a fresh X-Request-Id', async (path) => {
    const first = (await app.request(path, { headers: { 'x-request-id': 'chosen-by-client' } })).headers;
    const second = (await app.request(path)).headers;
    expect(first.get('x-request-id')).toMatch(UUID);
    expect(second.get('x-request-id')).toMatch(UUID);
    expect(first.get('x-request-id')).not.toBe(second.get('x-request-id'));
  });

  it.each([
    ['bug', 500, 'An unexpected error occurred', 'secret'],
    ['unreachable', 503, 'MinIO is unreachable, please try again', '10.1.2.3'],
  ])(
    'answers an error of kind %s with %i, a reference and nothing of its text',
    async (kind, status, message, hidden) => {
      const response = await app.request(`/throw/${kind}`);
      const id = response.headers.get('x-request-id');
      const text = await response.text();
      expect(response.status).toBe(status);
      expect(JSON.parse(text)).toEqual({ code: status, message, detailedMessage: `Reference: ${id}` });
      expect(text).not.toContain(hidden);
      // The log has the error's text under the same id.
      expect(log).toHaveBeenCalledOnce();
      expect(log.mock.calls[0]?.[0]).toContain(`(request ${id})`);
      expect(log.mock.calls[0]?.map(String).join(' ')).toContain(hidden);
    },
  );

  it.each([
    ['bug', 'its stack', true],
    ['unreachable', 'one line', false],
  ])('logs a failure of kind %s with %s', async (kind, _, withStack) => {
    await app.request(`/throw/${kind}`);
    const logged = log.mock.calls[0]?.map((part) => (part instanceof Error ? part.stack : String(part)));
    expect(logged?.join('\n').includes('    at ')).toBe(withStack);
  });

  it('logs nothing for a refusal the user can act on', async () => {
    const response = await app.request('/throw/known');
    expect(await response.json()).toEqual({ code: 404, message: 'No such bucket' });
    expect(log).not.toHaveBeenCalled();
  });
});
