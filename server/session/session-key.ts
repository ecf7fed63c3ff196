import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const KEY_TEXT = /^[0-9a-f]{64}$/i;

/**
 * The key that encrypts session cookies. A configured passphrase and salt give every replica the same key;
 * otherwise a generated key is kept in the data folder so a restart does not end everyone's session.
 * A key file that is damaged or open to other users is refused, never replaced: replacing it would end
 * every session, and a key others can read lets them forge any session.
 */
export function loadSessionKey(options: { dataDir: string; passphrase?: string; salt?: string }): Buffer {
  if (options.passphrase && options.salt) {
    return pbkdf2Sync(options.passphrase, options.salt, 210_000, KEY_BYTES, 'sha512');
  }
  const file = join(options.dataDir, 'session.key');
  return readKeyFile(file) ?? createKeyFile(options.dataDir, file);
}

function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  refuseOpenPermissions(file);
  if (!KEY_TEXT.test(text)) {
    throw new Error(
      `The session key file ${file} does not hold a ${KEY_BYTES}-byte key (${KEY_BYTES * 2} hex digits). ` +
        'Restore it, or delete it to generate a new key (which ends every session).',
    );
  }
  return Buffer.from(text, 'hex');
}

function refuseOpenPermissions(file: string): void {
  // Windows has no group and other permission bits to check.
  if (process.platform === 'win32') return;
  if ((statSync(file).mode & 0o077) !== 0) {
    throw new Error(
      `The session key file ${file} can be read or written by other users. Run: chmod 600 '${file}'`,
    );
  }
}

function createKeyFile(dataDir: string, file: string): Buffer {
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two replicas start at once, the second keeps the first one's key.
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stored = readKeyFile(file);
    if (stored) return stored;
    throw error;
  }
  return key;
}
