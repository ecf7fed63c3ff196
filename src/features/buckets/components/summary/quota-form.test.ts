import { describe, expect, it } from 'vitest';
import { quotaBytes, quotaProblem, quotaSizeOf } from './quota-form';

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

describe('quota form', () => {
  it.each([
    [undefined, { size: '1', unit: 'TiB' }],
    [0, { size: '1', unit: 'TiB' }],
    [10 * MiB, { size: '10', unit: 'MiB' }],
    [1.5 * GiB, { size: '1.5', unit: 'GiB' }],
    [2 * TiB, { size: '2', unit: 'TiB' }],
    [1023 * MiB, { size: '1023', unit: 'MiB' }],
    [100, { size: '0.0000953674', unit: 'MiB' }],
  ])('shows %s bytes as %j', (bytes, size) => {
    expect(quotaSizeOf(bytes)).toEqual(size);
  });

  it.each([
    [{ size: '0.0000953674', unit: 'MiB' as const }, 100],
    [{ size: '1', unit: 'GiB' as const }, GiB],
    [{ size: '0.5', unit: 'MiB' as const }, MiB / 2],
    [{ size: ' 2 ', unit: 'TiB' as const }, 2 * TiB],
    [{ size: '0', unit: 'GiB' as const }, null],
    [{ size: 'x', unit: 'GiB' as const }, null],
  ])('turns %j into %s bytes (1024-based)', (quota, bytes) => {
    expect(quotaBytes(quota)).toBe(bytes);
  });

  it.each([
    ['', 'GiB', undefined, 'Enter a quota size'],
    ['0', 'GiB', undefined, 'Enter a quota larger than 0'],
    ['1', 'GiB', undefined, null],
    ['1', 'GiB', GiB, null],
    ['1', 'MiB', 3 * MiB, 'The bucket already stores 3.0 MiB: the quota must be at least that'],
  ] as const)('"%s" %s with %s bytes stored → %s', (size, unit, stored, problem) => {
    expect(quotaProblem({ size, unit }, stored)).toBe(problem);
  });
});
