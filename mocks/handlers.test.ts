import { describe, expect, it } from 'vitest';
import { loginDetailsSchema } from '../src/contract/auth';
import { apiErrorSchema } from '../src/contract/errors';
import { LOGIN_REFUSED } from '../src/contract/login-refusal';
import { sessionResponseSchema } from '../src/contract/session';
import {
  currentUser,
  logInAs,
  memoryPersistence,
  READONLY_USER,
  ROOT_USER,
  restartCount,
  webStoragePersistence,
} from './model';

/** The mocks answer under any base: the root and a sub-path, as the console can be served from either. */
const BASES = ['http://localhost:3000/', 'http://localhost:3000/console/'];

const call = (base: string, method: string, path: string, body?: unknown) =>
  fetch(new URL(`api/v1/${path}`, base), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectError(response: Response, status: number, expected: Record<string, unknown>) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toEqual(expected);
  expect(apiErrorSchema.safeParse(body).success).toBe(true);
}

describe.each(BASES)('mock console API under %s', (base) => {
  it('GET /login describes the form login', async () => {
    const response = await call(base, 'GET', 'login');

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ loginStrategy: 'form', redirectRules: [], isK8S: false, animatedLogin: false });
    expect(loginDetailsSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['root', 'minioadmin', 'minioadmin', ROOT_USER],
    ['read-only', 'readonly', 'readonly123', READONLY_USER],
    ['root with spaces around the keys', '  minioadmin ', ' minioadmin', ROOT_USER],
  ])('POST /login as %s answers 204 with no body', async (_case, accessKey, secretKey, expected) => {
    const response = await call(base, 'POST', 'login', { accessKey, secretKey });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(currentUser()).toBe(expected);
  });

  it.each([
    ['an unknown access key', { accessKey: 'nobody', secretKey: 'x' }],
    ['a wrong secret key', { accessKey: 'minioadmin', secretKey: 'x' }],
    ['an STS token with keys that do not work', { accessKey: 'temp', secretKey: 'temp', sts: 'token' }],
  ])('POST /login with %s answers the one refusal, 401 "invalid login"', async (_case, login) => {
    const response = await call(base, 'POST', 'login', login);

    await expectError(response, 401, {
      code: 401,
      message: LOGIN_REFUSED.message,
      detailedMessage: LOGIN_REFUSED.detailedMessage,
    });
    expect(currentUser()).toBeNull();
  });

  it.each([
    ['missing keys', {}, /accessKey: .*secretKey: /s],
    ['blank keys', { accessKey: ' ', secretKey: 'x' }, /^accessKey: Enter an access key$/],
    ['a body that is not JSON', 'accessKey=minioadmin', /JSON/],
    [
      'an access key beyond Latin-1',
      { accessKey: 'min\u{d869}\u{dea9}admin', secretKey: 'minioadmin' },
      /^accessKey: The access key has printable ASCII characters only$/,
    ],
    [
      'a secret key with a line break',
      { accessKey: 'minioadmin', secretKey: 'minio\r\nadmin' },
      /^secretKey: The secret key has printable ASCII characters only$/,
    ],
    [
      'an access key of 129 characters',
      { accessKey: 'k'.repeat(129), secretKey: 'minioadmin' },
      /^accessKey: The access key has at most 128 characters$/,
    ],
    [
      'a session token of 6 KiB and one byte',
      { accessKey: 'minioadmin', secretKey: 'minioadmin', sts: 't'.repeat(6 * 1024 + 1) },
      /^sts: The session token has at most 6144 characters$/,
    ],
  ])('POST /login with %s answers 400 "Invalid request"', async (_case, body, detail) => {
    const response = await call(base, 'POST', 'login', body);

    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json());
    expect(error).toMatchObject({ code: 400, message: 'Invalid request' });
    expect(error.detailedMessage).toMatch(detail);
  });

  it('GET /session without a session answers 401 "invalid session"', async () => {
    await expectError(await call(base, 'GET', 'session'), 401, {
      code: 401,
      message: 'invalid session',
      detailedMessage: 'Your session has expired or is not valid. Log in again.',
    });
  });

  it('GET /session after login answers the session of the contract', async () => {
    await call(base, 'POST', 'login', { accessKey: 'readonly', secretKey: 'readonly123' });

    const response = await call(base, 'GET', 'session');

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(sessionResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      status: 'ok',
      operator: false,
      distributedMode: true,
      features: [],
      permissions: {
        'console-ui': ['s3:GetBucketLocation', 's3:GetObject'],
        'arn:aws:s3:::*': ['s3:GetBucketLocation', 's3:GetObject'],
      },
      allowResources: null,
      serverEndPoint: 'http://127.0.0.1:9000',
      envConstants: { maxConcurrentUploads: 10, maxConcurrentDownloads: 20 },
    });
  });

  it('GET /session reports hide-menu when the login asked for it', async () => {
    await call(base, 'POST', 'login', {
      accessKey: 'minioadmin',
      secretKey: 'minioadmin',
      features: { hide_menu: true },
    });

    const body = sessionResponseSchema.parse(await (await call(base, 'GET', 'session')).json());

    expect(body.features).toEqual(['hide-menu']);
    expect(body.permissions?.['console-ui']).toEqual(expect.arrayContaining(['s3:*', 'admin:*', 'kms:*']));
    expect(body.permissions?.['arn:aws:s3:::*']).toEqual(body.permissions?.['console-ui']);
  });

  it('POST /logout answers 200 with no body and ends the session, logged in or not', async () => {
    logInAs(ROOT_USER);

    for (const _ of [1, 2]) {
      const response = await call(base, 'POST', 'logout', {});
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    }
    expect(currentUser()).toBeNull();
    expect((await call(base, 'GET', 'session')).status).toBe(401);
  });

  it('POST /service/restart answers 204 for root', async () => {
    logInAs(ROOT_USER);

    const response = await call(base, 'POST', 'service/restart', {});

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(restartCount()).toBe(1);
  });

  it.each([
    ['without a session', null, {}, 401, 'invalid session'],
    ['for the read-only user', READONLY_USER, {}, 403, 'Access Denied.'],
    ['with a body other than {}', ROOT_USER, { now: true }, 400, 'Invalid request'],
  ])('POST /service/restart %s answers %i', async (_case, as, body, status, message) => {
    if (as) logInAs(as);

    const response = await call(base, 'POST', 'service/restart', body);

    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: status, message });
    expect(restartCount()).toBe(0);
  });

  it('POST /login/oauth2/auth answers 400: OpenID is not configured', async () => {
    await expectError(await call(base, 'POST', 'login/oauth2/auth', { code: 'c', state: 's' }), 400, {
      code: 400,
      message: 'OpenID login is not configured on this console',
    });
  });

  it.each([
    ['GET', 'no-such-operation'],
    ['DELETE', 'login'],
    ['PUT', 'session'],
  ])('%s /api/v1/%s is not an API operation: 404', async (method, path) => {
    await expectError(await call(base, method, path), 404, {
      code: 404,
      message: `${method} /api/v1/${path} is not an API operation`,
    });
  });
});

describe('session persistence', () => {
  it('keeps the session in memory by default', () => {
    const memory = memoryPersistence();
    memory.save({ accessKey: 'a', secretKey: 'b', hideMenu: false });
    expect(memory.load()).toEqual({ accessKey: 'a', secretKey: 'b', hideMenu: false });
  });

  it('keeps the session in a Web Storage area across "reloads", and forgets it on logout', () => {
    const first = webStoragePersistence(sessionStorage, 'test-session');
    first.save({ accessKey: 'minioadmin', secretKey: 'minioadmin', hideMenu: true });

    const afterReload = webStoragePersistence(sessionStorage, 'test-session');
    expect(afterReload.load()).toEqual({ accessKey: 'minioadmin', secretKey: 'minioadmin', hideMenu: true });

    afterReload.save(null);
    expect(sessionStorage.getItem('test-session')).toBeNull();
    expect(first.load()).toBeNull();
  });

  it.each(['not json', '{"accessKey":1}', 'null'])('ignores a stored value of %j', (stored) => {
    sessionStorage.setItem('test-session', stored);
    expect(webStoragePersistence(sessionStorage, 'test-session').load()).toBeNull();
    sessionStorage.removeItem('test-session');
  });
});
