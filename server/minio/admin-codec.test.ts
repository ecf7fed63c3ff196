import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHM_ARGON2ID_CHACHA20_POLY1305,
  ALGORITHM_PBKDF2_AES_GCM,
  argon2idKey,
  decryptData,
  encryptData,
} from './admin-codec.ts';
import { MAX_WAITING, WORKERS } from './argon2-pool.ts';
import { type SioCipher, sealStream } from './sio.ts';

const PASSWORD = 'minio-secret-key';

// madmin-go encrypt_test.go `decryptDataTests` (the entries with a non-empty password; hash-wasm's
// Argon2id cannot take an empty one). Both were made by madmin's EncryptData from zero bytes.
const MADMIN_VECTORS = [
  {
    password: 'xPl.8/rhR"Q_1xLt',
    plaintextLength: 32,
    data:
      'b5c016e93b84b473fc8a37af94936563630c36d6df1841d23a86ee51ca161f9e00ac19116b32f643ff6a56a212b265d8c56' +
      '195bb0d12ce199e13dfdc5272f80c1564da2c6fc2fa18da91d8062de02af5cdafea491c6f3cae1f',
  },
  {
    password: '7h5oU4$te{;K}fgqlI^]',
    plaintextLength: 256,
    data:
      'c58edf7cfd557b6b655de6f48b1a3049d8d049dadb3a7bfa9ac9ccbb5baf37ec00f83086a26f43b7d6bc9075ad0' +
      '38bf5741f118d502ebe94165e4072ba7f98535d6b1e3b6ae67a98115d146d9b4d90e4df4ae82df9cfa17ed7cd42' +
      '465181559f7ddf09c98beec521bb4478e0cb73c4e0827af8688ff4e7a07327a10d5a180035e6ddb16d974a85257' +
      '981cd9e0360a20f7b4d653190267dfb241148f018ae180568042e864b9e1b5bc05425a3abc2b0324f50c72d5679' +
      '8f924405dfc0f8523f4bb564ed65af8e1b1c82a7a0640552ecf81985d95d0993d99172592ddc1393dfa63e8f0b3' +
      'd744b2cc4b73384ca4693f0c1aec0e9b00e85f2937e891105d67da8f59c14ca96608e0425c42f9c1e7c2a8b3413' +
      'e1381784f9cfe01de7c47cea1f8d7a7d88f5d4aca783cf55332b47f957a6b9a65269d7eb606b877b',
  },
];

/** Builds the madmin layout by hand, for the algorithms encryptData never chooses. */
function madminLayout(
  algorithm: number,
  cipher: SioCipher,
  key: Uint8Array,
  salt: Buffer,
  plaintext: Buffer,
) {
  const nonce = randomBytes(8);
  return Buffer.concat([
    salt,
    Buffer.from([algorithm]),
    nonce,
    sealStream({ cipher, key, nonce }, plaintext),
  ]);
}

describe('encryptData / decryptData', () => {
  it.each(MADMIN_VECTORS)('decrypts the madmin-go vector for password $password', async (vector) => {
    const plaintext = await decryptData(vector.password, Buffer.from(vector.data, 'hex'));
    expect(Buffer.from(plaintext).equals(Buffer.alloc(vector.plaintextLength))).toBe(true);
  });

  it.each([0, 1, 16383, 16384, 16385, 3 * 16384, 100000])('round-trips %i bytes', async (size) => {
    const plaintext = randomBytes(size);
    const encrypted = await encryptData(PASSWORD, plaintext);
    expect(encrypted.length).toBe(41 + size + 16 * Math.max(1, Math.ceil(size / 16384)));
    expect(encrypted[32]).toBe(0x00);
    expect(Buffer.from(await decryptData(PASSWORD, encrypted)).equals(plaintext)).toBe(true);
  });

  it('uses a fresh salt and nonce for every message', async () => {
    const plaintext = Buffer.from('same');
    const [a, b] = await Promise.all([encryptData(PASSWORD, plaintext), encryptData(PASSWORD, plaintext)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('decrypts algorithm 0x01 (Argon2id + ChaCha20-Poly1305)', async () => {
    const salt = randomBytes(32);
    const plaintext = randomBytes(20000);
    const key = await argon2idKey(PASSWORD, salt);
    const data = madminLayout(
      ALGORITHM_ARGON2ID_CHACHA20_POLY1305,
      'chacha20-poly1305',
      key,
      salt,
      plaintext,
    );
    expect(Buffer.from(await decryptData(PASSWORD, data)).equals(plaintext)).toBe(true);
  });

  it('decrypts algorithm 0x02 (PBKDF2-SHA256 + AES-256-GCM)', async () => {
    const salt = randomBytes(32);
    const plaintext = randomBytes(20000);
    const key = pbkdf2Sync(PASSWORD, salt, 8192, 32, 'sha256');
    const data = madminLayout(ALGORITHM_PBKDF2_AES_GCM, 'aes-256-gcm', key, salt, plaintext);
    expect(Buffer.from(await decryptData(PASSWORD, data)).equals(plaintext)).toBe(true);
  });

  it.each([
    ['salt', 0],
    ['stream nonce', 35],
    ['first fragment', 41 + 10],
    ['last tag', -1],
  ])('detects tampering with the %s', async (_, offset) => {
    const encrypted = Buffer.from(await encryptData(PASSWORD, randomBytes(20000)));
    const index = offset < 0 ? encrypted.length + offset : offset;
    encrypted[index] = (encrypted[index] ?? 0) ^ 0x01;
    await expect(decryptData(PASSWORD, encrypted)).rejects.toThrow('sio: data is not authentic');
  });

  it('detects a stream truncated at a fragment boundary', async () => {
    const encrypted = await encryptData(PASSWORD, randomBytes(2 * 16384));
    await expect(decryptData(PASSWORD, encrypted.subarray(0, 41 + 16400))).rejects.toThrow(
      'sio: data is not authentic',
    );
  });

  it('rejects a wrong password', async () => {
    const encrypted = await encryptData(PASSWORD, Buffer.from('{"secretKey":"x"}'));
    await expect(decryptData('another-secret', encrypted)).rejects.toThrow('sio: data is not authentic');
  });

  it('rejects unknown algorithms and short input', async () => {
    const encrypted = Buffer.from(await encryptData(PASSWORD, Buffer.from('x')));
    encrypted[32] = 0x03;
    await expect(decryptData(PASSWORD, encrypted)).rejects.toThrow('unknown encryption algorithm id 3');
    await expect(decryptData(PASSWORD, new Uint8Array(40))).rejects.toThrow('too short');
  });
});

/** How long the event loop was stalled while `work` ran: the sum of every gap of over 50 ms between 5 ms ticks. */
async function stalledMs(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let stalled = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > 50) stalled += now - last;
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return stalled;
}

describe('Argon2id off the main thread', () => {
  it('leaves the event loop responsive through 8 encryptions at once', { timeout: 60_000 }, async () => {
    await encryptData(PASSWORD, Buffer.from('warm-up')); // the workers' start is not what is measured
    const plaintext = randomBytes(1024);
    const stalled = await stalledMs(() =>
      Promise.all(Array.from({ length: 8 }, () => encryptData(PASSWORD, plaintext))),
    );
    // On the main thread each derivation blocks it for 100-300 ms, 8 of them near a second or more; the bound
    // is generous for a busy machine.
    expect(stalled).toBeLessThan(250);
  });

  it('answers "busy" (503) past the waiting limit instead of queueing without end', {
    timeout: 120_000,
  }, async () => {
    const salt = randomBytes(32);
    const calls = WORKERS + MAX_WAITING + 3;
    const results = await Promise.allSettled(
      Array.from({ length: calls }, () => argon2idKey(PASSWORD, salt)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({
      reason: { status: 503, message: 'The console is busy, please try again' },
    });
    const keys = results.flatMap((result) =>
      result.status === 'fulfilled' ? [Buffer.from(result.value)] : [],
    );
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
  });
});
