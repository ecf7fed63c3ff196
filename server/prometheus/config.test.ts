import { describe, expect, it } from 'vitest';
import { prometheusConfigFrom } from './config.ts';

const URL_ONLY = { CONSOLE_PROMETHEUS_URL: 'http://127.0.0.1:9090/' };

describe('the Prometheus configuration', () => {
  it('is absent without CONSOLE_PROMETHEUS_URL', () => {
    expect(prometheusConfigFrom({})).toBeUndefined();
  });

  it.each([
    [URL_ONLY, { url: 'http://127.0.0.1:9090', jobId: 'minio-job', authorization: undefined }],
    [
      { ...URL_ONLY, CONSOLE_PROMETHEUS_JOB_ID: 'cluster', CONSOLE_PROMETHEUS_AUTH_TOKEN: 'abc' },
      { url: 'http://127.0.0.1:9090', jobId: 'cluster', authorization: 'Bearer abc' },
    ],
    [
      { ...URL_ONLY, CONSOLE_PROMETHEUS_USERNAME: 'prom', CONSOLE_PROMETHEUS_PASSWORD: 'secret' },
      { url: 'http://127.0.0.1:9090', jobId: 'minio-job', authorization: 'Basic cHJvbTpzZWNyZXQ=' },
    ],
    [
      { CONSOLE_PROMETHEUS_URL: 'https://metrics.example.com/prometheus' },
      { url: 'https://metrics.example.com/prometheus', jobId: 'minio-job', authorization: undefined },
    ],
  ])('reads %o', (env, config) => {
    expect(prometheusConfigFrom(env)).toEqual(config);
  });

  it.each([
    [{ CONSOLE_PROMETHEUS_URL: 'ftp://host' }, /must be an http\(s\) URL/],
    [{ CONSOLE_PROMETHEUS_URL: 'http://user:pw@host' }, /no credentials/],
    [{ CONSOLE_PROMETHEUS_URL: 'http://host/?q=1' }, /no credentials, query/],
    [{ ...URL_ONLY, CONSOLE_PROMETHEUS_JOB_ID: 'a b' }, /CONSOLE_PROMETHEUS_JOB_ID must be/],
    [{ ...URL_ONLY, CONSOLE_PROMETHEUS_JOB_ID: 'x'.repeat(129) }, /CONSOLE_PROMETHEUS_JOB_ID must be/],
    [{ ...URL_ONLY, CONSOLE_PROMETHEUS_AUTH_TOKEN: 't', CONSOLE_PROMETHEUS_USERNAME: 'u' }, /not both/],
    [{ ...URL_ONLY, CONSOLE_PROMETHEUS_USERNAME: 'u' }, /must be set together/],
  ])('refuses %o', (env, message) => {
    expect(() => prometheusConfigFrom(env)).toThrow(message);
  });
});
