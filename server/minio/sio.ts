import {
  type CipherChaCha20Poly1305Types,
  type CipherGCMTypes,
  createCipheriv,
  createDecipheriv,
} from 'node:crypto';

/**
 * The sio-go "Stream" format (v0.3.1) that madmin's EncryptData wraps: the plaintext is cut into
 * fragments, each sealed with its own nonce, and the last one is flagged so truncation is detected.
 */
export type SioCipher = CipherGCMTypes | CipherChaCha20Poly1305Types;

export interface SioParams {
  cipher: SioCipher;
  key: Uint8Array;
  /** 8 bytes; each AEAD nonce appends a 4-byte little-endian sequence number. */
  nonce: Uint8Array;
  associatedData?: Uint8Array;
  bufferSize?: number;
}

const SIO_BUFFER_SIZE = 16384;
const SIO_TAG_SIZE = 16;
export const SIO_NONCE_SIZE = 8;

const FLAG_MORE = 0x00;
const FLAG_FINAL = 0x80;

export class SioNotAuthenticError extends Error {
  constructor() {
    super('sio: data is not authentic');
    this.name = 'SioNotAuthenticError';
  }
}

export function sealStream(params: SioParams, plaintext: Uint8Array): Uint8Array {
  const bufferSize = params.bufferSize ?? SIO_BUFFER_SIZE;
  const fragmentCount = Math.max(1, Math.ceil(plaintext.length / bufferSize));
  const tag = headerTag(params);
  const output = new Uint8Array(plaintext.length + fragmentCount * SIO_TAG_SIZE);
  for (let index = 0; index < fragmentCount; index++) {
    const fragment = plaintext.subarray(index * bufferSize, (index + 1) * bufferSize);
    const flag = index === fragmentCount - 1 ? FLAG_FINAL : FLAG_MORE;
    const sealed = seal(params, index + 1, fragment, fragmentAssociatedData(flag, tag));
    output.set(sealed, index * (bufferSize + SIO_TAG_SIZE));
  }
  return output;
}

export function openStream(params: SioParams, ciphertext: Uint8Array): Uint8Array {
  const chunkSize = (params.bufferSize ?? SIO_BUFFER_SIZE) + SIO_TAG_SIZE;
  const chunkCount = Math.max(1, Math.ceil(ciphertext.length / chunkSize));
  const tag = headerTag(params);
  const output = new Uint8Array(Math.max(0, ciphertext.length - chunkCount * SIO_TAG_SIZE));
  for (let index = 0; index < chunkCount; index++) {
    const chunk = ciphertext.subarray(index * chunkSize, (index + 1) * chunkSize);
    // The final chunk may be a full one; only its position says it is the last.
    const flag = index === chunkCount - 1 ? FLAG_FINAL : FLAG_MORE;
    const opened = open(params, index + 1, chunk, fragmentAssociatedData(flag, tag));
    output.set(opened, index * (chunkSize - SIO_TAG_SIZE));
  }
  return output;
}

/** T0: the tag of an empty plaintext sealed with sequence 0; it binds every fragment to the stream. */
function headerTag(params: SioParams): Uint8Array {
  return seal(params, 0, new Uint8Array(), params.associatedData ?? new Uint8Array());
}

function seal(params: SioParams, sequence: number, plaintext: Uint8Array, aad: Uint8Array): Uint8Array {
  const cipher = createAeadCipher(params, sequence);
  cipher.setAAD(aad, { plaintextLength: plaintext.length });
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function open(params: SioParams, sequence: number, sealed: Uint8Array, aad: Uint8Array): Uint8Array {
  if (sealed.length < SIO_TAG_SIZE) throw new SioNotAuthenticError();
  const ciphertext = sealed.subarray(0, sealed.length - SIO_TAG_SIZE);
  const decipher = createAeadDecipher(params, sequence);
  decipher.setAAD(aad, { plaintextLength: ciphertext.length });
  decipher.setAuthTag(sealed.subarray(sealed.length - SIO_TAG_SIZE));
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new SioNotAuthenticError();
  }
}

// Two branches only so TypeScript can pick the matching node:crypto overload.
function createAeadCipher(params: SioParams, sequence: number) {
  const nonce = aeadNonce(params.nonce, sequence);
  const options = { authTagLength: SIO_TAG_SIZE };
  return params.cipher === 'chacha20-poly1305'
    ? createCipheriv(params.cipher, params.key, nonce, options)
    : createCipheriv(params.cipher, params.key, nonce, options);
}

function createAeadDecipher(params: SioParams, sequence: number) {
  const nonce = aeadNonce(params.nonce, sequence);
  const options = { authTagLength: SIO_TAG_SIZE };
  return params.cipher === 'chacha20-poly1305'
    ? createDecipheriv(params.cipher, params.key, nonce, options)
    : createDecipheriv(params.cipher, params.key, nonce, options);
}

function aeadNonce(streamNonce: Uint8Array, sequence: number): Uint8Array {
  const nonce = new Uint8Array(SIO_NONCE_SIZE + 4);
  nonce.set(streamNonce);
  new DataView(nonce.buffer).setUint32(SIO_NONCE_SIZE, sequence, true);
  return nonce;
}

function fragmentAssociatedData(flag: number, headerTag: Uint8Array): Uint8Array {
  const aad = new Uint8Array(1 + headerTag.length);
  aad[0] = flag;
  aad.set(headerTag, 1);
  return aad;
}
