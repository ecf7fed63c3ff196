import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import {
  accessRulesResponseSchema,
  bucketEncryptionInfoSchema,
  bucketIamPoliciesResponseSchema,
  bucketObjectLockingResponseSchema,
  bucketRetentionConfigSchema,
  bucketUsersResponseSchema,
  bucketVersioningResponseSchema,
  ENCRYPTION_NOT_CONFIGURED,
  QUOTA_MESSAGES,
} from '../../src/contract/bucket-settings';
import { bucketInfoSchema, bucketQuotaSchema } from '../../src/contract/buckets';
import { apiErrorSchema } from '../../src/contract/errors';
import { findBucket } from '../buckets-model';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { MINIO_SETTINGS_MESSAGES } from './bucket-settings';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { call, expectError } from './test-calls';

describe('bucket settings mocks answer as the console server does', () => {
  it.each<[string, ZodMiniType, unknown]>([
    [
      'buckets/backups/versioning',
      bucketVersioningResponseSchema,
      { status: 'Enabled', excludedPrefixes: [] },
    ],
    ['buckets/backups/quota', bucketQuotaSchema, { quota: 2 * 1024 ** 4, type: 'hard' }],
    ['buckets/photos/quota', bucketQuotaSchema, {}],
    [
      'buckets/backups/retention',
      bucketRetentionConfigSchema,
      { mode: 'compliance', unit: 'days', validity: 30 },
    ],
    ['buckets/photos/retention', bucketRetentionConfigSchema, {}],
    ['buckets/backups/object-locking', bucketObjectLockingResponseSchema, { object_locking_enabled: true }],
    ['buckets/photos/object-locking', bucketObjectLockingResponseSchema, {}],
    [
      'bucket/public-assets/access-rules',
      accessRulesResponseSchema,
      { accessRules: [{ prefix: '', access: 'readonly' }] },
    ],
    // dave is disabled, and still listed: the console server lists every user a policy reaches.
    ['bucket-users/photos', bucketUsersResponseSchema, ['alice', 'bob', 'carol', 'dave', 'readonly']],
  ])('GET %s answers 200 with its schema', async (path, schema, expected) => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', path);

    expect(status).toBe(200);
    expect(schema.parse(body)).toEqual(expected);
  });

  it('GET bucket-policy lists the IAM policies naming the bucket, its own and those of every bucket', async () => {
    logInAs(ROOT_USER);
    const { body } = await call('GET', 'bucket-policy/photos');

    const { policies, total } = bucketIamPoliciesResponseSchema.parse(body);
    expect(policies?.map((policy) => policy.name)).toEqual([
      'consoleAdmin',
      'diagnostics',
      'photos-editors',
      'readonly',
      'readwrite',
      'writeonly',
    ]);
    expect(total).toBe(6);
  });

  it('GET bucket-users follows the IAM policies: a policy attached to a user brings the user in', async () => {
    logInAs(ROOT_USER);
    expect((await call('GET', 'bucket-users/backups')).body).toEqual([
      'backup-bot',
      'carol',
      'dave',
      'readonly',
    ]);

    await call('PUT', 'set-policy', { name: ['backups-writer'], entityType: 'user', entityName: 'alice' });

    expect((await call('GET', 'bucket-users/backups')).body).toEqual([
      'alice',
      'backup-bot',
      'carol',
      'dave',
      'readonly',
    ]);
  });

  it('GET …/encryption/info answers the default encryption, or 404 with the server’s message', async () => {
    logInAs(ROOT_USER);
    expectError(await call('GET', 'buckets/photos/encryption/info'), 404, ENCRYPTION_NOT_CONFIGURED);

    const bucket = findBucket('photos');
    if (bucket) bucket.encryption = { algorithm: 'AES256' };
    const { status, body } = await call('GET', 'buckets/photos/encryption/info');
    expect(status).toBe(200);
    expect(bucketEncryptionInfoSchema.parse(body)).toEqual({ algorithm: 'AES256' });
  });

  it.each([
    ['PUT', 'buckets/photos/versioning', { enabled: false }, 201, undefined],
    [
      'PUT',
      'buckets/photos/quota',
      { enabled: true, quota_type: 'hard', amount: 40 * 1024 ** 3 },
      200,
      undefined,
    ],
    ['PUT', 'buckets/photos/quota', { enabled: false }, 200, undefined],
    ['PUT', 'buckets/backups/retention', { mode: 'governance', unit: 'years', validity: 1 }, 200, undefined],
    ['POST', 'buckets/photos/encryption/disable', {}, 200, undefined],
    ['PUT', 'buckets/photos/tags', { tags: { team: 'media', env: 'demo' } }, 200, undefined],
    ['PUT', 'bucket/photos/access-rules', { prefix: 'public/', access: 'readonly' }, 200, true],
    ['DELETE', 'bucket/photos/access-rules', { prefix: 'public/' }, 200, true],
  ])('%s %s answers %i', async (method, path, body, status, answer) => {
    logInAs(ROOT_USER);
    const result = await call(method, path, body);

    expect(result.status).toBe(status);
    expect(result.body).toEqual(answer);
  });

  it('PUT set-policy answers the bucket as GET /buckets/{name} does', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('PUT', 'buckets/photos/set-policy', { access: 'PUBLIC' });

    expect(status).toBe(200);
    expect(bucketInfoSchema.parse(body)).toMatchObject({ name: 'photos', access: 'PUBLIC' });
    expect(findBucket('photos')?.policy).toBe(body.definition);
  });

  it.each([
    ['PUT', 'buckets/backups/versioning', { enabled: false }, 400, MINIO_SETTINGS_MESSAGES.lockedVersioning],
    [
      'PUT',
      'buckets/photos/retention',
      { mode: 'governance', unit: 'days', validity: 1 },
      409,
      MINIO_SETTINGS_MESSAGES.lockOnExistingBucket,
    ],
    [
      'POST',
      'buckets/photos/encryption/enable',
      { encType: 'sse-s3' },
      400,
      MINIO_SETTINGS_MESSAGES.kmsNotConfigured,
    ],
    ['PUT', 'buckets/photos/quota', { enabled: true, amount: 0 }, 400, QUOTA_MESSAGES.notPositive],
    ['PUT', 'buckets/photos/quota', { enabled: true, amount: 1024 }, 400, QUOTA_MESSAGES.belowUsage],
    ['PUT', 'buckets/photos/tags', { tags: { 'a&b': 'x' } }, 400, 'Invalid request'],
    [
      'PUT',
      'buckets/photos/set-policy',
      { access: 'CUSTOM', definition: '{' },
      400,
      'The policy is not valid JSON: ',
    ],
    ['PUT', 'buckets/nope/quota', { enabled: false }, 404, MINIO_BUCKET_MESSAGES.noSuchBucket],
    ['GET', 'bucket/nope/access-rules', undefined, 404, MINIO_BUCKET_MESSAGES.noSuchBucket],
  ])('%s %s is refused with %i', async (method, path, body, status, message) => {
    logInAs(ROOT_USER);
    const answer = await call(method, path, body);

    expect(answer.status).toBe(status);
    expect(apiErrorSchema.parse(answer.body).message).toContain(message);
  });

  it('refuses a user without the rights with MinIO’s access denied, and answers GET versioning with {}', async () => {
    logInAs(READONLY_USER);

    expectError(await call('PUT', 'buckets/photos/tags', { tags: {} }), 403, MINIO_MESSAGES.accessDenied);
    expectError(await call('GET', 'buckets/photos/quota'), 403, MINIO_MESSAGES.accessDenied);
    expect(await call('GET', 'buckets/photos/versioning')).toEqual({ status: 200, body: {} });
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', 'buckets/photos/quota')).status).toBe(401);
    expect((await call('PUT', 'bucket/photos/access-rules', { prefix: '', access: 'readonly' })).status).toBe(
      401,
    );
  });
});
