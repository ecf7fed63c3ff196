import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSession, type SessionClaims, sealSession } from './cookie.ts';

const key = randomBytes(32);
const now = Date.UTC(2026, 0, 1);
const claims: SessionClaims = {
  sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
  lastActiveAt: now / 1000,
  accessKey: 'TEMPKEY',
  secretKey: 'temp-secret',
  sessionToken: 'token',
  accountAccessKey: 'admin',
  expiresAt: now / 1000 + 3600,
};

function flipByte(value: string, index: number): string {
  const raw = Buffer.from(value, 'base64url');
  const at = index < 0 ? raw.length + index : index;
  raw[at] = (raw[at] ?? 0) ^ 0xff;
  return raw.toString('base64url');
}

describe('session cookie', () => {
  it('opens what it sealed', () => {
    expect(openSession(sealSession(claims, key), key, now)).toEqual(claims);
  });

  it('never shows the credentials in the cookie value', () => {
    const sealed = sealSession(claims, key);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('temp-secret');
  });

  it.each([
    ['no cookie', () => undefined],
    ['garbage', () => 'not-a-cookie'],
    ['a flipped ciphertext byte', () => flipByte(sealSession(claims, key), 14)],
    ['a flipped tag byte', () => flipByte(sealSession(claims, key), -1)],
    ['another key', () => sealSession(claims, randomBytes(32))],
    ['an expired session', () => sealSession({ ...claims, expiresAt: now / 1000 - 1 }, key)],
  ])('refuses %s', (_case, make) => {
    expect(openSession(make(), key, now)).toBeNull();
  });
});
