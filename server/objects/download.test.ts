import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientFor } from '../minio/s3.ts';
import { objectDownload } from './download.ts';

const SIZE = 1024 * 1024;

/** A MinIO that describes a whole object but dies, or falls silent, a little way into its bytes. */
const minio = createServer((request, response) => {
  const headers = {
    'content-length': String(SIZE),
    etag: '"abc"',
    'last-modified': 'Thu, 01 Jan 2026 00:00:00 GMT',
    'content-type': 'application/octet-stream',
  };
  if (request.method === 'HEAD') return response.writeHead(200, headers).end();
  response.writeHead(200, headers);
  response.write(Buffer.alloc(64 * 1024));
  if (request.url?.includes('dies')) setTimeout(() => response.socket?.destroy(), 20);
});
let endpoint = '';

beforeAll(async () => {
  await new Promise<void>((listening) => minio.listen(0, '127.0.0.1', listening));
  endpoint = `http://127.0.0.1:${(minio.address() as AddressInfo).port}`;
});
afterAll(() => {
  minio.closeAllConnections();
  return new Promise<void>((closed) => minio.close(() => closed()));
});

describe('a download whose MinIO stops mid-body', () => {
  it.each(['dies', 'falls-silent'])('%s: the answer fails, it does not end short', async (key) => {
    const client = s3ClientFor(endpoint, 'us-east-1', { accessKey: 'k', secretKey: 's' }, 300);
    const response = await objectDownload(client, { bucketName: 'bucket', key, preview: false });
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
