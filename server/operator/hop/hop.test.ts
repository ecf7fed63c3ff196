import { describe, expect, it } from 'vitest';
import { withProxyBase } from './forward.ts';
import { hopRequest } from './routes.ts';
import { configEnvVariables } from './tenant-console.ts';

describe('a proxy path', () => {
  it.each([
    ['/api/proxy/team-a/alpha/', { namespace: 'team-a', tenant: 'alpha' }, '/'],
    ['/api/proxy/team-a/alpha/api/v1/buckets', { namespace: 'team-a', tenant: 'alpha' }, '/api/v1/buckets'],
    ['/api/proxy/team-a/alpha', { namespace: 'team-a', tenant: 'alpha' }, undefined],
  ])('%s names the tenant and its console path', (path, target, consolePath) => {
    expect(hopRequest(path)).toEqual({ target, consolePath });
  });

  it.each([
    ['/api/proxy/team-a', 404],
    ['/api/proxy//alpha/', 404],
    ['/api/proxy/Team_A/alpha/', 400],
    ['/api/proxy/team-a/al/', 400],
    ['/api/proxy/team-a/alpha/a%2fb', 400],
    ['/api/proxy/team-a/alpha//evil.example/', 400],
    ['/api/proxy/team-a/alpha/%2e%2e/x', 400],
  ])('%s is refused with %i', (path, status) => {
    expect(() => hopRequest(path)).toThrow(expect.objectContaining({ status }));
  });
});

describe("the tenant console's page", () => {
  it.each([
    ['<head><base href="/"/></head>', '<head><base href="/console/api/proxy/ns/t/"/></head>'],
    ['<base href="/minio/" />', '<base href="/console/api/proxy/ns/t/minio/"/>'],
    ['<p>no base</p>', '<p>no base</p>'],
  ])('%s gets its base below the prefix', (page, rewritten) => {
    expect(withProxyBase(page, '/console/api/proxy/ns/t/')).toBe(rewritten);
  });
});

describe('config.env', () => {
  it.each([
    ['export MINIO_ROOT_USER="root"\n', 'root'],
    ['export MINIO_ROOT_USER="with \\"quote\\" and \\$"\n', 'with "quote" and $'],
    ["export MINIO_ROOT_USER='single'\n", 'single'],
    ['MINIO_ROOT_USER=bare\n', 'bare'],
    ['  export MINIO_ROOT_USER=spaced  \r\n', 'spaced'],
    ['# export MINIO_ROOT_USER=commented\n', undefined],
  ])('%j sets MINIO_ROOT_USER to %j', (text, value) => {
    expect(configEnvVariables(text).get('MINIO_ROOT_USER')).toBe(value);
  });
});
