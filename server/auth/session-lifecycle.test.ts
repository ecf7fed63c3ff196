import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_REFUSED } from '../../src/contract/login-refusal.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openSession, sealSession } from '../session/cookie.ts';

/**
 * A MinIO that answers STS AssumeRole, accountinfo and revoke-tokens as the real one does, deciding by the
 * access key a request is signed with (it checks no signature).
 */
const STS_REFUSALS: Record<string, [number, string]> = {
  unknown: [403, 'The Access Key Id you provided does not exist in our records.'],
  wrong: [403, 'The request signature we calculated does not match the signature you provided.'],
  disabled: [403, 'Your account is disabled; please contact your administrator.'],
  svc: [403, 'Access Denied.'],
};
const LONG_TERM_KEYS = new Set(['user', 'svc']);

interface Seen {
  method: string;
  path: string;
  key: string;
  body: string;
}

let minio: Server;
let endpoint = '';
const seen: Seen[] = [];
const revokeTypes = new Map<string, string>();
const revoked = new Set<string>();

const stsError = (message: string) =>
  `<ErrorResponse><Error><Code>AccessDenied</Code><Message>${message}</Message></Error></ErrorResponse>`;
const stsSuccess = (key: string) =>
  `<AssumeRoleResponse><AssumeRoleResult><Credentials><AccessKeyId>${key}</AccessKeyId><SecretAccessKey>s</SecretAccessKey><SessionToken>t</SessionToken><Expiration>2099-01-01T00:00:00Z</Expiration></Credentials></AssumeRoleResult></AssumeRoleResponse>`;
const account = JSON.stringify({ AccountName: 'user', Server: { Type: 2 }, Policy: {} });
const noSuchKey = JSON.stringify({ Code: 'InvalidAccessKeyId', Message: 'The Access Key Id does not exist' });

beforeAll(async () => {
  minio = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const key = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ method: req.method ?? '', path, key, body });
    if (path === '/' && key === 'down') return res.writeHead(503).end();
    if (path === '/') {
      const refusal = STS_REFUSALS[key.replace(/-\d+$/, '')];
      if (refusal) return res.writeHead(refusal[0]).end(stsError(refusal[1]));
      const temporary = `TEMP${revokeTypes.size}`;
      revokeTypes.set(temporary, new URLSearchParams(body).get('TokenRevokeType') ?? '');
      return res.writeHead(200).end(stsSuccess(temporary));
    }
    const known = (revokeTypes.has(key) || LONG_TERM_KEYS.has(key)) && !revoked.has(key);
    if (!known) return res.writeHead(403).end(noSuchKey);
    if (path === '/minio/admin/v3/accountinfo') return res.writeHead(200).end(account);
    if (path === '/minio/admin/v3/revoke-tokens/builtin' && revokeTypes.get(key)) {
      revoked.add(key);
      return res.writeHead(200).end();
    }
    return res.writeHead(501).end(JSON.stringify({ Code: 'NotImplemented', Message: 'no' }));
  });
  minio.listen(0, '127.0.0.1');
  await once(minio, 'listening');
  endpoint = `http://127.0.0.1:${(minio.address() as AddressInfo).port}`;
});

afterAll(() => {
  minio.close();
});

beforeEach(() => {
  seen.length = 0;
});

const sessionKey = randomBytes(32);

function consoleApp(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'console-data-')),
) {
  const config = loadConfig({
    CONSOLE_MINIO_SERVER: endpoint,
    CONSOLE_STATIC_DIR: tmpdir(),
    CONSOLE_DATA_DIR: dataDir,
    ...env,
  });
  const app = createApp({ config, sessionKey });
  return {
    dataDir,
    request: (path: string, init: RequestInit = {}, peer = '127.0.0.1') =>
      app.request(`http://console.local${path}`, init, { incoming: { socket: { remoteAddress: peer } } }),
  };
}
type ConsoleApp = ReturnType<typeof consoleApp>;

const logIn = (app: ConsoleApp, accessKey: string, options: { peer?: string; headers?: object } = {}) =>
  app.request(
    '/api/v1/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ accessKey, secretKey: 'secret' }),
    },
    options.peer,
  );

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(';')[0] ?? '';

async function loggedIn(app: ConsoleApp, accessKey: string): Promise<string> {
  const response = await logIn(app, accessKey);
  expect(response.status).toBe(204);
  return cookieOf(response);
}

const sessionStatus = async (app: ConsoleApp, cookie: string) =>
  (await app.request('/api/v1/session', { headers: { cookie } })).status;

const logOut = (app: ConsoleApp, cookie: string) =>
  app.request('/api/v1/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });

describe('logging in', () => {
  it.each(['unknown', 'wrong', 'disabled'])(
    'answers keys MinIO refuses (%s) the one same way, no sooner than 250 ms',
    async (accessKey) => {
      const startedAt = Date.now();
      const response = await logIn(consoleApp(), accessKey);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(240);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 401,
        message: LOGIN_REFUSED.message,
        detailedMessage: LOGIN_REFUSED.detailedMessage,
      });
    },
  );

  it.each([
    ['a service account’s keys', 'svc', true],
    ['unknown keys', 'unknown', false],
    ['a wrong secret', 'wrong', false],
  ])('tries %s as an access key only when STS refused them as one', async (_case, accessKey, tried) => {
    await logIn(consoleApp(), accessKey);
    const accountInfo = seen.filter((r) => r.path === '/minio/admin/v3/accountinfo' && r.key === accessKey);
    expect(accountInfo.length > 0).toBe(tried);
  });

  it('reports MinIO failing as it is, not as a refusal', async () => {
    const response = await logIn(consoleApp(), 'down');
    expect(response.status).toBe(503);
  });

  it('asks STS for credentials with a TokenRevokeType of the session’s own', async () => {
    const app = consoleApp();
    await loggedIn(app, 'user');
    await loggedIn(app, 'user');
    const types = seen
      .filter((r) => r.path === '/')
      .map((r) => new URLSearchParams(r.body).get('TokenRevokeType'));
    expect(types).toEqual([expect.stringMatching(/^console-[\w-]{22}$/), expect.stringMatching(/^console-/)]);
    expect(types[0]).not.toBe(types[1]);
  });
});

describe('login throttling', () => {
  it('refuses an access key after 10 failures with 429 and Retry-After, from any client', async () => {
    const app = consoleApp();
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => logIn(app, 'wrong', { peer: `127.0.0.${i + 1}` })),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(10).fill(401));
    const throttled = await logIn(app, 'wrong', { peer: '127.0.0.99' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await throttled.json()).toMatchObject({ code: 429, message: 'Too many failed logins' });
    expect((await logIn(app, 'user', { peer: '127.0.0.99' })).status).toBe(204);
  });

  it('refuses a client after 20 failures, whatever the key, and only that client', async () => {
    const app = consoleApp();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn(app, `unknown-${i}`, { peer: '127.0.0.7' })),
    );
    expect((await logIn(app, 'user', { peer: '127.0.0.7' })).status).toBe(429);
    expect((await logIn(app, 'user', { peer: '127.0.0.8' })).status).toBe(204);
  });

  it.each([
    ['ignores X-Forwarded-For by default', {}, 429],
    ['believes X-Forwarded-For from a trusted proxy', { CONSOLE_TRUST_PROXY: 'on' }, 204],
  ])('%s', async (_case, env, status) => {
    const app = consoleApp(env);
    const from = (address: string) => ({ peer: '127.0.0.1', headers: { 'x-forwarded-for': address } });
    await Promise.all(Array.from({ length: 20 }, (_, i) => logIn(app, `unknown-${i}`, from('192.0.2.1'))));
    expect((await logIn(app, 'user', from('192.0.2.2'))).status).toBe(status);
  });
});

describe('logging out', () => {
  it('ends STS credentials at MinIO with a self-revoke signed by them', async () => {
    const app = consoleApp();
    const cookie = await loggedIn(app, 'user');
    expect(await sessionStatus(app, cookie)).toBe(200);
    expect((await logOut(app, cookie)).status).toBe(200);
    const revokes = seen.filter((r) => r.path === '/minio/admin/v3/revoke-tokens/builtin');
    expect(revokes).toEqual([
      expect.objectContaining({ method: 'POST', key: expect.stringMatching(/^TEMP/) }),
    ]);
    expect(await sessionStatus(app, cookie)).toBe(401);
  });

  it('ends an access-key session for good: after a restart and on replicas sharing the data folder', async () => {
    const app = consoleApp();
    const cookie = await loggedIn(app, 'svc');
    expect(await sessionStatus(app, cookie)).toBe(200);
    await logOut(app, cookie);
    expect(await sessionStatus(app, cookie)).toBe(401);
    expect(await sessionStatus(consoleApp({}, app.dataDir), cookie)).toBe(401);
    // Another access-key session of the same keys goes on.
    expect(await sessionStatus(app, await loggedIn(app, 'svc'))).toBe(200);
  });

  it('answers 200 and expires the cookie with no session at all', async () => {
    const response = await logOut(consoleApp(), '');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^token=; Max-Age=0/);
  });
});

describe('the idle timeout', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cookieIdleFor = (seconds: number) =>
    `token=${sealSession({ accessKey: 'svc', secretKey: 'secret', accountAccessKey: 'svc', expiresAt: now() + 3600, lastActiveAt: now() - seconds }, sessionKey)}`;

  it.each([
    ['a session idle longer than the timeout', 301, 401, false],
    ['a session active a few minutes ago, recording this activity', 120, 200, true],
    ['a session active seconds ago, leaving the cookie as it is', 10, 200, false],
  ])('%s', async (_case, idle, status, refreshed) => {
    const response = await consoleApp({ CONSOLE_IDLE_TIMEOUT: '5m' }).request('/api/v1/session', {
      headers: { cookie: cookieIdleFor(idle) },
    });
    expect(response.status).toBe(status);
    const renewed = openSession(cookieOf(response).replace(/^token=/, ''), sessionKey);
    expect(renewed?.lastActiveAt ?? null).toEqual(refreshed ? expect.closeTo(now(), -1) : null);
  });

  it('is off by default', async () => {
    const response = await consoleApp().request('/api/v1/session', {
      headers: { cookie: cookieIdleFor(86_400) },
    });
    expect(response.status).toBe(200);
  });
});

describe('the session cookie and headers over HTTP and HTTPS', () => {
  const https = { CONSOLE_PUBLIC_URL: 'https://console.example.com/console/' };
  it.each([
    [
      'plain HTTP under a sub-path',
      { CONSOLE_SUBPATH: '/console/' },
      {},
      /^token=[^;]+; Max-Age=\d+; Path=\/console\/; HttpOnly; SameSite=Lax$/,
    ],
    [
      'a public HTTPS URL',
      https,
      {},
      /^__Host-token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    ],
    [
      'a trusted proxy saying HTTPS',
      { CONSOLE_TRUST_PROXY: 'on' },
      { 'x-forwarded-proto': 'https' },
      /^__Host-token=.*; Path=\/; .*Secure/,
    ],
    ['an untrusted X-Forwarded-Proto', {}, { 'x-forwarded-proto': 'https' }, /^token=(?!.*Secure)/],
  ])('%s', async (_case, env, headers, expected) => {
    const app = consoleApp(env);
    const response = await logIn(app, 'user', { headers });
    expect(response.headers.get('set-cookie')).toMatch(expected);
    const request = { headers: { cookie: cookieOf(response), ...headers } };
    expect((await app.request('/api/v1/session', request)).status).toBe(200);
  });

  it.each([
    ['HTTP', {}, null],
    ['HTTPS', https, 'max-age=31536000'],
  ])('sends HSTS only over HTTPS (%s)', async (_case, env, hsts) => {
    const response = await consoleApp(env).request('/console/login');
    expect(response.headers.get('strict-transport-security')).toBe(hsts);
  });

  it.each([
    ['GET', '/api/v1/login'],
    ['GET', '/api/v1/session'],
    ['POST', '/api/v1/logout'],
    ['GET', '/api/v1/nothing'],
  ])('marks %s %s not to be stored', async (method, path) => {
    const response = await consoleApp().request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the app connect to its own origin only', async () => {
    const policy = (await consoleApp().request('/login')).headers.get('content-security-policy');
    expect(policy).toContain("connect-src 'self';");
  });
});
