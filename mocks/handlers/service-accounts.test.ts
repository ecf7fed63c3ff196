import { describe, expect, it } from 'vitest';
import { serviceAccountSchema, serviceAccountsSchema } from '../../src/contract/service-accounts';
import { USER_MESSAGES } from '../../src/contract/users';
import { accessKeyInfo, accessKeysOf, MINIO_IAM_MESSAGES } from '../iam-model';
import { logInAs, MINIO_MESSAGES, MOCK_MINIO_URL, READONLY_USER, ROOT_USER } from '../model';
import { call, expectError } from './test-calls';

const RESTRICTION = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] }],
};

const givenKeys = (accessKey: string, extra: object = {}) => ({
  accessKey,
  secretKey: 'given-secret',
  ...extra,
});
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe('access key mocks answer as the console server does over MinIO', () => {
  it("GET /service-accounts lists the session's own access keys", async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', 'service-accounts');

    expect(status).toBe(200);
    expect(serviceAccountsSchema.parse(body)).toEqual([
      {
        accessKey: 'CIUPLOADER7K2M9QX4TB',
        name: 'CI uploads',
        description: 'Pushes release builds to backups',
        accountStatus: 'on',
        expiration: '2030-01-01T00:00:00Z',
      },
    ]);
    logInAs(READONLY_USER);
    expect((await call('GET', 'service-accounts')).body).toEqual([]);
  });

  it.each([
    ['POST', 'service-accounts', {}],
    ['POST', 'user/alice/service-accounts', {}],
  ])('%s %s answers 201 with keys MinIO generates and its address', async (method, path, body) => {
    logInAs(ROOT_USER);
    const { status, body: created } = await call(method, path, body);

    expect(status).toBe(201);
    expect(created).toEqual({
      accessKey: expect.stringMatching(/^[A-Z0-9]{20}$/),
      secretKey: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
      url: MOCK_MINIO_URL,
    });
  });

  it('POST /user/{name}/service-account-credentials keeps the keys, name, expiry and restricting policy given', async () => {
    logInAs(ROOT_USER);
    const expiry = inAnHour();
    const request = givenKeys('alice-ci', { name: 'ci', expiry, policy: JSON.stringify(RESTRICTION) });

    expect((await call('POST', 'user/alice/service-account-credentials', request)).body).toEqual({
      accessKey: 'alice-ci',
      secretKey: 'given-secret',
      url: MOCK_MINIO_URL,
    });
    expect(serviceAccountSchema.parse((await call('GET', 'service-accounts/alice-ci')).body)).toEqual({
      parentUser: 'alice',
      accountStatus: 'on',
      impliedPolicy: false,
      policy: JSON.stringify(RESTRICTION, null, 1),
      name: 'ci',
      expiration: expiry,
    });
  });

  it.each([
    [
      'a key in use',
      'user/alice/service-account-credentials',
      givenKeys('ALICELAPTOP4R8D2HZ1V'),
      400,
      MINIO_IAM_MESSAGES.accessKeyTaken,
    ],
    [
      "a user's access key",
      'user/alice/service-account-credentials',
      givenKeys('bob'),
      403,
      MINIO_IAM_MESSAGES.actionNotAllowed,
    ],
    ['a disabled user', 'user/dave/service-accounts', {}, 404, USER_MESSAGES.notFound],
    ['an unknown user', 'user/nobody/service-accounts', {}, 404, USER_MESSAGES.notFound],
    [
      'a policy MinIO refuses',
      'service-account-credentials',
      givenKeys('new-key', {
        policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [{ Effect: 'Maybe', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::x'] }],
        }),
      }),
      400,
      'invalid Effect Maybe',
    ],
  ])('creating an access key for %s is refused', async (_case, path, request, status, message) => {
    logInAs(ROOT_USER);

    expectError(await call('POST', path, request), status, message);
  });

  it('a restricting policy without version or statements leaves the key its parent’s policy', async () => {
    logInAs(ROOT_USER);
    await call('POST', 'service-account-credentials', givenKeys('new-key', { policy: '{"Statement":[]}' }));

    expect((await call('GET', 'service-accounts/new-key')).body).toMatchObject({
      impliedPolicy: true,
      policy: '',
    });
  });

  it('PUT /service-accounts/{key} sets the policy (none: the parent’s) and only the other fields given', async () => {
    logInAs(ROOT_USER);
    const answer = await call('PUT', 'service-accounts/CIUPLOADER7K2M9QX4TB', {
      policy: '',
      status: 'off',
      name: '',
      description: 'Edited',
    });

    expect(answer).toEqual({ status: 200, body: undefined });
    expect((await call('GET', 'service-accounts/CIUPLOADER7K2M9QX4TB')).body).toEqual({
      parentUser: ROOT_USER.accessKey,
      accountStatus: 'off',
      impliedPolicy: true,
      policy: '',
      name: 'CI uploads',
      description: 'Edited',
      expiration: '2030-01-01T00:00:00Z',
    });
  });

  it("a user reads, creates and deletes its own access keys, but only admins edit them or list them by the user's name", async () => {
    logInAs(READONLY_USER);

    expect((await call('POST', 'service-account-credentials', givenKeys('mine'))).status).toBe(201);
    expect((await call('GET', 'service-accounts/mine')).body).toMatchObject({ parentUser: 'readonly' });
    expectError(await call('PUT', 'service-accounts/mine', { policy: '' }), 403, MINIO_MESSAGES.accessDenied);
    expectError(await call('GET', 'user/readonly/service-accounts'), 403, MINIO_MESSAGES.accessDenied);
    expect(await call('DELETE', 'service-accounts/mine')).toEqual({ status: 204, body: undefined });
  });

  it.each([
    ['GET', 'service-accounts/ALICELAPTOP4R8D2HZ1V', 403, MINIO_MESSAGES.accessDenied],
    ['DELETE', 'service-accounts/ALICELAPTOP4R8D2HZ1V', 404, MINIO_IAM_MESSAGES.noAccessKeyToDelete],
    ['POST', 'user/alice/service-accounts', 403, MINIO_MESSAGES.accessDenied],
  ])(
    "%s %s of another user's key is refused to the read-only user",
    async (method, path, status, message) => {
      logInAs(READONLY_USER);

      expectError(await call(method, path, method === 'POST' ? {} : undefined), status, message);
      expect(accessKeyInfo('ALICELAPTOP4R8D2HZ1V').parent).toBe('alice');
    },
  );

  it.each([
    ['GET', 'service-accounts/NOSUCHKEY', MINIO_IAM_MESSAGES.noSuchAccessKey],
    ['PUT', 'service-accounts/NOSUCHKEY', MINIO_IAM_MESSAGES.noSuchAccessKey],
    ['DELETE', 'service-accounts/NOSUCHKEY', MINIO_IAM_MESSAGES.noAccessKeyToDelete],
  ])("%s %s of an unknown key answers 404 with MinIO's words", async (method, path, message) => {
    logInAs(ROOT_USER);

    expectError(await call(method, path, method === 'PUT' ? { policy: '' } : undefined), 404, message);
  });

  it('GET /user/{name}/service-accounts lists the user’s keys, and none for a user MinIO does not know', async () => {
    logInAs(ROOT_USER);

    expect((await call('GET', 'user/alice/service-accounts')).body).toEqual([
      { accessKey: 'ALICELAPTOP4R8D2HZ1V', name: 'Laptop', accountStatus: 'on' },
    ]);
    expect(await call('GET', 'user/nobody/service-accounts')).toEqual({ status: 200, body: [] });
  });

  it('DELETE /service-accounts/delete-multi deletes each key', async () => {
    logInAs(ROOT_USER);
    const keys = ['ALICELAPTOP4R8D2HZ1V', 'BACKUPNIGHTLY0S5W3JE'];

    expect(await call('DELETE', 'service-accounts/delete-multi', keys)).toEqual({
      status: 204,
      body: undefined,
    });
    expect([...accessKeysOf('alice'), ...accessKeysOf('backup-bot')]).toEqual([]);
  });

  it('DELETE /service-accounts/delete-multi stops at the first refusal and names the keys not deleted', async () => {
    logInAs(ROOT_USER);
    const keys = ['ALICELAPTOP4R8D2HZ1V', 'NOSUCHKEY', 'BACKUPNIGHTLY0S5W3JE'];

    expect(await call('DELETE', 'service-accounts/delete-multi', keys)).toEqual({
      status: 404,
      body: {
        code: 404,
        message: `The access key NOSUCHKEY could not be deleted: ${MINIO_IAM_MESSAGES.noAccessKeyToDelete}`,
        detailedMessage: 'Not deleted: NOSUCHKEY, BACKUPNIGHTLY0S5W3JE',
      },
    });
    expect(accessKeysOf('alice')).toEqual([]);
    expect(accessKeysOf('backup-bot')).toHaveLength(1);
  });
});
