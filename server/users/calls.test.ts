import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../src/contract/users.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { SessionClaims } from '../session/cookie.ts';
import { missingFrom, namingUsers, policyNamesOf, removeUser, updateUser } from './calls.ts';

describe('policyNamesOf', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['readonly', ['readonly']],
    ['readonly,diagnostics', ['readonly', 'diagnostics']],
    [' readonly , ,diagnostics ', ['readonly', 'diagnostics']],
  ])('reads %j as %j', (list, names) => {
    expect(policyNamesOf(list)).toEqual(names);
  });
});

describe('missingFrom', () => {
  it.each([
    [[], ['a', 'b'], ['a', 'b']],
    [['a'], ['a', 'b', 'b'], ['b']],
    [['a', 'b'], ['a'], []],
  ])('of %j, wanting %j, is %j', (current, wanted, missing) => {
    expect(missingFrom(current, wanted)).toEqual(missing);
  });
});

describe('namingUsers', () => {
  it('answers MinIO’s "no such user" as a 404, not as a session whose user is gone', async () => {
    const noSuchUser = new MinioApiError(404, 'XMinioAdminNoSuchUser', 'The specified user does not exist.');
    await expect(namingUsers(Promise.reject(noSuchUser))).rejects.toMatchObject({
      status: 404,
      message: USER_MESSAGES.notFound,
      detailedMessage: 'The specified user does not exist.',
    });
  });
});

const session = (overrides: Partial<SessionClaims> = {}): SessionClaims => ({
  sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
  accessKey: 'TEMP',
  secretKey: 'temp-secret',
  sessionToken: 'token',
  accountAccessKey: 'alice',
  selfRevocable: true,
  lastActiveAt: 0,
  expiresAt: 0,
  ...overrides,
});

/** An admin client that records its calls; `bob` is in groups a and b, enabled. */
function recordingAdmin(accountName = 'alice') {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const admin = {
    accountInfo: async () => ({ AccountName: accountName }),
    getUserInfo: async () => ({ status: 'enabled', memberOf: ['a', 'b'] }),
    updateGroupMembers: record('updateGroupMembers'),
    setUserStatus: record('setUserStatus'),
    revokeTokens: record('revokeTokens'),
    removeUser: record('removeUser'),
  };
  return { admin: admin as unknown as AdminClient, calls };
}

describe('updateUser', () => {
  it('joins and leaves one group at a time, then disables the user and ends their sessions', async () => {
    const { admin, calls } = recordingAdmin();
    await updateUser(admin, session(), 'bob', { status: 'disabled', groups: ['b', 'c'] });
    expect(calls).toEqual([
      ['updateGroupMembers', { group: 'c', members: ['bob'], isRemove: false }],
      ['updateGroupMembers', { group: 'a', members: ['bob'], isRemove: true }],
      ['setUserStatus', 'bob', 'disabled'],
      ['revokeTokens', { user: 'bob', fullRevoke: true }],
    ]);
  });

  it('changes nothing that is already as asked', async () => {
    const { admin, calls } = recordingAdmin();
    await updateUser(admin, session(), 'bob', { status: 'enabled', groups: ['a', 'b'] });
    expect(calls).toEqual([]);
  });
});

describe('the session’s own user', () => {
  it.each([
    ['logged in with its keys', session(), 'alice', 'alice'],
    [
      'logged in with an access key of it',
      session({ selfRevocable: undefined, accountAccessKey: 'key' }),
      'alice',
      'alice',
    ],
    [
      'logged in with STS keys of it',
      session({ selfRevocable: undefined, accountAccessKey: 'TEMP' }),
      'alice',
      'alice',
    ],
  ])('cannot be deleted nor disabled when %s', async (_case, claims, accountName, name) => {
    const { admin, calls } = recordingAdmin(accountName);
    await expect(removeUser(admin, claims, name)).rejects.toMatchObject({
      status: 403,
      message: USER_MESSAGES.deleteSelf,
    });
    await expect(updateUser(admin, claims, name, { status: 'disabled', groups: [] })).rejects.toMatchObject({
      status: 403,
      message: USER_MESSAGES.disableSelf,
    });
    expect(calls).toEqual([]);
  });

  it('is not another user, whose sessions end before the user is deleted', async () => {
    const { admin, calls } = recordingAdmin();
    await removeUser(admin, session(), 'bob');
    expect(calls).toEqual([
      ['revokeTokens', { user: 'bob', fullRevoke: true }],
      ['removeUser', 'bob'],
    ]);
  });
});
