import { describe, expect, it } from 'vitest';
import {
  maxShareLinkExpResponseSchema,
  OBJECT_DETAILS_MESSAGES,
  objectMetadataResponseSchema,
  shareObjectResponseSchema,
} from '../../src/contract/object-details';
import { OBJECT_KEY_PROBLEMS } from '../../src/contract/object-key';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { mockVersion, putVersion, versionsOf } from '../objects-model';
import { MINIO_OBJECT_MESSAGES, MOCK_MAX_SHARE_SECONDS } from './object-details';
import { call, expectError } from './test-calls';

const key = (name: string) => encodeURIComponent(name);
const latestId = (bucketName: string, name: string) => versionsOf(bucketName, name)[0]?.versionId ?? '';
const UNKNOWN_VERSION = '00000000-0000-4000-8000-ffffffffffff';

describe('object details mocks answer as the console server does', () => {
  it('GET buckets/max-share-exp is not the bucket of that name', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', 'buckets/max-share-exp');
    expect(status).toBe(200);
    expect(maxShareLinkExpResponseSchema.parse(body)).toEqual({ exp: MOCK_MAX_SHARE_SECONDS });
  });

  it('GET …/objects/metadata answers the describing headers, 404 "Not Found" for no object', async () => {
    logInAs(ROOT_USER);
    putVersion(
      'photos',
      'a b.txt',
      mockVersion(new Uint8Array(1), { contentType: 'text/plain', userMetadata: { 'my-key': 'v' } }),
    );

    const { status, body } = await call('GET', `buckets/photos/objects/metadata?prefix=${key('a b.txt')}`);
    expect(status).toBe(200);
    expect(objectMetadataResponseSchema.parse(body)).toEqual({
      objectMetadata: { 'Content-Type': ['text/plain'], 'X-Amz-Meta-My-Key': ['v'] },
    });
    expectError(
      await call('GET', 'buckets/photos/objects/metadata?prefix=nothing'),
      404,
      MINIO_OBJECT_MESSAGES.headNotFound,
    );
  });

  it.each([
    ['PUT', 'tags', { tags: {} }],
    ['PUT', 'legalhold', { status: 'enabled' }],
    ['PUT', 'restore', undefined],
    ['DELETE', 'retention', undefined],
  ])('%s …/objects/%s without version_id is a 400', async (method, operation, body) => {
    logInAs(ROOT_USER);
    const answer = await call(method, `buckets/photos/objects/${operation}?prefix=README.md`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Invalid request',
      detailedMessage: 'version_id: required in the query',
    });
  });

  it.each([
    ['PUT', 'objects/tags?prefix=README.md&version_id=', { tags: {} }],
    ['PUT', 'objects/legalhold?prefix=README.md&version_id=', { status: 'enabled' }],
    [
      'PUT',
      'objects/retention?prefix=README.md&version_id=',
      { mode: 'governance', expires: '2999-01-01T00:00:00Z' },
    ],
    ['DELETE', 'objects/retention?prefix=README.md&version_id=', undefined],
    ['PUT', 'objects/restore?prefix=README.md&version_id=', undefined],
    ['GET', 'objects/share?prefix=README.md&version_id=', undefined],
    ['DELETE', 'objects?prefix=README.md&version_id=', undefined],
    ['GET', 'objects/metadata?prefix=README.md&versionID=', undefined],
    ['GET', 'objects/download?prefix=README.md&version_id=', undefined],
  ])('%s …/%s<hostile> is a 400 before anything is looked up', async (method, operation, body) => {
    logInAs(ROOT_USER);
    for (const versionId of [
      '..',
      'a\u0000b',
      '\r\nSet-Cookie: x',
      'שלום',
      'x'.repeat(70_000),
      `${UNKNOWN_VERSION}0`,
    ]) {
      const answer = await call(method, `buckets/photos/${operation}${encodeURIComponent(versionId)}`, body);
      expect(answer).toMatchObject({
        status: 400,
        body: {
          message: 'Invalid request',
          detailedMessage: expect.stringMatching(/^version_?ID: A version id is a UUID, or "null"/i),
        },
      });
    }
  });

  it.each([
    ['DELETE', 'objects?prefix=README.md&recursive=yes', undefined, 'recursive: must be true or false'],
    ['DELETE', 'objects?prefix=README.md&bypass=TRUE', undefined, 'bypass: must be true or false'],
    [
      'POST',
      'delete-objects?all_versions=on',
      [{ path: 'README.md' }],
      'all_versions: must be true or false',
    ],
  ])('%s …/%s is a 400, not a delete that ignores the flag', async (method, operation, body, detail) => {
    logInAs(ROOT_USER);
    const answer = await call(method, `buckets/photos/${operation}`, body);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Invalid request', detailedMessage: detail },
    });
    expect(versionsOf('photos', 'README.md').length).toBeGreaterThan(0);
  });

  it('PUT …/objects/tags refuses a bad tag set, an unknown version and a read-only user', async () => {
    logInAs(ROOT_USER);
    const path = `buckets/photos/objects/tags?prefix=README.md&version_id=${latestId('photos', 'README.md')}`;
    expect((await call('PUT', path, { tags: { 'a*': 'b' } })).status).toBe(400);
    expectError(
      await call('PUT', `buckets/photos/objects/tags?prefix=README.md&version_id=${UNKNOWN_VERSION}`, {
        tags: {},
      }),
      404,
      MINIO_OBJECT_MESSAGES.noSuchVersion,
    );
    expect((await call('PUT', path, { tags: { team: 'x' } })).status).toBe(200);
    expect(versionsOf('photos', 'README.md')[0]?.tags).toEqual({ team: 'x' });

    logInAs(READONLY_USER);
    expectError(await call('PUT', path, { tags: {} }), 403, MINIO_MESSAGES.accessDenied);
  });

  it('legal hold and retention need a bucket with object locking', async () => {
    logInAs(ROOT_USER);
    const address = `prefix=README.md&version_id=${latestId('photos', 'README.md')}`;
    expectError(
      await call('PUT', `buckets/photos/objects/legalhold?${address}`, { status: 'enabled' }),
      400,
      MINIO_OBJECT_MESSAGES.noLockConfiguration,
    );
    expectError(
      await call('PUT', `buckets/photos/objects/retention?${address}`, {
        mode: 'governance',
        expires: '2099-01-01T00:00:00Z',
      }),
      400,
      MINIO_OBJECT_MESSAGES.noLockConfiguration,
    );
  });

  it('a retention in the past is refused; a compliance one cannot be lifted', async () => {
    logInAs(ROOT_USER);
    putVersion('backups', 'db.dump', mockVersion(new Uint8Array(1)));
    const address = `prefix=db.dump&version_id=${latestId('backups', 'db.dump')}`;

    expectError(
      await call('PUT', `buckets/backups/objects/retention?${address}`, {
        mode: 'governance',
        expires: '2000-01-01T00:00:00Z',
      }),
      400,
      MINIO_OBJECT_MESSAGES.retainDateInPast,
    );
    expect(
      (
        await call('PUT', `buckets/backups/objects/retention?${address}`, {
          mode: 'compliance',
          expires: '2099-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(200);
    expectError(
      await call('DELETE', `buckets/backups/objects/retention?${address}`),
      400,
      MINIO_OBJECT_MESSAGES.locked,
    );
    expectError(
      await call('DELETE', `buckets/backups/objects?${address}`),
      400,
      MINIO_OBJECT_MESSAGES.locked,
    );
  });

  it('DELETE …/objects refuses all_versions with non_current_versions, and needs a prefix', async () => {
    logInAs(ROOT_USER);
    expectError(
      await call(
        'DELETE',
        'buckets/photos/objects?prefix=README.md&all_versions=true&non_current_versions=true',
      ),
      400,
      OBJECT_DETAILS_MESSAGES.allAndNonCurrent,
    );
    expect((await call('DELETE', 'buckets/photos/objects')).status).toBe(400);
  });

  it('POST …/delete-objects takes an array and removes each entry', async () => {
    logInAs(ROOT_USER);
    expect((await call('POST', 'buckets/photos/delete-objects', { path: 'README.md' })).status).toBe(400);
    const answer = await call('POST', 'buckets/photos/delete-objects?all_versions=true', [
      { path: 'README.md' },
      { path: 'docs/', recursive: true },
    ]);
    expect(answer.status).toBe(200);
    expect(versionsOf('photos', 'README.md')).toEqual([]);
    expect(versionsOf('photos', 'docs/notes.txt')).toEqual([]);
  });

  it('a recursive delete of a folder removes the folder and the object of that name, nothing beside', async () => {
    logInAs(ROOT_USER);
    const keys = ['album', 'album/a.jpg', 'album/2024/b.jpg', 'album.jpg', 'album-old/c.jpg', 'albums'];
    for (const name of keys) putVersion('photos', name, mockVersion(new Uint8Array(1)));

    expect(
      (await call('DELETE', 'buckets/photos/objects?prefix=album&recursive=true&all_versions=true')).status,
    ).toBe(200);
    expect(keys.filter((name) => versionsOf('photos', name).length > 0)).toEqual([
      'album.jpg',
      'album-old/c.jpg',
      'albums',
    ]);
  });

  it.each([
    ['DELETE', `buckets/photos/objects?prefix=${key('x/../../other/y')}&recursive=true`, undefined],
    ['POST', 'buckets/photos/delete-objects', [{ path: 'x/../../other/y' }]],
    ['GET', `buckets/photos/objects/metadata?prefix=${key('a/./b')}`, undefined],
  ])('%s %s refuses a key with a "." or ".." segment', async (method, path, body) => {
    logInAs(ROOT_USER);
    expectError(await call(method, path, body), 400, OBJECT_KEY_PROBLEMS.dotSegment);
  });

  it('a share link downloads without a session, and only from the mock MinIO', async () => {
    logInAs(ROOT_USER);
    const versionId = latestId('photos', 'docs/data.json');
    const { status, body } = await call(
      'GET',
      `buckets/photos/objects/share?prefix=${key('docs/data.json')}&version_id=${versionId}&expires=3600s`,
    );
    expect(status).toBe(200);
    const link = shareObjectResponseSchema.parse(body);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/console\/api\/v1\/download-shared-object\/[A-Za-z0-9_-]+$/,
    );

    const shared = await fetch(link);
    expect(shared.headers.get('content-type')).toBe('application/octet-stream');
    expect(shared.headers.get('content-disposition')).toMatch(/^attachment; filename="data\.json"/);
    expect(await shared.text()).toBe('{"albums": 3, "photos": 5}\n');
  });

  it.each([
    ['a bare URL on the mock MinIO', btoa('http://127.0.0.1:9000/photos/README.md').replace(/=+$/, ''), 403],
    ['a URL elsewhere', btoa('http://169.254.169.254/latest/meta-data/iam/info').replace(/=+$/, ''), 403],
    ['not base64url', '%2B%2B', 400],
    ['too short for a mac', 'AAAA', 400],
  ])('a shared download refuses a token that is %s', async (_case, token, status) => {
    const message =
      status === 400 ? OBJECT_DETAILS_MESSAGES.invalidSharedUrl : OBJECT_DETAILS_MESSAGES.shareLinkNotMinted;
    expectError(await call('GET', `download-shared-object/${token}`), status, message);
  });

  it('a shared download refuses a link whose token was changed', async () => {
    logInAs(ROOT_USER);
    const versionId = latestId('photos', 'docs/data.json');
    const { body } = await call(
      'GET',
      `buckets/photos/objects/share?prefix=${key('docs/data.json')}&version_id=${versionId}&expires=3600s`,
    );
    const token = shareObjectResponseSchema.parse(body).split('/').at(-1) ?? '';
    const changed = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expectError(
      await call('GET', `download-shared-object/${changed}`),
      403,
      OBJECT_DETAILS_MESSAGES.shareLinkNotMinted,
    );
  });

  it('a share link cannot outlive the session', async () => {
    logInAs(ROOT_USER);
    expectError(
      await call(
        'GET',
        `buckets/photos/objects/share?prefix=README.md&version_id=null&expires=${MOCK_MAX_SHARE_SECONDS + 3600}s`,
      ),
      400,
      OBJECT_DETAILS_MESSAGES.expiryTooLong,
    );
  });
});
