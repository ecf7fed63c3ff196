import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_DETAILS_MESSAGES } from '../../src/contract/object-details.ts';
import {
  MAX_SHARE_TOKEN_LENGTH,
  mintShareToken,
  type SharedObject,
  shareTokenKey,
} from '../../src/contract/share-token.ts';
import { ConsoleError } from '../http/errors.ts';
import {
  MAX_PRESIGN_SECONDS,
  maxShareSeconds,
  sharedObject,
  sharedObjectDownload,
  shareExpirySeconds,
  shareLink,
} from './share-link.ts';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const OBJECT: SharedObject = {
  bucketName: 'photos',
  key: '2024/café #?+.txt',
  versionId: 'null',
  expiresAt: NOW / 1000 + 3600,
  url: 'http://127.0.0.1:9000/photos/2024/caf%C3%A9%20%23%3F%2B.txt?versionId=null&X-Amz-Signature=abc',
};

const key = await shareTokenKey(randomBytes(32));
const otherConsoleKey = await shareTokenKey(randomBytes(32));
const token = await mintShareToken(key, OBJECT);
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The token with one character of its payload (past the mac) changed. */
const tampered = (text: string) => {
  const index = text.length - 10;
  return `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
};

async function refusal(tokenText: string, nowMs = NOW): Promise<[number, string]> {
  try {
    await sharedObject(key, tokenText, nowMs);
  } catch (error) {
    if (error instanceof ConsoleError) return [error.status, error.message];
    throw error;
  }
  throw new Error('expected the token to be refused');
}

describe('share links', () => {
  it('are the console URL of an unpadded base64url token under the console sub-path', () => {
    const link = shareLink('https://console.example.com', '/console/', token);
    expect(link).toBe(`https://console.example.com/console/api/v1/download-shared-object/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('open to the one object the console minted them for', async () => {
    expect(await sharedObject(key, token, NOW)).toEqual(OBJECT);
  });

  const MALFORMED = [400, OBJECT_DETAILS_MESSAGES.invalidSharedUrl];
  const FORGED = [403, OBJECT_DETAILS_MESSAGES.shareLinkNotMinted];
  it.each([
    ['nothing', () => '', MALFORMED],
    ['padding', () => `${token}=`, MALFORMED],
    ['standard base64 characters', () => 'aHR0cDov+/', MALFORMED],
    ['a length no base64 has', () => 'A'.repeat(45), MALFORMED],
    ['no more than a mac', async () => base64url('m'.repeat(32)), MALFORMED],
    ['more characters than a link may have', () => 'A'.repeat(MAX_SHARE_TOKEN_LENGTH + 4), MALFORMED],
    [
      'a bare URL on MinIO, as links once carried',
      () => base64url('http://127.0.0.1:9000/minio/v2/metrics/cluster'),
      FORGED,
    ],
    [
      'a URL elsewhere',
      () => base64url('http://169.254.169.254/latest/meta-data/iam/security-credentials'),
      FORGED,
    ],
    ['a changed payload', () => tampered(token), FORGED],
    ['the mac of another console', () => mintShareToken(otherConsoleKey, OBJECT), FORGED],
    [
      'a genuine mac over something else',
      () => mintShareToken(key, { url: OBJECT.url } as SharedObject),
      MALFORMED,
    ],
  ])('are refused when the token is %s', async (_case, tokenOf, expected) => {
    expect(await refusal(await tokenOf())).toEqual(expected);
  });

  it.each([
    ['at its expiry', 0],
    ['after its expiry', 1000],
  ])('are refused %s', async (_case, lateMs) => {
    expect(await refusal(token, OBJECT.expiresAt * 1000 + lateMs)).toEqual([
      403,
      OBJECT_DETAILS_MESSAGES.shareLinkExpired,
    ]);
  });
});

describe('shared downloads', () => {
  /** A stand-in for MinIO on loopback: answers each path as the table says. */
  let minio: Server;
  let origin: string;
  const requested: string[] = [];

  beforeAll(async () => {
    minio = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url?.startsWith('/redirect')) {
        response.writeHead(302, { location: '/minio/v2/metrics/cluster' }).end();
        return;
      }
      const partial = request.headers.range === 'bytes=0-3';
      response
        .writeHead(partial ? 206 : 200, {
          'content-type': 'text/html',
          'x-amz-meta-secret': 'kept by MinIO',
          ...(partial ? { 'content-range': 'bytes 0-3/15' } : {}),
        })
        .end(partial ? '<scr' : '<script></script>');
    });
    await new Promise<void>((resolve) => minio.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(minio.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => minio.close(() => resolve())));

  const download = (path: string, range?: string) =>
    sharedObjectDownload(
      { ...OBJECT, url: `${origin}${path}` },
      { range, signal: AbortSignal.timeout(5000) },
    );

  it('are opaque attachments named after the key, whatever type the object has', async () => {
    const response = await download('/photos/page.html');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="caf%C3%A9%20%23%3F%2B\.txt"/,
    );
    expect(response.headers.get('x-amz-meta-secret')).toBeNull();
    expect(await response.text()).toBe('<script></script>');
  });

  it('pass one range on', async () => {
    const response = await download('/photos/page.html', 'bytes=0-3');
    expect([response.status, response.headers.get('content-range')]).toEqual([206, 'bytes 0-3/15']);
    expect(await response.text()).toBe('<scr');
  });

  it('follow no redirect', async () => {
    requested.length = 0;
    await expect(download('/redirect')).rejects.toMatchObject({ status: 502 });
    expect(requested).toEqual(['/redirect']);
  });
});

const thrown = (call: () => unknown): ConsoleError => {
  try {
    call();
  } catch (error) {
    if (error instanceof ConsoleError) return error;
    throw error;
  }
  throw new Error('expected a ConsoleError');
};

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
