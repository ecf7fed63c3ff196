import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PART_SIZE, PART_URL_SECONDS } from '../../src/contract/object-transfer.ts';
import { type S3Client, s3ClientFor } from '../minio/s3-client.ts';
import {
  abortMultipartUpload,
  createMultipartUpload,
  incompleteUploadsOf,
  listParts,
  presignedPartUrl,
  putObjectStream,
  type S3Target,
} from '../minio/s3-direct.ts';
import { assumeRole } from '../minio/sts.ts';
import { objectDownload } from './download.ts';
import { abandonUpload, finishUpload, startUpload, storePart } from './upload.ts';

// Runs against a real MinIO that the 'integration' vitest project starts (see `npm test`).

let target: S3Target;
let client: S3Client;
const bucketName = `it-transfer-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  const endpoint = process.env.MINIO_TEST_ENDPOINT ?? '';
  const accessKey = process.env.MINIO_TEST_ROOT_USER ?? '';
  const secretKey = process.env.MINIO_TEST_ROOT_PASSWORD ?? '';
  if (!endpoint || !accessKey || !secretKey) {
    throw new Error('MINIO_TEST_* are not set: run the integration project through `npm test`.');
  }
  const credentials = await assumeRole({ endpoint, accessKey, secretKey, durationSeconds: 900 });
  target = { endpoint, region: 'us-east-1', credentials };
  client = s3ClientFor(endpoint, 'us-east-1', credentials);
  await client.makeBucket(bucketName);
});

afterAll(async () => {
  // Forced: the objects and any incomplete upload go with the bucket.
  await client.removeBucket(bucketName, { force: true });
});

const streamOf = (bytes: Buffer) => ({ source: Readable.from([bytes]), length: bytes.length });

async function readAll(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('streamed multipart uploads on a real MinIO', () => {
  it.each(['01', 'a b+c#%?.bin', 'dir/ leading and trailing /x '])(
    'finds the incomplete upload of exactly the key %j, and no other',
    async (key) => {
      const uploadId = await createMultipartUpload(target, bucketName, key, 'application/octet-stream');
      const other = await createMultipartUpload(target, bucketName, `${key}-other`, 'text/plain');
      expect((await incompleteUploadsOf(target, bucketName, key)).map((upload) => upload.uploadId)).toEqual([
        uploadId,
      ]);
      await abortMultipartUpload(target, { bucketName, key, uploadId });
      await abortMultipartUpload(target, { bucketName, key: `${key}-other`, uploadId: other });
      expect(await incompleteUploadsOf(target, bucketName, key)).toEqual([]);
    },
  );

  it.each(['01', 'a b+c#%?.bin', 'dir/ leading and trailing /x '])(
    'stores a part of %j by a plain PUT to its presigned URL, as a browser sends it',
    async (key) => {
      const uploadId = await createMultipartUpload(target, bucketName, key, 'application/octet-stream');
      const bytes = randomBytes(1000);
      const upload = { bucketName, key, uploadId, partNumber: 1 };
      const url = presignedPartUrl(target, upload, PART_URL_SECONDS);
      const answer = await fetch(url, { method: 'PUT', body: bytes });
      expect(answer.status).toBe(200);
      const etag = String(answer.headers.get('etag')).replace(/"/g, '');
      expect(await listParts(target, bucketName, key, uploadId)).toEqual([
        { partNumber: 1, size: 1000, etag },
      ]);
      await finishUpload(target, { bucketName, key, uploadId }, { parts: [{ partNumber: 1, etag }] });
      expect(await readAll(await objectDownload(target, { bucketName, key, preview: false }))).toEqual(bytes);
      await client.removeObject(bucketName, key);
    },
  );

  it('resumes an upload whose parts fit the size, and completes it to the exact bytes', async () => {
    const key = 'resumed.bin';
    const file = randomBytes(MIN_PART_SIZE + 1000);
    const first = await startUpload(target, { bucketName, key, direct: false }, { size: file.length });
    expect(first.resumed).toBeUndefined();
    const part1 = await storePart(
      target,
      { bucketName, key, uploadId: first.uploadId, partNumber: 1 },
      streamOf(file.subarray(0, MIN_PART_SIZE)),
    );

    const again = await startUpload(target, { bucketName, key, direct: false }, { size: file.length });
    expect(again).toEqual({ uploadId: first.uploadId, partSize: MIN_PART_SIZE, resumed: true });
    expect(await listParts(target, bucketName, key, first.uploadId)).toEqual([part1]);
    const part2 = await storePart(
      target,
      { bucketName, key, uploadId: first.uploadId, partNumber: 2 },
      streamOf(file.subarray(MIN_PART_SIZE)),
    );
    // The last part is 1000 bytes: a file one byte longer does not fit it, and gets an upload of its own.
    const otherSize = await startUpload(
      target,
      { bucketName, key, direct: false },
      { size: file.length + 1 },
    );
    expect(otherSize.uploadId).not.toBe(first.uploadId);
    await abandonUpload(target, { bucketName, key, uploadId: otherSize.uploadId });

    const done = await finishUpload(
      target,
      { bucketName, key, uploadId: first.uploadId },
      { parts: [part2, part1] },
    );

    expect(done.etag).toMatch(/-2$/);
    const stored = await readAll(await objectDownload(target, { bucketName, key, preview: false }));
    expect(stored.equals(file)).toBe(true);
  });

  it('aborts idempotently, leaving no parts', async () => {
    const key = 'abandoned.bin';
    const { uploadId } = await startUpload(target, { bucketName, key, direct: false }, { size: 10 });
    await storePart(
      target,
      { bucketName, key, uploadId, partNumber: 1 },
      streamOf(Buffer.from('0123456789')),
    );
    await abandonUpload(target, { bucketName, key, uploadId });
    await abandonUpload(target, { bucketName, key, uploadId });
    expect(await incompleteUploadsOf(target, bucketName, key)).toEqual([]);
  });

  it('refuses a body shorter than announced, and stores nothing', async () => {
    const body = { source: Readable.from([Buffer.from('short')]), length: 10 };
    await expect(
      putObjectStream(target, { bucketName, key: 'short.txt', contentType: 'text/plain' }, body),
    ).rejects.toMatchObject({ status: 400 });
    await expect(client.statObject(bucketName, 'short.txt')).rejects.toThrow();
  });
});

describe('downloads on a real MinIO', () => {
  const key = 'range/data #1.txt';
  const text = 'abcdefghijklmnopqrstuvwxyz';

  beforeAll(async () => {
    await putObjectStream(
      target,
      { bucketName, key, contentType: 'text/plain' },
      streamOf(Buffer.from(text)),
    );
  });

  it('answers one range with 206 and its Content-Range', async () => {
    const response = await objectDownload(target, { bucketName, key, preview: false, range: 'bytes=-5' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 21-25/${text.length}`);
    expect(response.headers.get('content-length')).toBe('5');
    expect((await readAll(response)).toString()).toBe('vwxyz');
  });

  it('sends the whole object when If-Range names another version', async () => {
    const response = await objectDownload(target, {
      bucketName,
      key,
      preview: false,
      range: 'bytes=0-1',
      ifRange: '"not-this-etag"',
    });
    expect(response.status).toBe(200);
    expect((await readAll(response)).toString()).toBe(text);
  });

  it('previews text inline as plain text, and sends a download as opaque bytes under its name', async () => {
    const preview = await objectDownload(target, { bucketName, key, preview: true });
    expect(preview.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; /);
    const attachment = await objectDownload(target, { bucketName, key, preview: false });
    expect(attachment.headers.get('content-type')).toBe('application/octet-stream');
    expect(attachment.headers.get('content-disposition')).toBe(
      `attachment; filename="data%20%231.txt"; filename*=UTF-8''data%20%231.txt`,
    );
    await attachment.body?.cancel();
    await preview.body?.cancel();
  });
});
