import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;

/**
 * The key that encrypts session cookies. A configured passphrase and salt give every replica the same key;
 * otherwise a generated key is kept in the data folder so a restart does not end everyone's session.
 */
export function loadSessionKey(options: { dataDir: string; passphrase?: string; salt?: string }): Buffer {
  if (options.passphrase && options.salt) {
    return pbkdf2Sync(options.passphrase, options.salt, 210_000, KEY_BYTES, 'sha512');
  }
  const file = join(options.dataDir, 'session.key');
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (stored.length === KEY_BYTES) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
