import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/contract/account';
import { USER_MESSAGES } from '../../src/contract/users';
import { MINIO_IAM_MESSAGES } from '../iam-model';
import { currentUser, logInAs, logOut, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { call, expectError } from './test-calls';

const logIn = (accessKey: string, secretKey: string) => call('POST', 'login', { accessKey, secretKey });

describe('account mocks answer as the console server does over MinIO', () => {
  it('POST /account/change-password sets the own secret key: the session goes on, and the new key logs in', async () => {
    logInAs(READONLY_USER);
    const request = { current_secret_key: READONLY_USER.secretKey, new_secret_key: 'brand-new-secret' };

    expect(await call('POST', 'account/change-password', request)).toEqual({ status: 204, body: undefined });
    expect(currentUser()).toBe(READONLY_USER);
    logOut();
    expect((await logIn(READONLY_USER.accessKey, READONLY_USER.secretKey)).status).toBe(401);
    expect((await logIn(READONLY_USER.accessKey, 'brand-new-secret')).status).toBe(204);
  });

  it.each([
    [READONLY_USER, 'not-the-secret', ACCOUNT_MESSAGES.wrongPassword],
    [ROOT_USER, 'not-the-secret', ACCOUNT_MESSAGES.wrongPassword],
    [ROOT_USER, ROOT_USER.secretKey, MINIO_IAM_MESSAGES.sameAsAdmin],
  ])('POST /account/change-password of %o with %s is refused', async (user, current, message) => {
    logInAs(user);

    expectError(
      await call('POST', 'account/change-password', {
        current_secret_key: current,
        new_secret_key: 'brand-new-secret',
      }),
      403,
      message,
    );
    expect(currentUser()).toBe(user);
  });

  it("POST /account/change-user-password sets another user's secret key and answers 201", async () => {
    logInAs(ROOT_USER);
    const request = { selectedUser: READONLY_USER.accessKey, newSecretKey: 'brand-new-secret' };

    expect(await call('POST', 'account/change-user-password', request)).toEqual({
      status: 201,
      body: undefined,
    });
    logOut();
    expect((await logIn(READONLY_USER.accessKey, 'brand-new-secret')).status).toBe(204);
  });

  it.each([
    [ROOT_USER, 'nobody', 404, USER_MESSAGES.notFound],
    [READONLY_USER, 'alice', 403, MINIO_MESSAGES.accessDenied],
  ])(
    'POST /account/change-user-password as %o for %s is refused',
    async (user, selectedUser, status, message) => {
      logInAs(user);

      expectError(
        await call('POST', 'account/change-user-password', {
          selectedUser,
          newSecretKey: 'brand-new-secret',
        }),
        status,
        message,
      );
    },
  );
});
