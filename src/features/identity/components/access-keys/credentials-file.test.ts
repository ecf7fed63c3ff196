import { describe, expect, it } from 'vitest';
import { aliasImportFile } from './credentials-file';

const KEYS = { accessKey: 'DEPLOYKEY0001', secretKey: 'deploy-secret-0001' };

describe('credentials file for mc alias import', () => {
  it.each([
    ["MinIO's endpoint from the answer", 'http://10.0.0.5:9000', 'https://ignored', 'http://10.0.0.5:9000'],
    [
      'the origin only (mc refuses a path)',
      'https://s3.example.com/minio/',
      undefined,
      'https://s3.example.com',
    ],
    [
      "the session's endpoint without one in the answer",
      undefined,
      'https://s3.example.com:9443',
      'https://s3.example.com:9443',
    ],
    [
      "the session's endpoint when the answer's is no URL",
      'not a url',
      'http://127.0.0.1:9000',
      'http://127.0.0.1:9000',
    ],
  ])('names %s', (_, url, sessionEndpoint, expected) => {
    expect(aliasImportFile({ ...KEYS, url }, sessionEndpoint)).toEqual({
      url: expected,
      ...KEYS,
      api: 's3v4',
      path: 'auto',
    });
  });

  it.each([
    ['no endpoint at all', undefined, undefined],
    ['endpoints that are not HTTP', 'ftp://files.example.com', 'file:///etc/passwd'],
  ])('is not offered with %s', (_, url, sessionEndpoint) => {
    expect(aliasImportFile({ ...KEYS, url }, sessionEndpoint)).toBeNull();
  });
});
