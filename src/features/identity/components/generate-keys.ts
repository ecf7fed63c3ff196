import { GENERATED_ACCESS_KEY_LENGTH, GENERATED_SECRET_KEY_LENGTH } from '@/contract/service-accounts';

const UPPER_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LETTERS_AND_DIGITS = `${UPPER_AND_DIGITS}abcdefghijklmnopqrstuvwxyz`;

/**
 * `length` characters drawn uniformly from `alphabet` with the browser's cryptographic generator. Bytes at or
 * past the last whole multiple of the alphabet's size are drawn again, so no character is likelier than another.
 */
export function randomString(length: number, alphabet: string): string {
  const usable = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < usable && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

/** A new access key's keys, in the shape MinIO gives its own: upper-case access key, mixed-case secret. */
export const generateKeys = () => ({
  accessKey: randomString(GENERATED_ACCESS_KEY_LENGTH, UPPER_AND_DIGITS),
  secretKey: randomString(GENERATED_SECRET_KEY_LENGTH, LETTERS_AND_DIGITS),
});
