import { describe, expect, it } from 'vitest';
import { type ByteUnit, niceBytes, type ShortByteUnit, UNITS, unitToBytes } from './units';

describe('niceBytes: 1024-based, one decimal under 10 above bytes, else none', () => {
  it.each<[bytes: number | string, expected: string]>([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [10 * 1024, '10 KiB'],
    [1023 * 1024, '1023 KiB'],
    [1024 ** 2, '1.0 MiB'],
    [5.25 * 1024 ** 3, '5.3 GiB'],
    [1024 ** 4, '1.0 TiB'],
    [1024 ** 8, '1.0 YiB'],
    [1024 ** 9, '1024 YiB'],
    ['1536', '1.5 KiB'],
  ])('%s → %s', (bytes, expected) => {
    expect(niceBytes(bytes)).toBe(expected);
  });

  it.each<[description: string, bytes: number, expected: string]>([
    ['just under 10 KiB rounds to 10 without a decimal', 10239, '10 KiB'],
    ['just under 1 MiB moves up to MiB instead of showing 1024 KiB', 1024 ** 2 - 1, '1.0 MiB'],
    ['a negative size keeps its sign', -1536, '-1.5 KiB'],
  ])('%s: %s → %s', (_, bytes, expected) => {
    expect(niceBytes(bytes)).toBe(expected);
  });

  it.each<[input: number | string | null | undefined]>([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [undefined],
    [null],
    [''],
    ['12 apples'],
  ])('shows %j as "-"', (input) => {
    expect(niceBytes(input)).toBe('-');
  });

  it('leaves the unit out when asked', () => {
    expect(niceBytes(1536, false)).toBe('1.5');
  });
});

describe('unitToBytes', () => {
  it.each<[value: number, unit: ByteUnit | ShortByteUnit, expected: number]>([
    [1, 'B', 1],
    [1, 'KiB', 1024],
    [1, 'Ki', 1024],
    [1, 'GiB', 1073741824],
    [1, 'Gi', 1073741824],
    [256, 'Gi', 274877906944],
    [1, 'TiB', 1024 ** 4],
    [1, 'Ei', 1024 ** 6],
    [1, 'YiB', 1024 ** 8],
    [1.5, 'MiB', 1.5 * 1024 ** 2],
    [0, 'PiB', 0],
  ])('%s %s → %s bytes', (value, unit, expected) => {
    expect(unitToBytes(value, unit)).toBe(expected);
  });

  it('round-trips with niceBytes for every unit', () => {
    expect(UNITS.map((unit) => niceBytes(unitToBytes(2, unit)))).toEqual(
      UNITS.map((unit) => `2${unit === 'B' ? '' : '.0'} ${unit}`),
    );
  });

  it('passes NaN through', () => {
    expect(unitToBytes(Number.NaN, 'KiB')).toBeNaN();
  });
});
