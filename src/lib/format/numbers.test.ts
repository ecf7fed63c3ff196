import { describe, expect, it } from 'vitest';
import { abbreviateCount, countOf, withThousands } from './numbers';

describe('abbreviateCount: K, M, B with at most one decimal', () => {
  it.each<[count: number, expected: string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1250, '1.3K'],
    [950_000, '950K'],
    [999_960, '1M'],
    [3_400_000, '3.4M'],
    [5_600_000_000, '5.6B'],
    [1_234_000_000_000, '1234B'],
    [-1234, '-1.2K'],
  ])('%s → %s', (count, expected) => {
    expect(abbreviateCount(count)).toBe(expected);
  });

  it.each<[input: number | null | undefined]>([[Number.NaN], [undefined], [null]])(
    'shows %j as "-"',
    (input) => {
      expect(abbreviateCount(input)).toBe('-');
    },
  );
});

describe('withThousands: comma-separated', () => {
  it.each<[value: number, expected: string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-1_234_567, '-1,234,567'],
    [1234.5, '1,234.5'],
  ])('%s → %s', (value, expected) => {
    expect(withThousands(value)).toBe(expected);
  });

  it.each<[input: number | null | undefined]>([[Number.NaN], [undefined], [null]])(
    'shows %j as "-"',
    (input) => {
      expect(withThousands(input)).toBe('-');
    },
  );
});

describe('countOf: a count and its noun', () => {
  it.each([
    [0, '0 lines'],
    [1, '1 line'],
    [2, '2 lines'],
    [1234, '1,234 lines'],
  ])('%d', (value, expected) => {
    expect(countOf(value, 'line')).toBe(expected);
  });
});
