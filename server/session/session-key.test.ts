import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSessionKey } from './session-key.ts';

const KEY_HEX = 'ab'.repeat(32);

function dataDirWithKeyFile(content: string, mode: number): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-key-'));
  const file = join(dataDir, 'session.key');
  writeFileSync(file, content);
  chmodSync(file, mode);
  return dataDir;
}

describe('the session key', () => {
  it('is generated once into an owner-only file and read back after a restart', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'console-key-')), 'data');
    const first = loadSessionKey({ dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, 'session.key')).mode & 0o777).toBe(0o600);
    expect(loadSessionKey({ dataDir })).toEqual(first);
  });

  it('is derived from a passphrase and salt, the same on every replica', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-key-'));
    const derived = loadSessionKey({ dataDir, passphrase: 'p', salt: 's' });
    expect(loadSessionKey({ dataDir: '/nonexistent', passphrase: 'p', salt: 's' })).toEqual(derived);
  });

  it.each([
    [`${KEY_HEX}\n`, 0o600],
    [KEY_HEX, 0o400],
  ])('reads a good key file (%j, mode %o)', (content, mode) => {
    expect(loadSessionKey({ dataDir: dataDirWithKeyFile(content, mode) })).toEqual(
      Buffer.from(KEY_HEX, 'hex'),
    );
  });

  it.each([
    ['too short', KEY_HEX.slice(2), 0o600, /does not hold a 32-byte key \(64 hex digits\)/],
    ['too long', `${KEY_HEX}00`, 0o600, /does not hold a 32-byte key/],
    ['not hex', 'zz'.repeat(32), 0o600, /does not hold a 32-byte key/],
    ['empty', '', 0o600, /does not hold a 32-byte key/],
    ['readable by others', KEY_HEX, 0o644, /can be read or written by other users. Run: chmod 600 '/],
    ['readable by the group', KEY_HEX, 0o640, /chmod 600/],
    ['writable by others', KEY_HEX, 0o602, /chmod 600/],
  ])('refuses a key file that is %s, and leaves it as it was', (_case, content, mode, message) => {
    const dataDir = dataDirWithKeyFile(content, mode);
    expect(() => loadSessionKey({ dataDir })).toThrow(message);
    expect(readFileSync(join(dataDir, 'session.key'), 'utf8')).toBe(content);
  });
});
