import { describe, expect, it } from 'vitest';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { headed } from '../objects/head.ts';
import { requireBucket } from './existing.ts';

/** A client whose HEAD bucket answers as given: a boolean, or a failure (no s3:ListBucket, no MinIO). */
const clientWhere = (answer: boolean | Error) =>
  ({
    bucketExists: async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    },
  }) as unknown as S3Client;

const denied = new MinioApiError(403, 'AccessDenied', 'Access Denied.');
const headNotFound = new MinioApiError(404, 'NotFound', 'Not Found');
const noSuchBucket = { status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist' };

describe('requireBucket', () => {
  it.each<[string, boolean | Error, object | null]>([
    ['a bucket MinIO has', true, null],
    ['a bucket MinIO does not have', false, noSuchBucket],
    ['a bucket MinIO will not tell about', denied, null],
  ])('%s', async (_, answer, refusal) => {
    const checked = requireBucket(clientWhere(answer), 'photos');
    if (refusal) await expect(checked).rejects.toMatchObject(refusal);
    else await expect(checked).resolves.toBeUndefined();
  });
});

describe('headed: a HEAD refusal names the missing bucket', () => {
  it.each<[string, Error, boolean | Error, object]>([
    ['a missing key in a bucket MinIO has', headNotFound, true, { code: 'NotFound' }],
    ['a missing bucket', headNotFound, false, noSuchBucket],
    ['a missing key, the bucket unknown', headNotFound, denied, { code: 'NotFound' }],
    ['another refusal, the bucket not asked about', denied, false, { code: 'AccessDenied' }],
  ])('%s', async (_, refusal, bucketAnswer, answered) => {
    const head = () => Promise.reject(refusal);
    await expect(headed(clientWhere(bucketAnswer), 'photos', head)).rejects.toMatchObject(answered);
  });
});
