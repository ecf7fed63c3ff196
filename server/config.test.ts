import { describe, expect, it } from 'vitest';
import { loadConfig, normaliseSubPath, parseDurationSeconds } from './config.ts';

describe('configuration', () => {
  it.each([
    ['12h', 43_200],
    ['90m', 5_400],
    ['1h30m', 5_400],
    ['45s', 45],
    ['3600', 3_600],
  ])('duration %s is %i seconds', (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(['', 'h', '12 hours', '1d', '-5m'])('refuses the duration %j', (text) => {
    expect(() => parseDurationSeconds(text)).toThrow(/Invalid duration/);
  });

  it.each([
    ['', '/'],
    ['/', '/'],
    ['console', '/console/'],
    ['/console', '/console/'],
    ['/console/', '/console/'],
    ['//a/b//', '/a/b/'],
  ])('sub-path %j becomes %j', (input, expected) => {
    expect(normaliseSubPath(input)).toBe(expected);
  });

  it('has local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      minioServer: 'http://127.0.0.1:9000',
      host: '127.0.0.1',
      port: 9090,
      subPath: '/',
      sessionSeconds: 43_200,
      maxConcurrentUploads: 10,
      maxConcurrentDownloads: 20,
    });
  });

  it('takes flags over the environment', () => {
    const config = loadConfig({ CONSOLE_PORT: '9999' }, ['--port', '8080', '--host=0.0.0.0']);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0' });
  });

  it.each([
    [{}, { sessionSeconds: 43_200, idleSeconds: 0, trustProxy: false, publicUrl: undefined, subPath: '/' }],
    [{ CONSOLE_STS_DURATION: '15m' }, { sessionSeconds: 900 }],
    [{ CONSOLE_STS_DURATION: '8760h' }, { sessionSeconds: 31_536_000 }],
    [{ CONSOLE_IDLE_TIMEOUT: '30m' }, { idleSeconds: 1_800 }],
    [{ CONSOLE_IDLE_TIMEOUT: 'off' }, { idleSeconds: 0 }],
    [{ CONSOLE_TRUST_PROXY: 'on' }, { trustProxy: true }],
    [{ CONSOLE_TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{}, { ldapEnabled: false }],
    [{ CONSOLE_LDAP_ENABLED: 'on' }, { ldapEnabled: true }],
    [
      { CONSOLE_PUBLIC_URL: 'https://console.example.com/console' },
      { subPath: '/console/', publicUrl: new URL('https://console.example.com/console') },
    ],
    [{ CONSOLE_PUBLIC_URL: 'https://console.example.com', CONSOLE_SUBPATH: '/' }, { subPath: '/' }],
    [
      { CONSOLE_PUBLIC_URL: 'https://example.com/console/', CONSOLE_SUBPATH: 'console' },
      { subPath: '/console/' },
    ],
    [
      { CONSOLE_PBKDF_PASSPHRASE: 'p', CONSOLE_PBKDF_SALT: 's' },
      { pbkdfPassphrase: 'p', pbkdfSalt: 's' },
    ],
    [{}, { minioPublicUrl: undefined }],
    [
      { CONSOLE_MINIO_PUBLIC_URL: 'https://minio.example.com' },
      { minioPublicUrl: new URL('https://minio.example.com/') },
    ],
    [
      { CONSOLE_MINIO_PUBLIC_URL: 'http://127.0.0.1:9000/' },
      { minioPublicUrl: new URL('http://127.0.0.1:9000') },
    ],
  ])('reads %j as %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it.each([
    [{ CONSOLE_PORT: 'abc' }, /CONSOLE_PORT must be a positive integer/],
    [{ CONSOLE_STS_DURATION: '5m' }, /at least 15m/],
    [{ CONSOLE_STS_DURATION: '8761h' }, /at most 8760h \(365 days/],
    [{ CONSOLE_STS_DURATION: '31536001' }, /at most 8760h/],
    [{ CONSOLE_IDLE_TIMEOUT: '4m' }, /CONSOLE_IDLE_TIMEOUT must be at least 5m/],
    [{ CONSOLE_IDLE_TIMEOUT: 'soon' }, /Invalid duration/],
    [{ CONSOLE_TRUST_PROXY: 'maybe' }, /CONSOLE_TRUST_PROXY must be on or off/],
    [{ CONSOLE_PUBLIC_URL: 'console.example.com' }, /CONSOLE_PUBLIC_URL must be an absolute URL/],
    [{ CONSOLE_PUBLIC_URL: 'ftp://console.example.com/' }, /http\(s\) URL/],
    [{ CONSOLE_PUBLIC_URL: 'https://a:b@console.example.com/' }, /no credentials/],
    [{ CONSOLE_PUBLIC_URL: 'https://console.example.com/?x=1' }, /query/],
    [
      { CONSOLE_PUBLIC_URL: 'https://example.com/console/', CONSOLE_SUBPATH: '/admin/' },
      /CONSOLE_SUBPATH \(\/admin\/\) and the path of CONSOLE_PUBLIC_URL \(\/console\/\) must be the same/,
    ],
    [{ CONSOLE_PBKDF_PASSPHRASE: 'only-the-passphrase' }, /must be set together/],
    [{ CONSOLE_PBKDF_SALT: 'only-the-salt' }, /must be set together/],
    [{ CONSOLE_MAX_CONCURRENT_UPLOADS: '0' }, /CONSOLE_MAX_CONCURRENT_UPLOADS/],
    [{ CONSOLE_MINIO_PUBLIC_URL: 'minio.example.com' }, /CONSOLE_MINIO_PUBLIC_URL must be an http\(s\) URL/],
    [
      { CONSOLE_MINIO_PUBLIC_URL: 'ftp://minio.example.com' },
      /CONSOLE_MINIO_PUBLIC_URL must be an http\(s\) URL/,
    ],
    [{ CONSOLE_MINIO_PUBLIC_URL: 'https://a:b@minio.example.com' }, /no credentials/],
    [{ CONSOLE_MINIO_PUBLIC_URL: 'https://example.com/minio/' }, /an origin alone/],
    [{ CONSOLE_MINIO_PUBLIC_URL: 'https://minio.example.com/?x=1' }, /an origin alone/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('SUBNET and the release service', () => {
  it.each([
    [{}, 'https://subnet.min.io', 'https://api.github.com'],
    [
      { CONSOLE_SUBNET_URL: 'http://127.0.0.1:2/', CONSOLE_RELEASES_URL: 'https://mirror.example/api/' },
      'http://127.0.0.1:2',
      'https://mirror.example/api',
    ],
  ])('%o', (env, subnetUrl, releasesUrl) => {
    expect(loadConfig(env)).toMatchObject({ subnetUrl, releasesUrl });
  });

  it.each(['ftp://subnet.example', 'subnet.example', 'https://subnet.example/?proxy=1'])(
    'refuses %s',
    (value) => {
      expect(() => loadConfig({ CONSOLE_SUBNET_URL: value })).toThrow(
        /CONSOLE_SUBNET_URL must be an http\(s\) URL/,
      );
    },
  );
});
