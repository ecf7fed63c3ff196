import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { objectContentHeaders } from './http/security.ts';
import { sealSession } from './session/cookie.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'console-static-'));
const sessionKey = randomBytes(32);
const dataDir = mkdtempSync(join(tmpdir(), 'console-data-'));

function appAt(subPath: string) {
  // Port 9 on loopback refuses connections: MinIO is "unreachable" for these tests.
  const config = loadConfig({
    CONSOLE_SUBPATH: subPath,
    CONSOLE_STATIC_DIR: staticDir,
    CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9',
    CONSOLE_DATA_DIR: dataDir,
  });
  return createApp({ config, sessionKey });
}

beforeAll(() => {
  writeFileSync(join(staticDir, 'index.html'), '<html><head><base href="/" /></head><body></body></html>');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
});

const sessionCookie = () =>
  `token=${sealSession({ accessKey: 'k', secretKey: 's', accountAccessKey: 'k', expiresAt: Math.floor(Date.now() / 1000) + 60 }, sessionKey)}`;

describe('the console server', () => {
  it.each([
    ['/', '/'],
    ['/console/', '/console/'],
  ])('serves index.html under %s with the base rewritten and no caching', async (subPath, base) => {
    const response = await appAt(subPath).request(`${subPath}buckets/photos/browse`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`<base href="${base}" />`);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await appAt('/console/').request('/console/assets/app-1234.js');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('answers a missing asset with 404, not the index page', async () => {
    const response = await appAt('/console/').request('/console/assets/gone-5678.js');
    expect(response.status).toBe(404);
  });

  it('answers behind a proxy that strips the sub-path too', async () => {
    const response = await appAt('/console/').request('/assets/app-1234.js');
    expect(response.status).toBe(200);
  });

  it.each(['/assets/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd'])(
    'never serves files outside the app (%s)',
    async (path) => {
      const response = await appAt('/').request(path);
      expect(await response.text()).not.toContain('root:');
    },
  );

  it('sends strict security headers with no inline script allowed', async () => {
    const response = await appAt('/').request('/login');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['text/html', 'sandbox'],
    ['image/svg+xml', 'sandbox'],
    ['text/plain; charset=utf-8', 'sandbox'],
    ['application/pdf', "frame-ancestors 'self'"],
  ])('serves stored %s content under a policy with %s', (contentType, expected) => {
    expect(objectContentHeaders(contentType).policy).toContain(expected);
    expect(objectContentHeaders(contentType).frameOptions).toBe('SAMEORIGIN');
  });

  it.each([
    ['GET', '/api/v1/session', {}, 401, 'invalid session'],
    ['GET', '/api/v1/nothing-here', {}, 404, 'GET /api/v1/nothing-here is not an API operation'],
    ['POST', '/api/v1/login', { origin: 'http://evil.example' }, 403, 'Cross-site request refused'],
    ['POST', '/api/v1/logout', { 'sec-fetch-site': 'cross-site' }, 403, 'Cross-site request refused'],
    ['POST', '/api/v1/login', {}, 400, 'Invalid request'],
  ])('%s %s %j → %i %s', async (method, path, headers, status, message) => {
    const response = await appAt('/').request(path, {
      method,
      headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: status, message });
  });

  it.each(['not json', ''])('refuses a body that is not JSON (%j) with 400', async (body) => {
    const response = await appAt('/').request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Invalid request',
      detailedMessage: 'The request body must be JSON',
    });
  });

  it('says clearly when MinIO cannot be reached', async () => {
    const response = await appAt('/').request('/api/v1/session', { headers: { cookie: sessionCookie() } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: 'MinIO is unreachable, please try again' });
  });

  it('logs out by expiring the cookie', async () => {
    const response = await appAt('/console/').request('/console/api/v1/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sessionCookie() },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/token=;/);
    expect(setCookie).toMatch(/Max-Age=0/);
    expect(setCookie).toMatch(/Path=\/console\//);
  });
});
