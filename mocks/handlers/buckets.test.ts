import { describe, expect, it } from 'vitest';
import { BUCKET_MESSAGES } from '../../src/contract/bucket-rules';
import { bucketInfoSchema, listBucketsResponseSchema } from '../../src/contract/buckets';
import { findBucket, newMockBucket, putBucket } from '../buckets-model';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { call } from './test-calls';

describe('bucket mocks answer as the console server does', () => {
  it('GET /buckets lists every bucket with read and write access for root', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', 'buckets');

    expect(status).toBe(200);
    const list = listBucketsResponseSchema.parse(body);
    expect(list.total).toBe(3);
    expect(list.buckets?.map((bucket) => bucket.rw_access)).toEqual([
      { read: true, write: true },
      { read: true, write: true },
      { read: true, write: true },
    ]);
  });

  it('GET /buckets shows a read-only user read access only', async () => {
    logInAs(READONLY_USER);
    const { body } = await call('GET', 'buckets');

    expect(body.buckets[0].rw_access).toEqual({ read: true, write: false });
  });

  it("GET /buckets/{name} describes the bucket, and answers 404 with MinIO's text for a missing one", async () => {
    logInAs(ROOT_USER);

    const found = await call('GET', 'buckets/photos');
    expect(found.status).toBe(200);
    expect(bucketInfoSchema.parse(found.body)).toMatchObject({
      name: 'photos',
      access: 'PRIVATE',
      definition: '',
    });
    expect(await call('GET', 'buckets/nope')).toEqual({
      status: 404,
      body: { code: 404, message: MINIO_BUCKET_MESSAGES.noSuchBucket },
    });
  });

  it.each([
    [{ name: 'photos' }, BUCKET_MESSAGES.exists],
    [{ name: 'x' }, 'A bucket name has at least 3 characters'],
    [
      { name: 'new-one', retention: { mode: 'compliance', unit: 'days', validity: 1 } },
      'A default retention needs',
    ],
  ])('POST /buckets %j answers 400', async (request, message) => {
    logInAs(ROOT_USER);
    const { status, body } = await call('POST', 'buckets', request);

    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect(findBucket('new-one')).toBeUndefined();
  });

  it('POST /buckets creates a locked, versioned bucket and answers its name', async () => {
    logInAs(ROOT_USER);
    const request = { name: 'new-one', locking: true, versioning: { enabled: false } };

    expect(await call('POST', 'buckets', request)).toEqual({ status: 200, body: { bucketName: 'new-one' } });
    expect(findBucket('new-one')).toMatchObject({ locking: true, versioning: 'Enabled' });
  });

  it('POST /buckets is refused to a read-only user', async () => {
    logInAs(READONLY_USER);

    expect((await call('POST', 'buckets', { name: 'new-one' })).body.message).toBe(
      MINIO_MESSAGES.accessDenied,
    );
  });

  it.each([
    ['buckets/photos', 409, BUCKET_MESSAGES.notEmpty],
    ['buckets/backups?force=true', 405, BUCKET_MESSAGES.lockedForceDelete],
    ['buckets/nope', 404, MINIO_BUCKET_MESSAGES.noSuchBucket],
  ])('DELETE %s answers %i', async (path, status, message) => {
    logInAs(ROOT_USER);
    const answer = await call('DELETE', path);

    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it.each(['buckets/empty-one', 'buckets/photos?force=true', 'buckets/photos?force=1'])(
    'DELETE %s answers 204',
    async (path) => {
      logInAs(ROOT_USER);
      putBucket(newMockBucket('empty-one'));

      expect(await call('DELETE', path)).toEqual({ status: 204, body: undefined });
      expect(findBucket(path.slice('buckets/'.length).split('?')[0] ?? '')).toBeUndefined();
    },
  );

  it.each([
    ['buckets/photos?force=yes', 'force: must be true or false'],
    ['buckets/photos?force=true&force=false', 'force: may be given only once'],
  ])('DELETE %s is refused as the console server refuses it', async (path, detail) => {
    logInAs(ROOT_USER);

    expect(await call('DELETE', path)).toEqual({
      status: 400,
      body: { code: 400, message: 'Invalid request', detailedMessage: detail },
    });
    expect(findBucket('photos')).toBeDefined();
  });
});
