import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const dir = mkdtempSync(join(tmpdir(), 'operator-config-'));
const caFile = join(dir, 'ca.crt');
writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
const notPem = join(dir, 'not.pem');
writeFileSync(notPem, 'hello');

describe('operator mode settings', () => {
  it.each([
    ['off by default', {}, undefined],
    [
      'an API address with its CA',
      {
        CONSOLE_OPERATOR_MODE: 'on',
        CONSOLE_K8S_API_URL: 'https://127.0.0.1:6443/',
        CONSOLE_K8S_CA_FILE: caFile,
      },
      { apiUrl: 'https://127.0.0.1:6443', ca: expect.any(Buffer) },
    ],
    [
      "an API address alone: the system's CAs",
      { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_URL: 'http://127.0.0.1:8080' },
      { apiUrl: 'http://127.0.0.1:8080', ca: undefined },
    ],
  ])('%s', (_, env, expected) => {
    expect(loadConfig(env).operator).toEqual(expected);
  });

  it.each([
    [
      'a mode that is neither on nor off',
      { CONSOLE_OPERATOR_MODE: 'maybe' },
      /CONSOLE_OPERATOR_MODE must be on or off/,
    ],
    [
      'an address that is not http(s)',
      { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_URL: 'ftp://cluster' },
      /CONSOLE_K8S_API_URL must be an http\(s\) URL/,
    ],
    [
      'a CA file that is missing',
      {
        CONSOLE_OPERATOR_MODE: 'on',
        CONSOLE_K8S_API_URL: 'https://cluster',
        CONSOLE_K8S_CA_FILE: join(dir, 'none'),
      },
      /CONSOLE_K8S_CA_FILE .* cannot be used/,
    ],
    [
      'a CA file without a certificate',
      { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_URL: 'https://cluster', CONSOLE_K8S_CA_FILE: notPem },
      /no PEM certificate/,
    ],
  ])('refuses to start with %s', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
