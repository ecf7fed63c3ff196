import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.ts';

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
