import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Client, s3ClientFor } from '../minio/s3-client.ts';
import { listObjectsPage, S3_MAX_KEYS } from '../minio/s3-listing.ts';
import { assumeRole } from '../minio/sts.ts';
import { minioTestEnv } from '../test-support/console-app.ts';
import { deleteObjects } from './delete-objects.ts';

// Runs against the real MinIO of the 'integration' project.

const bucketName = `wire-delete-${randomBytes(3).toString('hex')}`;
let client: S3Client;

// MinIO keeps an object `photos` and objects under `photos/` apart only in part (listings hide one or the
// other), so each case has one or the other.
const BESIDE = ['photos.jpg', 'photos-old/c.jpg', 'photosynthesis', 'фото.txt'];
const FOLDER = ['photos/', 'photos/a.jpg', 'photos/2024/b.jpg'];
const NON_ASCII_FOLDER = ['фото/1.jpg', 'фото/😀 2.jpg', 'фото/a\r\nb.jpg'];

const remainingKeys = async () =>
  (await listObjectsPage(client, bucketName, { prefix: '', delimiter: '', maxKeys: S3_MAX_KEYS })).entries
    .map((entry) => entry.key)
    .sort();

const removeRemaining = async () =>
  client.removeObjects(
    bucketName,
    (await remainingKeys()).map((key) => ({ key })),
  );

async function putKeys(keys: readonly string[]) {
  for (const key of keys) await client.putObject(bucketName, key, Buffer.from('x'));
}

beforeAll(async () => {
  const { endpoint, rootUser, rootPassword } = minioTestEnv();
  const credentials = await assumeRole({
    endpoint,
    accessKey: rootUser,
    secretKey: rootPassword,
    durationSeconds: 900,
  });
  client = s3ClientFor(endpoint, 'us-east-1', credentials);
  await client.makeBucket(bucketName);
}, 30_000);

afterAll(async () => {
  await client.removeBucket(bucketName, { force: true });
}, 30_000);

describe('a recursive delete touches the folder it names and nothing beside it', () => {
  it.each([
    ['photos', [...FOLDER, ...BESIDE], BESIDE],
    ['photos/', [...FOLDER, ...BESIDE], BESIDE],
    ['photos', ['photos', ...BESIDE], BESIDE],
    ['photos/', ['photos', ...BESIDE], ['photos', ...BESIDE]],
    ['фото', [...NON_ASCII_FOLDER, ...BESIDE], BESIDE],
  ])('of %j among %j leaves %j', { timeout: 30_000 }, async (prefix, keys, left) => {
    await putKeys(keys);
    await deleteObjects(client, bucketName, { prefix, recursive: true });
    expect(await remainingKeys()).toEqual([...left].sort());
    await removeRemaining();
  });
});
