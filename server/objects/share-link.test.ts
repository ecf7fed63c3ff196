import { describe, expect, it } from 'vitest';
import { OBJECT_DETAILS_MESSAGES } from '../../src/contract/object-details.ts';
import { ConsoleError } from '../http/errors.ts';
import {
  MAX_PRESIGN_SECONDS,
  maxShareSeconds,
  sharedFileName,
  sharedObjectUrl,
  shareExpirySeconds,
  shareLink,
  shareToken,
} from './share-link.ts';

const MINIO = 'http://127.0.0.1:9000';
const PRESIGNED =
  'http://127.0.0.1:9000/photos/2024/caf%C3%A9%20%23%3F%2B.txt?versionId=null&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc';

const thrown = (call: () => unknown): ConsoleError => {
  try {
    call();
  } catch (error) {
    if (error instanceof ConsoleError) return error;
    throw error;
  }
  throw new Error('expected a ConsoleError');
};

describe('share links', () => {
  it('carry the presigned URL as unpadded base64url under the console sub-path', () => {
    const link = shareLink('https://console.example.com', '/console/', PRESIGNED);
    const token = link.split('/').at(-1) ?? '';

    expect(link).toBe(`https://console.example.com/console/api/v1/download-shared-object/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').toString('utf8')).toBe(PRESIGNED);
  });

  it('decode back to the URL they were made from', () => {
    expect(sharedObjectUrl(shareToken(PRESIGNED), MINIO).toString()).toBe(PRESIGNED);
  });

  it.each([
    ['another host', 'http://169.254.169.254/latest/meta-data', 403],
    ['another port of the same host', 'http://127.0.0.1:9001/photos/a.txt', 403],
    ['another scheme', 'https://127.0.0.1:9000/photos/a.txt', 403],
    ['credentials in the URL', 'http://user:pass@127.0.0.1:9000/photos/a.txt', 403],
    ['a host that only starts like ours', 'http://127.0.0.1:90000/photos/a.txt', 400],
    ['a file URL', 'file:///etc/passwd', 400],
    ['text that is not a URL', 'not a url', 400],
  ])('are refused when they point to %s', (_case, url, status) => {
    expect(thrown(() => sharedObjectUrl(shareToken(url), MINIO)).status).toBe(status);
  });

  it.each([
    ['padding', `${shareToken(PRESIGNED)}=`],
    ['standard base64 characters', 'aHR0cDov+/'],
    ['nothing', ''],
  ])('are refused with 400 when the token has %s', (_case, token) => {
    const error = thrown(() => sharedObjectUrl(token, MINIO));
    expect([error.status, error.message]).toEqual([400, OBJECT_DETAILS_MESSAGES.invalidSharedUrl]);
  });

  it('name the download after the key, whatever its characters', () => {
    expect(sharedFileName(new URL(PRESIGNED))).toBe('café #?+.txt');
  });
});

describe('share link expiry', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const nowSeconds = now / 1000;

  it.each([
    ['what is left of the session', nowSeconds + 3600, 3600],
    ['at most seven days', nowSeconds + 30 * 86_400, MAX_PRESIGN_SECONDS],
    ['nothing once the session is over', nowSeconds - 5, 0],
  ])('lasts at most %s', (_case, expiresAt, expected) => {
    expect(maxShareSeconds(expiresAt, now)).toBe(expected);
  });

  it.each([
    [undefined, 3600, 3600],
    ['', 3600, 3600],
    ['600s', 3600, 600],
    ['1h', 3600, 3600],
    ['1h30s', 3600, 3600],
    ['90m', 86_400, 5400],
  ])('expires=%s with a maximum of %ss lasts %ss', (expires, max, expected) => {
    expect(shareExpirySeconds(expires, max)).toBe(expected);
  });

  it.each([
    ['2h', 3600, 400, OBJECT_DETAILS_MESSAGES.expiryTooLong],
    ['soon', 3600, 400, 'Invalid request'],
    ['0s', 3600, 400, 'Invalid request'],
  ])('refuses expires=%s with a maximum of %ss', (expires, max, status, message) => {
    const error = thrown(() => shareExpirySeconds(expires, max));
    expect([error.status, error.message]).toEqual([status, message]);
  });
});
