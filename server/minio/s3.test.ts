import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidBucketNameError, S3Error } from 'minio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import { fromS3Error, s3ClientFor } from './s3.ts';

function s3Error(code: string, message: string): S3Error {
  const error = new S3Error(message);
  error.code = code;
  return error;
}

describe('SDK errors as console errors', () => {
  it.each([
    [s3Error('NoSuchBucket', 'The specified bucket does not exist'), 404, 'NoSuchBucket'],
    [s3Error('AccessDenied', 'Access Denied.'), 403, 'AccessDenied'],
    [s3Error('BucketNotEmpty', 'The bucket you tried to delete is not empty'), 409, 'BucketNotEmpty'],
    [s3Error('InvalidRequest', 'Something MinIO refused'), 400, 'InvalidRequest'],
    [new InvalidBucketNameError('Invalid bucket name: A'), 400, 'InvalidBucketNameError'],
  ])('%s → %i', (error, status, code) => {
    const mapped = fromS3Error(error);
    expect(mapped).toBeInstanceOf(MinioApiError);
    expect(mapped).toMatchObject({ status, code, message: error.message });
  });

  it.each([
    ['no code and no message', '', '', 400, 'MinIO answered HTTP 400 (Bad Request)'],
    ['a code but no message', 'InvalidArgument', '', 400, 'InvalidArgument'],
    [
      'a quoted message from a header',
      'InvalidArgument',
      '"Invalid version id specified"',
      400,
      'Invalid version id specified',
    ],
  ])('never leaves the message empty: %s', (_, code, message, status, expected) => {
    expect(fromS3Error(s3Error(code, message))).toMatchObject({ status, message: expected });
  });

  it('reports a refused connection as MinIO unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(fromS3Error(refused)).toBeInstanceOf(MinioUnreachableError);
  });

  it('leaves other errors alone', () => {
    const other = new TypeError('bug');
    expect(fromS3Error(other)).toBe(other);
  });
});

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('what the SDK client puts on the wire', () => {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.end();
    });
  });
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  const client = () => s3ClientFor(endpoint, 'us-east-1', { accessKey: 'k', secretKey: 's' });

  it.each([
    ['ASCII', '<Prefix>a/</Prefix>'],
    ['Cyrillic', '<Prefix>фото/</Prefix>'],
    ['emoji', '<Prefix>😀</Prefix>'],
    ['right to left', '<Prefix>שלום</Prefix>'],
  ])('sends a %s text body as its UTF-8 bytes, with their count as Content-Length', async (_, text) => {
    received.length = 0;
    const response = await client().makeRequestAsync(
      { method: 'PUT', bucketName: 'wire-bucket', query: 'lifecycle' },
      text,
    );
    response.resume();
    const bytes = Buffer.from(text, 'utf8');
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['content-length']).toBe(String(bytes.length));
    expect(received[0]?.body.equals(bytes)).toBe(true);
  });

  it('refuses a text body that would reach the transport without its length in bytes', async () => {
    await expect(
      client().makeRequestStreamAsync(
        { method: 'PUT', bucketName: 'wire-bucket', query: 'policy' },
        'фото',
        '',
        [200],
        '',
      ),
    ).rejects.toThrow('An S3 request body must be bytes, not a string');
  });
});

/** A stand-in for MinIO that answers every request with `answer`, and counts the requests. */
function fakeMinio() {
  let answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end();
  const state = { requests: 0, endpoint: '' };
  const server = createServer((request, response) => {
    state.requests++;
    answer(request, response);
  });
  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((closed) => server.close(() => closed()));
  });
  return {
    state,
    answerWith(next: typeof answer) {
      answer = next;
      state.requests = 0;
    },
    client: (idleTimeoutMs = 200) =>
      s3ClientFor(state.endpoint, 'us-east-1', { accessKey: 'k', secretKey: 's' }, idleTimeoutMs),
  };
}

const reply =
  (status: number, headers: Record<string, string>, body = '') =>
  (_: IncomingMessage, response: ServerResponse) =>
    response.writeHead(status, headers).end(body);

const S3_ERROR_XML = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

describe('MinIO refusals through the SDK', () => {
  const minio = fakeMinio();
  const calls = {
    head: () => minio.client().statObject('bucket', 'key'),
    get: () => minio.client().getObject('bucket', 'key'),
  };

  it.each([
    [
      'HEAD',
      'refused with neither code nor description',
      reply(400, {}),
      400,
      'MinIO answered HTTP 400 (Bad Request)',
    ],
    [
      'HEAD',
      'refused with its code and quoted description in headers',
      reply(400, {
        'x-minio-error-code': 'InvalidArgument',
        'x-minio-error-desc': '"Invalid version id specified"',
      }),
      400,
      'Invalid version id specified',
    ],
    [
      'HEAD',
      'answered by an overloaded MinIO',
      reply(503, {
        'x-minio-error-code': 'SlowDownRead',
        'x-minio-error-desc': '"Please reduce your request rate"',
      }),
      503,
      'Please reduce your request rate',
    ],
    [
      'GET',
      'answered by a proxy’s HTML page',
      reply(502, { 'content-type': 'text/html' }, '<html><body>Bad gateway at 10.1.2.3</body></html>'),
      502,
      'MinIO answered HTTP 502 (Bad Gateway)',
    ],
    [
      'GET',
      'answered by an overloaded MinIO',
      reply(
        503,
        { 'content-type': 'application/xml' },
        S3_ERROR_XML('SlowDown', 'Please reduce your request rate'),
      ),
      503,
      'Please reduce your request rate',
    ],
    [
      'GET',
      'failed inside MinIO',
      reply(
        500,
        { 'content-type': 'application/xml' },
        S3_ERROR_XML('InternalError', 'We encountered an internal error'),
      ),
      500,
      'We encountered an internal error',
    ],
  ] as const)(
    'a %s %s: its own status and a message, asked once',
    async (method, _, answer, status, message) => {
      minio.answerWith(answer);
      const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = await calls[method === 'HEAD' ? 'head' : 'get']().catch(fromS3Error);
      log.mockRestore();
      expect(error).toBeInstanceOf(MinioApiError);
      expect(error).toMatchObject({ status, message });
      expect(minio.state.requests).toBe(1);
    },
  );
});

describe('a silent MinIO', () => {
  const minio = fakeMinio();
  const SIZE = 4 * 1024 * 1024;

  it('that never answers: the call fails as MinIO unreachable, in bounded time', async () => {
    minio.answerWith(() => {});
    const started = Date.now();
    const error = await minio.client(300).listBuckets().catch(fromS3Error);
    expect(error).toBeInstanceOf(MinioUnreachableError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('that stops in the middle of an object: reading it fails, it does not end short', async () => {
    minio.answerWith((_, response) => {
      response.writeHead(200, { 'content-length': String(SIZE) });
      response.write(Buffer.alloc(1000));
    });
    const bytes = await minio.client(300).getObject('bucket', 'key');
    const read = (async () => {
      let length = 0;
      for await (const chunk of bytes) length += (chunk as Buffer).length;
      return length;
    })();
    await expect(read).rejects.toThrow();
  });

  it('is not a reader that waits: an object read slowly arrives whole', async () => {
    minio.answerWith((_, response) => {
      response.writeHead(200, { 'content-length': String(SIZE) });
      response.end(Buffer.alloc(SIZE));
    });
    const bytes = await minio.client(200).getObject('bucket', 'key');
    await new Promise((wait) => setTimeout(wait, 600));
    let length = 0;
    for await (const chunk of bytes) length += (chunk as Buffer).length;
    expect(length).toBe(SIZE);
  });
});
