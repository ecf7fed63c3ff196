import { describe, expect, it } from 'vitest';
import { firstLargeKeyFrom, generatedVersion, LARGE_FOLDER_SIZE, largeKey } from './objects-seed';

const LAST = LARGE_FOLDER_SIZE - 1;

describe('the generated folder in key order', () => {
  it.each([
    ['after a generated key', largeKey(41), false, largeKey(42)],
    ['from a generated key, inclusive', largeKey(41), true, largeKey(41)],
    ['after the last key', largeKey(LAST), false, undefined],
    ['from the last key, inclusive', largeKey(LAST), true, largeKey(LAST)],
    ['from the folder itself', 'large/', true, largeKey(0)],
    ['before the folder', 'a', false, largeKey(0)],
    ['between two keys', `${largeKey(41)}x`, false, largeKey(42)],
    ['a key past the range of indexes', 'large/file-99999999.txt', false, undefined],
    ['past the folder', 'large/\uffff', false, undefined],
  ])('%s: %s (inclusive %s) → %s', (_case, bound, inclusive, expected) => {
    expect(firstLargeKeyFrom(bound, inclusive)).toBe(expected);
  });
});

describe('a generated object', () => {
  it.each([0, 31, 32, 999_999])('object %i holds as many bytes as its size says', (index) => {
    const version = generatedVersion(largeKey(index));
    expect(version?.body?.byteLength).toBe(version?.size);
    expect(new TextDecoder().decode(version?.body ?? new Uint8Array())).toMatch(
      new RegExp(`^(Generated object ${index} of ${LARGE_FOLDER_SIZE}\\.\\n)+$`),
    );
  });

  it('is not one of the stored keys', () => {
    expect(generatedVersion('large/file-1.txt')).toBeUndefined();
  });
});
