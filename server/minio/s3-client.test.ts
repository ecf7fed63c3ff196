import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import { type S3Client, s3ClientFor } from './s3-client.ts';
import { element } from './s3-xml.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for MinIO that answers every request with `answer`, and keeps what it received. */
function fakeMinio() {
  let answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end();
  const state = { endpoint: '', received: [] as Received[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      answer(request, response);
    });
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
      state.received = [];
    },
    client: (idleTimeoutMs = 200) =>
      s3ClientFor(state.endpoint, 'us-east-1', { accessKey: 'k', secretKey: 's' }, idleTimeoutMs),
  };
}

const reply =
  (status: number, headers: Record<string, string> = {}, body = '') =>
  (_: IncomingMessage, response: ServerResponse) =>
    response.writeHead(status, headers).end(body);

const S3_ERROR_XML = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

describe('what each operation puts on the wire', () => {
  const minio = fakeMinio();

  it.each<[string, (client: S3Client) => Promise<unknown>, string, string, Record<string, string>]>([
    [
      'makeBucket with object locking',
      (client) => client.makeBucket('photos', { objectLocking: true }),
      'PUT',
      '/photos',
      { 'x-amz-bucket-object-lock-enabled': 'true' },
    ],
    [
      'a forced removeBucket',
      (client) => client.removeBucket('photos', { force: true }),
      'DELETE',
      '/photos',
      { 'x-minio-force-delete': 'true' },
    ],
    [
      'removeObject of a version, bypassing governance',
      (client) => client.removeObject('photos', 'a b/#1.jpg', { versionId: 'v1', governanceBypass: true }),
      'DELETE',
      '/photos/a%20b/%231.jpg?versionId=v1',
      { 'x-amz-bypass-governance-retention': 'true' },
    ],
    [
      'restoreObjectVersion',
      (client) => client.restoreObjectVersion('photos', 'a+b?.jpg', 'v 2'),
      'PUT',
      '/photos/a%2Bb%3F.jpg',
      { 'x-amz-copy-source': '/photos/a%2Bb%3F.jpg?versionId=v%202' },
    ],
    [
      'a delimited listing with markers',
      (client) =>
        client.listObjects('photos', { versions: '', prefix: 'a/', delimiter: '/', 'key-marker': 'a/b c' }),
      'GET',
      '/photos?delimiter=%2F&key-marker=a%2Fb%20c&prefix=a%2F&versions=',
      {},
    ],
    [
      'removeObjectTagging of a version',
      (client) => client.removeObjectTagging('photos', 'k', 'v1'),
      'DELETE',
      '/photos/k?tagging=&versionId=v1',
      {},
    ],
    [
      'an empty bucket policy deletes it',
      (client) => client.setBucketPolicy('photos', ''),
      'DELETE',
      '/photos?policy=',
      {},
    ],
  ])('%s', async (_, operation, method, url, headers) => {
    minio.answerWith(reply(200, {}, '<Result/>'));
    await operation(minio.client());
    expect(minio.state.received).toHaveLength(1);
    const [request] = minio.state.received;
    expect(request).toMatchObject({ method, url, headers });
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=k\/\d{8}\/us-east-1\/s3\//);
  });

  it.each([
    ['ASCII', 'a/'],
    ['Cyrillic', 'фото/'],
    ['emoji', '😀'],
    ['right to left', 'שלום'],
  ])('sends a %s XML body as its UTF-8 bytes, with their count, hash and MD5', async (_, prefix) => {
    minio.answerWith(reply(200));
    const document = element('LifecycleConfiguration', [element('Rule', [element('Prefix', prefix)])]);
    await minio.client().putBucketConfig('wire-bucket', 'lifecycle', document);
    const [request] = minio.state.received;
    const body = request?.body ?? Buffer.alloc(0);
    expect(body.toString('utf8')).toContain(`<Prefix>${prefix}</Prefix>`);
    expect(request?.headers['content-length']).toBe(String(body.length));
    expect(request?.headers['content-md5']).toBe(createHash('md5').update(body).digest('base64'));
    expect(request?.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('presigns a GET of one version without asking MinIO', () => {
    minio.answerWith(reply(500));
    const url = new URL(minio.client().presignedGetObject('photos', 'a b.jpg', 600, 'v1'));
    expect(url.pathname).toBe('/photos/a%20b.jpg');
    expect(url.searchParams.get('versionId')).toBe('v1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(minio.state.received).toHaveLength(0);
  });

  it.each(['A', 'ab', 'a..b', '192.168.1.1', 'a_b', '-ab', 'a/b', 'x'.repeat(64)])(
    'refuses the bucket name %j before sending anything',
    async (bucketName) => {
      minio.answerWith(reply(200));
      await expect(minio.client().bucketExists(bucketName)).rejects.toMatchObject({
        status: 400,
        code: 'InvalidBucketNameError',
      });
      expect(minio.state.received).toHaveLength(0);
    },
  );
});

/** One call of each kind of answer: a HEAD, a GET read as XML, and a DeleteObjects (an XML write). */
const CALLS = {
  head: (client: S3Client) => client.statObject('bucket', 'key'),
  get: (client: S3Client) => client.getObjectTagging('bucket', 'key'),
  post: (client: S3Client) => client.removeObjects('bucket', [{ key: 'k' }]),
};

describe('what MinIO answers', () => {
  const minio = fakeMinio();

  it.each([
    [
      'head',
      'refused with neither code nor description',
      reply(400),
      400,
      'HTTP400',
      'MinIO answered HTTP 400 (Bad Request)',
    ],
    [
      'head',
      'of a missing key',
      reply(404, { 'x-minio-error-code': 'NoSuchKey' }),
      404,
      'NotFound',
      'Not Found',
    ],
    [
      'head',
      'refused to the user',
      reply(403),
      403,
      'AccessDenied',
      'Valid and authorized credentials required',
    ],
    [
      'head',
      'refused with its code and quoted description in headers',
      reply(400, {
        'x-minio-error-code': 'InvalidArgument',
        'x-minio-error-desc': '"Invalid version id specified"',
      }),
      400,
      'InvalidArgument',
      'Invalid version id specified',
    ],
    [
      'head',
      'answered by an overloaded MinIO',
      reply(503, {
        'x-minio-error-code': 'SlowDownRead',
        'x-minio-error-desc': '"Please reduce your request rate"',
      }),
      503,
      'SlowDownRead',
      'Please reduce your request rate',
    ],
    [
      'get',
      'answered by a proxy’s HTML page',
      reply(502, { 'content-type': 'text/html' }, '<html><body>Bad gateway at 10.1.2.3</body></html>'),
      502,
      'HTTP502',
      'MinIO answered HTTP 502 (Bad Gateway)',
    ],
    [
      'get',
      'of a missing bucket',
      reply(404, {}, S3_ERROR_XML('NoSuchBucket', 'The specified bucket does not exist')),
      404,
      'NoSuchBucket',
      'The specified bucket does not exist',
    ],
    [
      'get',
      'failed inside MinIO',
      reply(500, {}, S3_ERROR_XML('InternalError', 'We encountered an internal error')),
      500,
      'InternalError',
      'We encountered an internal error',
    ],
    [
      'post',
      'answered 200 with a failure inside',
      reply(
        200,
        {},
        '<DeleteResult><Error><Key>k</Key><Code>AccessDenied</Code><Message>Access Denied.</Message></Error></DeleteResult>',
      ),
      403,
      'AccessDenied',
      'Access Denied.',
    ],
  ] as const)(
    'a %s %s: its own status, code and a message, asked once',
    async (method, _case, answer, status, code, message) => {
      minio.answerWith(answer);
      const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = await CALLS[method](minio.client()).catch((thrown: unknown) => thrown);
      log.mockRestore();
      expect(error).toBeInstanceOf(MinioApiError);
      expect(error).toMatchObject({ status, code, message });
      expect(minio.state.received).toHaveLength(1);
    },
  );

  it('reads a HEAD answer as the object’s size, ETag, date and version', async () => {
    minio.answerWith(
      reply(200, {
        'content-length': '42',
        etag: '"abc"',
        'last-modified': 'Thu, 01 Jan 2026 10:00:00 GMT',
        'x-amz-version-id': 'v1',
      }),
    );
    expect(await minio.client().statObject('bucket', 'key')).toEqual({
      size: 42,
      etag: 'abc',
      lastModified: new Date('2026-01-01T10:00:00Z'),
      versionId: 'v1',
    });
  });

  it('reads texts as texts: a tag value `01` stays a string', async () => {
    minio.answerWith(
      reply(200, {}, '<Tagging><TagSet><Tag><Key>n</Key><Value>01</Value></Tag></TagSet></Tagging>'),
    );
    expect(await minio.client().getObjectTagging('bucket', 'key')).toEqual([{ Key: 'n', Value: '01' }]);
  });
});

describe('a MinIO that does not answer', () => {
  const minio = fakeMinio();
  const SIZE = 4 * 1024 * 1024;

  it('refusing connections: the call fails as MinIO unreachable', async () => {
    const client = s3ClientFor('http://127.0.0.1:9', 'us-east-1', { accessKey: 'k', secretKey: 's' });
    await expect(client.listBuckets()).rejects.toBeInstanceOf(MinioUnreachableError);
  });

  it('that never answers: the call fails as MinIO unreachable, in bounded time', async () => {
    minio.answerWith(() => {});
    const started = Date.now();
    await expect(minio.client(300).listBuckets()).rejects.toBeInstanceOf(MinioUnreachableError);
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
