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
    [{ CONSOLE_PORT: 'abc' }, /CONSOLE_PORT must be a positive integer/],
    [{ CONSOLE_STS_DURATION: '5m' }, /at least 15m/],
    [{ CONSOLE_MAX_CONCURRENT_UPLOADS: '0' }, /CONSOLE_MAX_CONCURRENT_UPLOADS/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
