import { describe, expect, it } from 'vitest';
import { distributePool, POOL_SIZING_MESSAGES, type PoolSizingInput } from './pool-sizing';

const GI = 1024 ** 3;
const input = (change: Partial<PoolSizingInput>): PoolSizingInput => ({
  size: 100,
  unit: 'Gi',
  nodes: 4,
  drivesPerServer: 1,
  ...change,
});

describe('distributePool: the volumes a pool of a size needs on its servers', () => {
  it.each<
    [description: string, change: Partial<PoolSizingInput>, nodes: number, volumes: number, pvSize: number]
  >([
    ['the defaults: 100 Gi on 4 servers of 1 drive', {}, 4, 4, 25 * GI],
    ['4 drives a server', { drivesPerServer: 4 }, 4, 16, Math.floor((100 * GI) / 16)],
    ['8 servers of 2 drives, 1 Ti', { size: 1, unit: 'Ti', nodes: 8, drivesPerServer: 2 }, 8, 16, 64 * GI],
    ['a decimal size', { size: 1.5, unit: 'Ti', nodes: 6 }, 6, 6, 256 * GI],
    ['exactly 1 Gi a volume', { size: 4 }, 4, 4, GI],
    ['exactly 256 Gi a volume', { size: 1, unit: 'Ti' }, 4, 4, 256 * GI],
    ['an uneven split rounds down to whole bytes', { size: 10, nodes: 6 }, 6, 6, Math.floor((10 * GI) / 6)],
  ])('%s', (_, change, nodes, persistentVolumes, pvSize) => {
    const drives = change.drivesPerServer ?? 1;
    expect(distributePool(input(change))).toEqual({
      error: '',
      nodes,
      persistentVolumes,
      disks: drives,
      pvSize,
    });
  });

  it.each<[description: string, change: Partial<PoolSizingInput>, error: string]>([
    ['a size under 1 Gi', { size: 0.5 }, POOL_SIZING_MESSAGES.tooSmall],
    ['a size of zero', { size: 0 }, POOL_SIZING_MESSAGES.tooSmall],
    ['a negative size', { size: -5 }, POOL_SIZING_MESSAGES.tooSmall],
    ['no drive', { drivesPerServer: 0 }, POOL_SIZING_MESSAGES.noDrives],
    ['a negative number of drives', { drivesPerServer: -2 }, POOL_SIZING_MESSAGES.noDrives],
    ['a size that is no number', { size: Number.NaN }, POOL_SIZING_MESSAGES.invalid],
    ['an infinite size', { size: Number.POSITIVE_INFINITY }, POOL_SIZING_MESSAGES.invalid],
    ['a size beyond what can be counted in bytes', { size: 1e7, unit: 'Pi' }, POOL_SIZING_MESSAGES.invalid],
    ['servers that are no number', { nodes: Number.NaN }, POOL_SIZING_MESSAGES.invalid],
    ['a part of a server', { nodes: 4.5 }, POOL_SIZING_MESSAGES.invalid],
    ['a part of a drive', { drivesPerServer: 1.5 }, POOL_SIZING_MESSAGES.invalid],
    ['3 servers, under the minimum of 4', { nodes: 3 }, POOL_SIZING_MESSAGES.cannotAllocate],
    ['no server', { nodes: 0 }, POOL_SIZING_MESSAGES.cannotAllocate],
    ['volumes over 256 Gi', { size: 1025, nodes: 4 }, POOL_SIZING_MESSAGES.cannotAllocate],
    ['volumes under 1 Gi', { size: 10, nodes: 4, drivesPerServer: 4 }, POOL_SIZING_MESSAGES.volumeTooSmall],
  ])('refuses %s', (_, change, error) => {
    expect(distributePool(input(change))).toEqual({
      error,
      nodes: 0,
      persistentVolumes: 0,
      disks: 0,
      pvSize: 0,
    });
  });
});
