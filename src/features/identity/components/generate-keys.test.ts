import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateKeys, randomString } from './generate-keys';

afterEach(() => vi.restoreAllMocks());

describe('generated keys', () => {
  it('are 16 upper-case letters or digits and 32 letters or digits, new each time', () => {
    const first = generateKeys();
    expect(first.accessKey).toMatch(/^[A-Z0-9]{16}$/);
    expect(first.secretKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(generateKeys()).not.toEqual(first);
  });

  it('draw again the bytes past the last whole multiple of the alphabet, so no character is likelier', () => {
    // 256 = 3 × 85 + 1: byte 255 would make "a" likelier than "b" and "c".
    const bytes = [[255, 0, 1], [255, 2, 255], [4]];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set(bytes.shift() ?? []);
      return array;
    });

    expect(randomString(3, 'abc')).toBe('abc');
  });
});
