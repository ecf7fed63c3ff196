import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidBucketNameError, S3Error } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
