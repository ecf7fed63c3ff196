import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, userSchema } from '../../src/contract/users';
import {
  accessKeysOf,
  groupDescription,
  MINIO_IAM_MESSAGES,
  ROOT_ACCESS_KEY,
  userExists,
} from '../iam-model';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { call, expectError } from './test-calls';

const newUser = (overrides: object = {}) => ({
  accessKey: 'erin',
  secretKey: 'erin-secret',
  groups: [],
  policies: [],
  ...overrides,
});

describe('user mocks answer as the console server does over MinIO', () => {
  it('knows the session users: root is not a user, the read-only session is the user "readonly"', () => {
    expect(ROOT_USER.accessKey).toBe(ROOT_ACCESS_KEY);
    expect(userExists(ROOT_USER.accessKey)).toBe(false);
    expect(userExists(READONLY_USER.accessKey)).toBe(true);
  });

  it('GET /users lists every user sorted, with its own policies and its groups', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', 'users');

    expect(status).toBe(200);
    expect(body.users.map((user: { accessKey: string }) => user.accessKey)).toEqual([
      'alice',
      'backup-bot',
      'bob',
      'carol',
      'dave',
      'readonly',
    ]);
    expect(body.users[3]).toEqual({
      accessKey: 'carol',
      policy: ['diagnostics'],
      memberOf: ['auditors', 'photo-team'],
      status: 'enabled',
    });
  });

  it('POST /users adds the user with its policies and groups (a new group is created) and answers 201', async () => {
    logInAs(ROOT_USER);
    const added = await call(
      'POST',
      'users',
      newUser({ policies: ['readonly'], groups: ['photo-team', 'new'] }),
    );

    expect(added.status).toBe(201);
    expect(userSchema.parse(added.body)).toEqual({
      accessKey: 'erin',
      policy: ['readonly'],
      memberOf: ['new', 'photo-team'],
      status: 'enabled',
    });
    expect((await call('GET', 'user/erin')).body).toMatchObject({ hasPolicy: true });
    expect(groupDescription('new').members).toEqual(['erin']);
  });

  it.each([
    ['an access key in use', newUser({ accessKey: 'alice' }), 400, USER_MESSAGES.taken],
    ["root's access key", newUser({ accessKey: ROOT_ACCESS_KEY }), 403, MINIO_IAM_MESSAGES.sameAsAdmin],
    ['a policy MinIO does not have', newUser({ policies: ['nope'] }), 404, MINIO_IAM_MESSAGES.noSuchPolicy],
    ['an invalid access key', newUser({ accessKey: 'a=b' }), 400, 'Invalid request'],
  ])('POST /users with %s is refused, and no user stays', async (_case, request, status, message) => {
    logInAs(ROOT_USER);

    expectError(await call('POST', 'users', request), status, message);
    expect(userExists('erin')).toBe(false);
  });

  it('GET /user/{name} says whether a policy reaches the user through a group', async () => {
    logInAs(ROOT_USER);

    expect((await call('GET', 'user/bob')).body).toEqual({
      accessKey: 'bob',
      policy: [],
      memberOf: ['photo-team'],
      status: 'enabled',
      hasPolicy: true,
    });
    expect((await call('GET', 'user/dave')).body).toMatchObject({ hasPolicy: true, status: 'disabled' });
  });

  it.each([
    ['GET', 'user/nobody', undefined],
    ['PUT', 'user/nobody', { status: 'enabled', groups: [] }],
    ['PUT', 'user/nobody/groups', { groups: [] }],
    ['GET', 'user/nobody/policies', undefined],
    ['DELETE', 'user/nobody', undefined],
  ])("%s %s of an unknown user answers 404 with MinIO's words as the detail", async (method, path, body) => {
    logInAs(ROOT_USER);

    expect(await call(method, path, body)).toEqual({
      status: 404,
      body: { code: 404, message: USER_MESSAGES.notFound, detailedMessage: MINIO_IAM_MESSAGES.noSuchUser },
    });
  });

  it.each([
    ['GET', 'users', undefined],
    ['POST', 'users', newUser()],
    ['GET', 'user/readonly', undefined],
    ['GET', 'user/readonly/policies', undefined],
    ['PUT', 'user/alice', { status: 'enabled', groups: [] }],
    ['DELETE', 'user/alice', undefined],
    ['PUT', 'users-groups-bulk', { users: ['alice'], groups: ['auditors'] }],
    ['POST', 'users/service-accounts', ['alice']],
  ])('%s %s is refused to the read-only user, even about itself', async (method, path, body) => {
    logInAs(READONLY_USER);

    expectError(await call(method, path, body), 403, MINIO_MESSAGES.accessDenied);
  });

  it('PUT /user/{name} makes the groups exactly those given, and sets the status', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('PUT', 'user/carol', {
      status: 'disabled',
      groups: ['auditors', 'new'],
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      accessKey: 'carol',
      policy: ['diagnostics'],
      memberOf: ['auditors', 'new'],
      status: 'disabled',
    });
    expect(groupDescription('photo-team').members).toEqual(['bob']);
  });

  it.each([
    ['disable', 'PUT', 'user/readonly', { status: 'disabled', groups: [] }, USER_MESSAGES.disableSelf],
    ['delete', 'DELETE', 'user/readonly', undefined, USER_MESSAGES.deleteSelf],
  ])('a user may not %s itself', async (_case, method, path, body, message) => {
    logInAs(READONLY_USER);

    expectError(await call(method, path, body), 403, message);
    expect(userExists('readonly')).toBe(true);
  });

  it('DELETE /user/{name} removes the user with its group memberships and access keys', async () => {
    logInAs(ROOT_USER);

    expect(await call('DELETE', 'user/alice')).toEqual({ status: 204, body: undefined });
    expect(userExists('alice')).toBe(false);
    expect(accessKeysOf('alice')).toEqual([]);
  });

  it('PUT /users-groups-bulk adds every user to every group, creating the new ones', async () => {
    logInAs(ROOT_USER);
    const answer = await call('PUT', 'users-groups-bulk', {
      users: ['alice', 'dave'],
      groups: ['auditors', 'new'],
    });

    expect(answer).toEqual({ status: 200, body: undefined });
    expect(groupDescription('auditors').members).toEqual(['carol', 'dave', 'alice']);
    expect(groupDescription('new').members).toEqual(['alice', 'dave']);
  });

  it('POST /users/service-accounts counts each user’s access keys, none for an unknown user', async () => {
    logInAs(ROOT_USER);

    expect((await call('POST', 'users/service-accounts', ['alice', 'bob', 'nobody'])).body).toEqual({
      userServiceAccountList: [
        { userName: 'alice', numSAs: 1 },
        { userName: 'bob', numSAs: 0 },
        { userName: 'nobody', numSAs: 0 },
      ],
      hasSA: true,
    });
  });

  it("GET /user/{name}/policies merges the statements of the user's own and its groups' policies", async () => {
    logInAs(ROOT_USER);
    const { body } = await call('GET', 'user/carol/policies');

    const merged = JSON.parse(body.policy);
    expect(merged.Version).toBe('2012-10-17');
    expect(merged.Statement.map((statement: { Action: string[] }) => statement.Action[0])).toEqual([
      'admin:OBDInfo',
      's3:GetBucketLocation',
      's3:*',
    ]);
  });
});
