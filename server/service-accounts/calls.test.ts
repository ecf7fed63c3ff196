import { describe, expect, it } from 'vitest';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import {
  createServiceAccount,
  deleteServiceAccounts,
  listServiceAccounts,
  serviceAccountInfo,
  updateServiceAccount,
} from './calls.ts';

const EPOCH = '1970-01-01T00:00:00Z';
const LATER = '2030-01-01T00:00:00Z';
const notFound = (key: string) =>
  new MinioApiError(404, 'XMinioInvalidIAMCredentials', `The specified service account ${key} is not found`);

describe('listServiceAccounts', () => {
  it('sorts the keys and leaves out the expiry of a key that never expires', async () => {
    const admin = {
      listServiceAccounts: async () => [
        { accessKey: 'b', parentUser: 'u', accountStatus: 'on', name: 'ci', expiration: LATER },
        { accessKey: 'a', parentUser: 'u', accountStatus: 'off', description: '', expiration: EPOCH },
      ],
    } as unknown as AdminClient;
    expect(await listServiceAccounts(admin, 'u')).toEqual([
      { accessKey: 'a', accountStatus: 'off' },
      { accessKey: 'b', accountStatus: 'on', name: 'ci', expiration: LATER },
    ]);
  });
});

describe('serviceAccountInfo', () => {
  it.each([
    ['the parent’s policy', true, ''],
    ['a restricting policy', false, '{"Statement":[]}'],
  ])('answers a key with %s', async (_case, impliedPolicy, policy) => {
    const admin = {
      infoServiceAccount: async () => ({
        parentUser: 'u',
        accountStatus: 'on',
        impliedPolicy,
        policy: '{"Statement":[]}',
        expiration: EPOCH,
      }),
    } as unknown as AdminClient;
    expect(await serviceAccountInfo(admin, 'k')).toEqual({
      parentUser: 'u',
      accountStatus: 'on',
      impliedPolicy,
      policy,
    });
  });
});

/** An admin client that records what it is asked to add or change. */
function recordingAdmin() {
  const sent: unknown[] = [];
  const admin = {
    addServiceAccount: async (account: { accessKey?: string; secretKey?: string }) => {
      sent.push(account);
      return {
        accessKey: account.accessKey ?? 'GENERATED',
        secretKey: account.secretKey ?? 'generated-secret',
      };
    },
    updateServiceAccount: async (_key: string, change: unknown) => {
      sent.push(change);
    },
  };
  return { admin: admin as unknown as AdminClient, sent };
}

describe('createServiceAccount', () => {
  it('sends the restricting policy as an object, and answers the keys with MinIO’s address', async () => {
    const { admin, sent } = recordingAdmin();
    const answer = await createServiceAccount(
      admin,
      'http://minio:9000',
      {
        accessKey: 'key1',
        secretKey: 'secret-1',
        policy: '{"Statement":[]}',
        comment: 'old clients',
        expiry: LATER,
      },
      'alice',
    );
    expect(answer).toEqual({ accessKey: 'key1', secretKey: 'secret-1', url: 'http://minio:9000' });
    expect(sent).toEqual([
      {
        accessKey: 'key1',
        secretKey: 'secret-1',
        targetUser: 'alice',
        policy: { Statement: [] },
        description: 'old clients',
        expiration: LATER,
      },
    ]);
  });

  it('leaves the keys and the policy to MinIO when none are given', async () => {
    const { admin, sent } = recordingAdmin();
    const answer = await createServiceAccount(admin, 'http://minio:9000', { policy: '  ' });
    expect(answer.accessKey).toBe('GENERATED');
    expect(sent).toEqual([{ targetUser: undefined, policy: undefined, description: undefined }]);
  });
});

describe('updateServiceAccount', () => {
  it('sends no policy for an empty one, so MinIO returns the key to its parent’s', async () => {
    const { admin, sent } = recordingAdmin();
    await updateServiceAccount(admin, 'k', { policy: '', status: 'off' });
    expect(sent).toEqual([expect.objectContaining({ newPolicy: undefined, newStatus: 'off' })]);
  });
});

describe('deleteServiceAccounts', () => {
  function adminRefusing(refused: string) {
    const deleted: string[] = [];
    const admin = {
      deleteServiceAccount: async (key: string) => {
        if (key === refused) throw notFound(key);
        deleted.push(key);
      },
    } as unknown as AdminClient;
    return { admin, deleted };
  }

  it('deletes each key once', async () => {
    const { admin, deleted } = adminRefusing('none');
    await deleteServiceAccounts(admin, ['a', 'b', 'a']);
    expect(deleted).toEqual(['a', 'b']);
  });

  it('starts no deletion after a failure, and names every key not deleted', async () => {
    const { admin, deleted } = adminRefusing('b');
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    await expect(deleteServiceAccounts(admin, keys)).rejects.toMatchObject({
      status: 404,
      message: 'The access key b could not be deleted: The specified service account b is not found',
      detailedMessage: 'Not deleted: b, e, f, g',
    });
    expect(deleted).toEqual(['a', 'c', 'd']);
  });
});
