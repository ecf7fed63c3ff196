import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { argon2idOffThread } from './argon2-pool.ts';
import { openStream, SIO_NONCE_SIZE, type SioCipher, sealStream } from './sio.ts';

/**
 * madmin EncryptData / DecryptData: `salt(32) | algorithm id(1) | stream nonce(8) | sio stream`.
 * The password is the secret key of the credentials that sign the request.
 */

export const ALGORITHM_ARGON2ID_AES_GCM = 0x00;
export const ALGORITHM_ARGON2ID_CHACHA20_POLY1305 = 0x01;
export const ALGORITHM_PBKDF2_AES_GCM = 0x02;

const SALT_SIZE = 32;
const HEADER_SIZE = SALT_SIZE + 1 + SIO_NONCE_SIZE;
const KEY_SIZE = 32;
const PBKDF2_ITERATIONS = 8192;

const pbkdf2Async = promisify(pbkdf2);

export async function encryptData(password: string, plaintext: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const salt = randomBytes(SALT_SIZE);
  const nonce = randomBytes(SIO_NONCE_SIZE);
  const key = await argon2idKey(password, salt);
  const stream = sealStream({ cipher: 'aes-256-gcm', key, nonce }, plaintext);
  const output = new Uint8Array(HEADER_SIZE + stream.length);
  output.set(salt, 0);
  output[SALT_SIZE] = ALGORITHM_ARGON2ID_AES_GCM;
  output.set(nonce, SALT_SIZE + 1);
  output.set(stream, HEADER_SIZE);
  return output;
}

/** Throws `SioNotAuthenticError` for a wrong password or tampered data. */
export async function decryptData(password: string, data: Uint8Array): Promise<Uint8Array> {
  if (data.length < HEADER_SIZE) throw new Error('madmin: encrypted data is too short');
  const salt = data.subarray(0, SALT_SIZE);
  const algorithm = data[SALT_SIZE] ?? -1;
  const nonce = data.subarray(SALT_SIZE + 1, HEADER_SIZE);
  const { cipher, key } = await keyForAlgorithm(algorithm, password, salt);
  return openStream({ cipher, key, nonce }, data.subarray(HEADER_SIZE));
}

async function keyForAlgorithm(
  algorithm: number,
  password: string,
  salt: Uint8Array,
): Promise<{ cipher: SioCipher; key: Uint8Array }> {
  switch (algorithm) {
    case ALGORITHM_ARGON2ID_AES_GCM:
      return { cipher: 'aes-256-gcm', key: await argon2idKey(password, salt) };
    case ALGORITHM_ARGON2ID_CHACHA20_POLY1305:
      return { cipher: 'chacha20-poly1305', key: await argon2idKey(password, salt) };
    case ALGORITHM_PBKDF2_AES_GCM:
      return {
        cipher: 'aes-256-gcm',
        key: await pbkdf2Async(password, salt, PBKDF2_ITERATIONS, KEY_SIZE, 'sha256'),
      };
    default:
      throw new Error(`madmin: unknown encryption algorithm id ${algorithm}`);
  }
}

/** Derived on a worker thread: each derivation takes 64 MiB and a few hundred milliseconds of CPU. */
export async function argon2idKey(password: string, salt: Uint8Array): Promise<Uint8Array> {
  // hash-wasm refuses an empty password; MinIO secret keys are never empty.
  if (password === '') throw new Error('madmin: the password (secret key) must not be empty');
  return argon2idOffThread(password, salt);
}
