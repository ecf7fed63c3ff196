import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security.ts';

const connectSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('connect-src'));

describe("the app's Content-Security-Policy", () => {
  it.each([
    [undefined, "connect-src 'self'"],
    [new URL('https://minio.example.com'), "connect-src 'self' https://minio.example.com"],
    [new URL('http://127.0.0.1:9000/'), "connect-src 'self' http://127.0.0.1:9000"],
  ])('with MinIO public at %s connects to exactly: %s', (minioPublicUrl, expected) => {
    expect(connectSrc(contentSecurityPolicy(minioPublicUrl))).toBe(expected);
  });

  it('changes nothing else when MinIO is public', () => {
    const without = contentSecurityPolicy(undefined).split('; ');
    const withMinio = contentSecurityPolicy(new URL('https://minio.example.com')).split('; ');
    expect(withMinio.filter((directive) => !without.includes(directive))).toHaveLength(1);
  });
});

describe('framing', () => {
  const app = new Hono();
  app.use(securityHeaders({ publicUrl: undefined, trustProxy: false, minioPublicUrl: undefined }));
  app.get('*', (c) => c.html('<p>page</p>'));

  const frameAncestors = (policy: string | null) =>
    policy?.split('; ').find((directive) => directive.startsWith('frame-ancestors'));

  it.each([
    ['/namespaces/team-a/tenants/alpha/hop', "frame-ancestors 'none'", 'DENY'],
    ['/api/v1/session', "frame-ancestors 'none'", 'DENY'],
    ['/api/proxy/team-a/alpha/', "frame-ancestors 'self'", 'SAMEORIGIN'],
    ['/api/proxy/team-a/alpha/browser/photos', "frame-ancestors 'self'", 'SAMEORIGIN'],
    ['/api/proxyish/team-a/alpha/', "frame-ancestors 'none'", 'DENY'],
  ])('%s may be framed by: %s (%s)', async (path, policy, frameOptions) => {
    const response = await app.request(path);
    expect(frameAncestors(response.headers.get('content-security-policy'))).toBe(policy);
    expect(response.headers.get('x-frame-options')).toBe(frameOptions);
  });

  it('keeps the tenant console to this origin, revalidating its files', async () => {
    const response = await app.request('/api/proxy/team-a/alpha/static/main.js');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ').filter((directive) => directive.includes('http'))).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });
});
