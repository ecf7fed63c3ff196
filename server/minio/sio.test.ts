import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openStream, SioNotAuthenticError, type SioParams, sealStream } from './sio.ts';

// AES-128-GCM known answers from sio-go's test_vectors.json (small buffer sizes exercise the
// fragment boundaries: exact multiples, one byte over, and a final full fragment).
const VECTORS = [
  {
    bufferSize: 16,
    key: '00000000000000000000000000000000',
    nonce: '0000000000000000',
    ad: '',
    plaintext: '',
    ciphertext: 'e0247a864e783cecb1f7996c13cd3f64',
  },
  {
    bufferSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '1000000000000000',
    ad: '00',
    plaintext: '00',
    ciphertext: '61ed193d12a2adf6f1c41f31de4ead6c5c',
  },
  {
    bufferSize: 16,
    key: '0a7a6d49e4ad042f1e1ffa168849d651',
    nonce: '4a9ba500be169ab3',
    ad: 'd40703848d887a01664c30734fa370581c5f8f6d0ea7bfdd',
    plaintext: '424d6d60d7e08b3b41e968fc4557b93c',
    ciphertext: 'aa4b4ca42d587b98d0d5f009c0efbc4fcaaefdc1c79a3cfe07801ed8c708d259',
  },
  {
    bufferSize: 16,
    key: '10000000000000000000000000000000',
    nonce: '0000000000000002',
    ad: '',
    plaintext: '0000000000000000000000000000000000',
    ciphertext:
      '691deb7b9ccbee91f48d12c7ad5fe3cd4e1e5e7d394f06b91228ec9a5dd2456ac7de9502a0b4010fb1ee1db94e940458fb',
  },
  {
    bufferSize: 16,
    key: '20000000000000000000000000000000',
    nonce: '2000000000000000',
    ad: '00',
    plaintext: '0000000000000000000000000000000000000000000000000000000000000000',
    ciphertext:
      'f58d8fef7ac7782a4361a79c07f5e6c4672d8a45e6cb9ef67cb7177897358deb8d338d313d44f78e0b68a3723d7ca0fe5f62aa8af0a72e508f5d5f8491ecedb2',
  },
  {
    bufferSize: 17,
    key: '31dd758d120fd5d30063921a21f723be',
    nonce: 'd3794fe387018e32',
    ad: '1d838b6e861ea7576de110e08818de82a27337a99db7b95aa95c3347971ad4cfa0ef0960d6645f5a64f88c7d',
    plaintext: 'd0ae0d85e93ed6be853ded2031643116a03215b4fda224d2986d7233039aa47e91b686f4',
    ciphertext:
      'a6fe911b94e0b25a25bf6da71f28ad6a6b6920be01589e9194226f77c164606545d5cbdb76c99415b468c54517f5a8bc8dc8ac13b1b4285fe36f37f7884d5e4bfb32ecef56b4026bf02bfb1d4fce222e01ef9db9',
  },
];

const hex = (value: string) => Buffer.from(value, 'hex');
const toHex = (value: Uint8Array) => Buffer.from(value).toString('hex');

function vectorParams(vector: (typeof VECTORS)[number]): SioParams {
  return {
    cipher: 'aes-128-gcm',
    key: hex(vector.key),
    nonce: hex(vector.nonce),
    associatedData: hex(vector.ad),
    bufferSize: vector.bufferSize,
  };
}

describe('sio stream', () => {
  it.each(VECTORS.map((vector, index) => [index, vector] as const))(
    'matches sio-go vector %i',
    (_, vector) => {
      const params = vectorParams(vector);
      expect(toHex(sealStream(params, hex(vector.plaintext)))).toBe(vector.ciphertext);
      expect(toHex(openStream(params, hex(vector.ciphertext)))).toBe(vector.plaintext);
    },
  );

  it.each(['aes-256-gcm', 'chacha20-poly1305'] as const)(
    'round-trips multi-fragment data with %s',
    (cipher) => {
      const params: SioParams = { cipher, key: randomBytes(32), nonce: randomBytes(8) };
      const plaintext = randomBytes(3 * 16384 + 5);
      expect(Buffer.from(openStream(params, sealStream(params, plaintext))).equals(plaintext)).toBe(true);
    },
  );

  it('rejects a stream truncated at a fragment boundary', () => {
    const params: SioParams = {
      cipher: 'aes-128-gcm',
      key: randomBytes(16),
      nonce: randomBytes(8),
      bufferSize: 16,
    };
    const sealed = sealStream(params, randomBytes(48));
    expect(() => openStream(params, sealed.subarray(0, 2 * 32))).toThrow(SioNotAuthenticError);
  });

  it('rejects reordered fragments', () => {
    const params: SioParams = {
      cipher: 'aes-128-gcm',
      key: randomBytes(16),
      nonce: randomBytes(8),
      bufferSize: 16,
    };
    const sealed = sealStream(params, randomBytes(48));
    const swapped = Buffer.concat([sealed.subarray(32, 64), sealed.subarray(0, 32), sealed.subarray(64)]);
    expect(() => openStream(params, swapped)).toThrow('sio: data is not authentic');
  });
});
