import { describe, expect, it } from 'vitest';
import {
  LARGE_PART_SIZE,
  MIN_PART_SIZE,
  partCountFor,
  partLength,
  partSizeFor,
} from '../../src/contract/object-transfer.ts';
import { declaredLength, partsFitSize } from './upload.ts';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

describe('the part plan', () => {
  it.each([
    [0, MIN_PART_SIZE, 1],
    [1, MIN_PART_SIZE, 1],
    [MIN_PART_SIZE, MIN_PART_SIZE, 1],
    [MIN_PART_SIZE + 1, MIN_PART_SIZE, 2],
    [40 * MiB, MIN_PART_SIZE, 3],
    [100 * MiB, 25 * MiB, 4],
    [GiB, LARGE_PART_SIZE, 16],
    [156 * GiB, LARGE_PART_SIZE, 2496],
    [625 * GiB, LARGE_PART_SIZE, 10_000],
    [700 * GiB, 72 * MiB, 9956],
    [5 * 1024 * GiB, 525 * MiB, 9987],
  ])('a %i-byte file has parts of %i bytes, %i of them', (size, partSize, count) => {
    expect(partSizeFor(size)).toBe(partSize);
    expect(partCountFor(size)).toBe(count);
  });

  it('gives the last part what is left', () => {
    const size = 2 * MIN_PART_SIZE + 5;
    expect([1, 2, 3, 4].map((part) => partLength(size, part))).toEqual([MIN_PART_SIZE, MIN_PART_SIZE, 5, 0]);
  });
});

describe('whether stored parts fit a file, so its upload can go on', () => {
  const size = 2 * MIN_PART_SIZE + 100;
  const part = (partNumber: number, partSize: number) => ({ partNumber, size: partSize, etag: 'e' });

  it.each([
    ['no parts yet', [], true],
    ['the first two parts', [part(1, MIN_PART_SIZE), part(2, MIN_PART_SIZE)], true],
    ['only the last part', [part(3, 100)], true],
    ['a part of another size', [part(1, MIN_PART_SIZE - 1)], false],
    ['a last part of another size', [part(3, 99)], false],
    ['a part past the end', [part(4, 100)], false],
    ['a part zero', [part(0, MIN_PART_SIZE)], false],
  ])('%s: %s', (_what, parts, fits) => {
    expect(partsFitSize(parts, size, MIN_PART_SIZE)).toBe(fits);
  });
});

describe('part requests', () => {
  it.each([
    [undefined, 411],
    ['', 411],
    ['-1', 411],
    ['abc', 411],
    [String(5 * GiB + 1), 413],
  ])('refuses Content-Length %s with %i', (header, status) => {
    expect(() => declaredLength(header)).toThrow(expect.objectContaining({ status }));
  });

  it('reads a Content-Length', () => {
    expect(declaredLength('16777216')).toBe(16 * MiB);
  });
});
