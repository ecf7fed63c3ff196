import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_REFUSED } from '../../src/contract/login-refusal.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { s3ClientFor } from '../minio/s3-client.ts';
import { assumeRole } from '../minio/sts.ts';
import { openSession, type SessionClaims } from '../session/cookie.ts';
import { minioTestEnv } from '../test-support/console-app.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';

// Runs against a real MinIO that the 'integration' vitest project starts (see `npm test`).

const suffix = randomBytes(3).toString('hex');
const reader = { accessKey: `sess-ro-${suffix}`, secretKey: `sess-ro-secret-${suffix}` };
const accessKey = { accessKey: `sessak${suffix}`, secretKey: `sess-ak-secret-${suffix}` };
const sessionKey = randomBytes(32);

let env: ReturnType<typeof minioTestEnv>;
let mc: Mc;

beforeAll(() => {
  env = minioTestEnv();
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  mc.run(['admin', 'user', 'add', mc.alias, reader.accessKey, reader.secretKey]);
  mc.run(['admin', 'policy', 'attach', mc.alias, 'readonly', '--user', reader.accessKey]);
  mc.run([
    'admin',
    'user',
    'svcacct',
    'add',
    mc.alias,
    env.rootUser,
    '--access-key',
    accessKey.accessKey,
    '--secret-key',
    accessKey.secretKey,
  ]);
});

afterAll(() => {
  mc.run(['admin', 'user', 'svcacct', 'rm', mc.alias, accessKey.accessKey]);
  mc.run(['admin', 'user', 'rm', mc.alias, reader.accessKey]);
  mc.dispose();
});

function consoleApp(dataDir = mkdtempSync(join(tmpdir(), 'sess-data-'))) {
  const config = loadConfig({
    CONSOLE_MINIO_SERVER: env.endpoint,
    CONSOLE_STATIC_DIR: tmpdir(),
    CONSOLE_DATA_DIR: dataDir,
  });
  const app = createApp({ config, sessionKey });
  const request = (path: string, init?: RequestInit) => app.request(`http://127.0.0.1${path}`, init);
  const post = (path: string, body: object, cookie = '') =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  return {
    dataDir,
    logIn: (login: { accessKey: string; secretKey: string; sts?: string }) => post('/api/v1/login', login),
    logOut: (cookie: string) => post('/api/v1/logout', {}, cookie),
    sessionStatus: async (cookie: string) =>
      (await request('/api/v1/session', { headers: { cookie } })).status,
  };
}

async function loggedIn(app: ReturnType<typeof consoleApp>, keys: { accessKey: string; secretKey: string }) {
  const response = await app.logIn(keys);
  expect(response.status).toBe(204);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

type Temporary = { accessKey: string; secretKey: string; sts: string };

const claimsOf = (cookie: string) => openSession(cookie.replace(/^token=/, ''), sessionKey) as SessionClaims;

/**
 * What MinIO makes of the session's own credentials, asked by `mc ls`: 'known' when it authenticates them
 * (a readonly user may still be refused the listing), 'unknown' when it no longer knows them.
 */
function mcVerdict(claims: SessionClaims): string {
  const url = new URL(env.endpoint);
  // mc takes the parts of MC_HOST_* as they are, without percent-decoding them.
  const secret = [claims.accessKey, claims.secretKey, claims.sessionToken ?? ''].join(':');
  const configDir = mkdtempSync(join(tmpdir(), 'sess-mc-'));
  const result = spawnSync(process.env.MC_BINARY ?? 'mc', ['ls', 'session'], {
    env: {
      ...process.env,
      MC_CONFIG_DIR: configDir,
      MC_HOST_session: `${url.protocol}//${secret}@${url.host}`,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  rmSync(configDir, { recursive: true, force: true });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0 || output.includes('Access Denied.')) return 'known';
  if (output.includes('The Access Key Id you provided does not exist in our records.')) return 'unknown';
  return output;
}

describe('logout on a real MinIO', () => {
  it.each([
    ['root', () => ({ accessKey: env.rootUser, secretKey: env.rootPassword })],
    ['a readonly user', () => reader],
  ])('ends %s’s STS credentials at MinIO itself', async (_who, keys) => {
    const app = consoleApp();
    const cookie = await loggedIn(app, keys());
    const claims = claimsOf(cookie);
    expect(claims.selfRevocable).toBe(true);
    expect(await app.sessionStatus(cookie)).toBe(200);
    expect(mcVerdict(claims)).toBe('known');

    expect((await app.logOut(cookie)).status).toBe(200);

    expect(await app.sessionStatus(cookie)).toBe(401);
    // Another replica, with no shared state at all, refuses it too: MinIO no longer knows the credentials.
    expect(await consoleApp().sessionStatus(cookie)).toBe(401);
    expect(mcVerdict(claims)).toBe('unknown');
    await expect(s3ClientFor(env.endpoint, 'us-east-1', claims).listBuckets()).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
  });

  it('ends only the session logged out, not the user’s other sessions', async () => {
    const app = consoleApp();
    const leaving = await loggedIn(app, reader);
    const staying = await loggedIn(app, reader);
    await app.logOut(leaving);
    expect(await app.sessionStatus(leaving)).toBe(401);
    expect(await app.sessionStatus(staying)).toBe(200);
  });

  it('ends an access key’s session across a restart, and not its keys', async () => {
    const app = consoleApp();
    const cookie = await loggedIn(app, accessKey);
    expect(claimsOf(cookie).selfRevocable).toBeUndefined();
    await app.logOut(cookie);
    expect(await app.sessionStatus(cookie)).toBe(401);
    expect(await consoleApp(app.dataDir).sessionStatus(cookie)).toBe(401);
    expect(await app.sessionStatus(await loggedIn(app, accessKey))).toBe(200);
  });
});

describe('login refusals on a real MinIO', () => {
  it('answers an unknown key, a wrong secret and an access key’s wrong secret alike', async () => {
    const app = consoleApp();
    const answers = await Promise.all(
      [
        { accessKey: `sess-nobody-${suffix}`, secretKey: 'whatever-secret' },
        { accessKey: reader.accessKey, secretKey: 'not-the-secret' },
        { accessKey: accessKey.accessKey, secretKey: 'not-the-secret' },
      ].map(async (keys) => {
        const response = await app.logIn(keys);
        return { status: response.status, body: await response.json() };
      }),
    );
    const expected = {
      status: 401,
      body: { code: 401, message: LOGIN_REFUSED.message, detailedMessage: LOGIN_REFUSED.detailedMessage },
    };
    expect(answers).toEqual([expected, expected, expected]);
  });

  describe('with temporary credentials brought by the client (sts)', () => {
    const temporary = () =>
      assumeRole({
        endpoint: env.endpoint,
        ...reader,
        durationSeconds: 900,
        tokenRevokeType: `sess-sts-${suffix}`,
      });

    it.each([
      ['a session token MinIO never issued', (t: Temporary) => ({ ...t, sts: 'not-a-token' })],
      ['a wrong secret with a real token', (t: Temporary) => ({ ...t, secretKey: 'not-the-secret' })],
      ['an unknown key with a real token', (t: Temporary) => ({ ...t, accessKey: `SESSNOBODY${suffix}` })],
    ])('refuses %s like wrong keys, and sets no cookie', async (_case, spoil) => {
      const { accessKey: key, secretKey, sessionToken } = await temporary();
      const response = await consoleApp().logIn(spoil({ accessKey: key, secretKey, sts: sessionToken }));
      expect(response.status).toBe(LOGIN_REFUSED.status);
      expect(await response.json()).toEqual({
        code: 401,
        message: LOGIN_REFUSED.message,
        detailedMessage: LOGIN_REFUSED.detailedMessage,
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('logs in with the credentials MinIO issued', async () => {
      const { accessKey: key, secretKey, sessionToken } = await temporary();
      const app = consoleApp();
      const response = await app.logIn({ accessKey: key, secretKey, sts: sessionToken });
      expect(response.status).toBe(204);
      const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      expect(await app.sessionStatus(cookie)).toBe(200);
    });
  });
});
