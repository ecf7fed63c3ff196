import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MinioApiError, MinioUnreachableError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { zipDownload } from './zip.ts';

const s3Error = (code: string, status = 404) => new MinioApiError(status, code, `${code} from MinIO`);
const refused = () => new MinioUnreachableError('connect ECONNREFUSED 127.0.0.1:9');

const CONTENT = Buffer.from('the bytes');

/** A client whose objects all exist, except that reading `broken.txt` fails with `failure`. */
function clientFailingOn(failure: () => Error, at: 'stat' | 'read') {
  const fails = (key: string, step: 'stat' | 'read') => key === 'broken.txt' && step === at;
  return {
    statObject: async (_bucket: string, key: string) => {
      if (fails(key, 'stat')) throw failure();
      return { size: CONTENT.length, lastModified: new Date('2026-01-01T00:00:00Z') };
    },
    getObject: async (_bucket: string, key: string) => {
      if (fails(key, 'read')) throw failure();
      return Object.assign(Readable.from([CONTENT]), {
        headers: { 'content-length': String(CONTENT.length) },
      });
    },
  } as unknown as S3Client;
}

const zipOf = (client: S3Client) =>
  zipDownload(client, {
    bucketName: 'bucket',
    keys: ['first.txt', 'broken.txt', 'last.txt'],
    fileName: 'selection.zip',
    signal: new AbortController().signal,
  });

/** The archive's bytes, or the reason it ended in an error. */
async function archiveOf(response: Response): Promise<Buffer | string> {
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

describe('an object the zip cannot read', () => {
  it.each([
    ['gone since it was named', () => s3Error('NoSuchKey'), 'read'],
    ['a version that is gone', () => s3Error('NoSuchVersion'), 'read'],
    ['refused to the user', () => s3Error('AccessDenied', 403), 'read'],
    ['missing when the selection is listed', () => s3Error('NotFound'), 'stat'],
  ] as const)('is left out when %s, and the zip ends whole', async (_, failure, at) => {
    const archive = await archiveOf(await zipOf(clientFailingOn(failure, at)));
    expect(archive).toBeInstanceOf(Buffer);
    expect((archive as Buffer).includes('first.txt')).toBe(true);
    expect((archive as Buffer).includes('last.txt')).toBe(true);
    expect((archive as Buffer).includes('broken.txt')).toBe(false);
  });

  it.each([
    ['MinIO is unreachable', refused],
    ['MinIO fails', () => s3Error('InternalError', 500)],
    ['MinIO is overloaded', () => s3Error('SlowDown', 503)],
  ])('cuts the archive short when %s while it is written', async (_, failure) => {
    const archive = await archiveOf(await zipOf(clientFailingOn(failure, 'read')));
    expect(archive).toMatch(/^failed/);
  });

  it('is an ordinary error answer when MinIO is unreachable before the first byte', async () => {
    await expect(zipOf(clientFailingOn(refused, 'stat'))).rejects.toBeInstanceOf(MinioUnreachableError);
  });
});
