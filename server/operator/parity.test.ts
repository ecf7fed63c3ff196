import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../http/errors.ts';
import { checkedErasureSet } from './parity.ts';

describe('erasure set size and parities, as MinIO picks them', () => {
  it.each([
    // nodes, drives per node, set size, parities
    [2, 1, 2, []],
    [4, 1, 4, ['EC:2']],
    [2, 2, 4, ['EC:2']],
    [3, 2, 6, ['EC:3', 'EC:2']],
    [7, 1, 7, ['EC:3', 'EC:2']],
    [4, 4, 16, ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [8, 4, 16, ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [5, 3, 15, ['EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [6, 2, 12, ['EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [32, 1, 16, ['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [12, 1, 12, ['EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']],
    // 30 drives divide by 15 too, but 15 does not go with 10 servers
    [10, 3, 10, ['EC:5', 'EC:4', 'EC:3', 'EC:2']],
    [11, 2, 11, ['EC:5', 'EC:4', 'EC:3', 'EC:2']],
  ])('%i nodes × %i drives: sets of %i', (nodes, drives, setSize, parities) => {
    expect(checkedErasureSet(nodes, drives)).toEqual({ setSize, parities });
  });

  it.each([
    [17, 1, /not divisible/],
    // 34 drives make sets of 2 only, which 17 servers cannot share evenly
    [17, 2, /symmetrically/],
    [1, 1, /single drive/],
  ])('%i nodes × %i drives are refused', (nodes, drives, reason) => {
    const refusal = (() => {
      try {
        checkedErasureSet(nodes, drives);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConsoleError);
    expect(refusal).toMatchObject({ status: 400, detailedMessage: expect.stringMatching(reason) });
  });
});
