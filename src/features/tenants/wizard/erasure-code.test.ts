import { describe, expect, it } from 'vitest';
import {
  defaultErasureCode,
  erasureCodeCalculation,
  NO_PARITY_MESSAGE,
  type PoolShape,
  parityOf,
} from './erasure-code';

const GI = 1024 ** 3;
const SIXTEEN_DRIVE_PARITIES = ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2'];

describe('defaultErasureCode', () => {
  it.each<[description: string, offered: string[], shape: Omit<PoolShape, 'pvSize'>, expected: string]>([
    ['the first offered', ['EC:2'], { nodes: 4, drives: 4 }, 'EC:2'],
    [
      'the first offered with 8 servers and 16 drives',
      SIXTEEN_DRIVE_PARITIES,
      { nodes: 8, drives: 16 },
      'EC:8',
    ],
    ['EC:4 with 8 servers and more than 16 drives', ['EC:9', 'EC:4'], { nodes: 9, drives: 18 }, 'EC:4'],
    ['the first with 7 servers, however many drives', ['EC:8', 'EC:4'], { nodes: 7, drives: 28 }, 'EC:8'],
    ['the first when EC:4 is not offered', ['EC:8', 'EC:6'], { nodes: 8, drives: 32 }, 'EC:8'],
    ['nothing when nothing is offered', [], { nodes: 8, drives: 32 }, ''],
  ])('%s', (_, offered, shape, expected) => {
    expect(defaultErasureCode(offered, { ...shape, pvSize: GI })).toBe(expected);
  });
});

describe('parityOf', () => {
  it.each<[text: string, parity: number]>([
    ['EC:4', 4],
    ['EC:16', 16],
    ['EC:', 0],
    ['ec:4', 0],
    ['EC:4 ', 0],
    ['EC:123', 0],
    ['', 0],
  ])('%j → %d', (text, parity) => {
    expect(parityOf(text)).toBe(parity);
  });
});

describe('erasureCodeCalculation', () => {
  it('gives 4 drives of 25 Gi with EC:2 half their raw capacity and 2 drives to lose', () => {
    expect(erasureCodeCalculation(['EC:2'], { nodes: 4, drives: 4, pvSize: 25 * GI })).toEqual({
      error: '',
      maxEC: 'EC:2',
      rawCapacity: 100 * GI,
      erasureCodeSet: 4,
      defaultEC: 'EC:2',
      storageFactors: [
        { erasureCode: 'EC:2', storageFactor: 2, maxCapacity: 50 * GI, maxFailureTolerations: 2 },
      ],
    });
  });

  it.each<[erasureCode: string, storageFactor: number, maxCapacity: number, maxFailureTolerations: number]>([
    ['EC:8', 2, 512 * GI, 16],
    ['EC:6', 1.6, 640 * GI, 12],
    ['EC:4', 16 / 12, 768 * GI, 8],
    ['EC:2', 16 / 14, Math.floor((1024 * GI * 14) / 16), 4],
  ])(
    '32 drives of 32 Gi in sets of 16 with %s: factor %d, %d bytes, %d drives to lose',
    (erasureCode, factor, capacity, failures) => {
      const calculation = erasureCodeCalculation(SIXTEEN_DRIVE_PARITIES, {
        nodes: 8,
        drives: 32,
        pvSize: 32 * GI,
      });
      expect(calculation).toMatchObject({ error: '', maxEC: 'EC:8', erasureCodeSet: 16, defaultEC: 'EC:4' });
      const factorOf = calculation.storageFactors.find((entry) => entry.erasureCode === erasureCode);
      expect(factorOf?.storageFactor).toBeCloseTo(factor, 10);
      expect(factorOf?.maxCapacity).toBe(capacity);
      expect(factorOf?.maxFailureTolerations).toBe(failures);
    },
  );

  it.each<[description: string, offered: string[], drives: number]>([
    ['nothing offered', [], 4],
    ['only what is not a parity', ['EC:0', 'RS:4', 'EC:x'], 4],
    ['a parity the pool has too few drives for', ['EC:8'], 8],
  ])('says no parity fits when the server offers %s', (_, offered, drives) => {
    const calculation = erasureCodeCalculation(offered, { nodes: 4, drives, pvSize: GI });
    expect(calculation).toMatchObject({ error: NO_PARITY_MESSAGE, storageFactors: [], defaultEC: '' });
  });

  it('leaves out what is not a parity and keeps the order offered', () => {
    const calculation = erasureCodeCalculation(['EC:2', 'junk', 'EC:4', 'EC:3'], {
      nodes: 8,
      drives: 8,
      pvSize: GI,
    });
    expect(calculation.storageFactors.map((entry) => entry.erasureCode)).toEqual(['EC:2', 'EC:4', 'EC:3']);
    expect(calculation).toMatchObject({ maxEC: 'EC:4', erasureCodeSet: 8, defaultEC: 'EC:2' });
  });
});
