import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient, MinioApiError } from './admin-client.ts';
import { assumeRole, type TemporaryCredentials } from './sts.ts';

// Runs against a real MinIO that the 'integration' vitest project starts (see `npm test`).

let endpoint = '';
let rootUser = '';
let rootPassword = '';
let session: TemporaryCredentials;
let admin: AdminClient;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  endpoint = process.env.MINIO_TEST_ENDPOINT ?? '';
  rootUser = process.env.MINIO_TEST_ROOT_USER ?? '';
  rootPassword = process.env.MINIO_TEST_ROOT_PASSWORD ?? '';
  if (!endpoint || !rootUser || !rootPassword) {
    throw new Error(
      'MINIO_TEST_ENDPOINT, MINIO_TEST_ROOT_USER and MINIO_TEST_ROOT_PASSWORD are not set: run the ' +
        "'integration' vitest project through `npm test`, which starts MinIO and sets them.",
    );
  }
  session = await assumeRole({
    endpoint,
    accessKey: rootUser,
    secretKey: rootPassword,
    durationSeconds: 900,
  });
  admin = new AdminClient({ endpoint, credentials: session });
});

afterAll(async () => {
  await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
});

const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

describe('admin API on a real MinIO, signed with STS session credentials', () => {
  it('adds a user (encrypted body), lists it (encrypted answer) and removes it', async () => {
    const accessKey = uniqueName('it-user');
    cleanups.push(() => admin.removeUser(accessKey));

    await admin.addUser(accessKey, `${accessKey}-secret`);
    expect((await admin.listUsers())[accessKey]).toMatchObject({ status: 'enabled' });

    await admin.removeUser(accessKey);
    expect(Object.keys(await admin.listUsers())).not.toContain(accessKey);
  });

  it('returns the account policy as an object and the backend type', async () => {
    const info = await admin.accountInfo();
    expect(info.AccountName).toBe(rootUser);
    expect(info.Policy).toMatchObject({ Version: '2012-10-17', Statement: expect.any(Array) });
    expect(info.Server.Type).toEqual(expect.any(Number));
  });

  it('streams trace entries and stops when the loop is left', async () => {
    const poke = setInterval(() => void admin.serverInfo().catch(() => undefined), 200);
    try {
      let entry: unknown;
      for await (const value of admin.serviceTrace({ calls: ['internal'] })) {
        entry = value;
        break;
      }
      expect(entry).toMatchObject({ funcname: expect.stringMatching(/^admin\./) });
    } finally {
      clearInterval(poke);
    }
  });
});

describe('AssumeRole refusals that decide the login logic', () => {
  it('refuses a wrong secret with AccessDenied', async () => {
    const error = await assumeRole({
      endpoint,
      accessKey: rootUser,
      secretKey: 'not-the-password',
      durationSeconds: 900,
    })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MinioApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    });
  });

  it("refuses a service account's keys with AccessDenied", async () => {
    const credentials = await admin.addServiceAccount({ name: uniqueName('it-sa') });
    cleanups.push(() => admin.deleteServiceAccount(credentials.accessKey));

    const error = await assumeRole({ endpoint, ...credentials, durationSeconds: 900 })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MinioApiError);
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied.' });
  });
});
