import { type ShortByteUnit, unitToBytes } from '@/lib/format/units';

/** The units a pool's size is typed in. */
export const POOL_SIZE_UNITS = ['Gi', 'Ti', 'Pi'] as const satisfies readonly ShortByteUnit[];
export type PoolSizeUnit = (typeof POOL_SIZE_UNITS)[number];

const GI = unitToBytes(1, 'Gi');
/** The smallest pool, and the smallest volume a server may get. */
export const MIN_POOL_BYTES = GI;
/** The largest volume one drive of a server is given. */
export const MAX_VOLUME_BYTES = 256 * GI;
export const MIN_POOL_NODES = 4;

export const POOL_SIZING_MESSAGES = {
  tooSmall: 'The pool size must be greater than 1Gi',
  noDrives: 'Number of drives must be at least 1',
  invalid: 'Some provided data is invalid, please try again.',
  cannotAllocate: 'We were not able to allocate this server.',
  volumeTooSmall: 'Disk Size with this combination would be less than 1Gi, please try another combination',
} as const;

export interface PoolSizingInput {
  size: number;
  unit: PoolSizeUnit;
  nodes: number;
  drivesPerServer: number;
}

/** How a pool spreads over its servers; `error` is empty when it fits and the counts are zero when not. */
export interface PoolDistribution {
  error: string;
  nodes: number;
  /** Volumes in the whole pool. */
  persistentVolumes: number;
  /** Volumes per server. */
  disks: number;
  /** Bytes of each volume. */
  pvSize: number;
}

const refused = (error: string): PoolDistribution => ({
  error,
  nodes: 0,
  persistentVolumes: 0,
  disks: 0,
  pvSize: 0,
});

/** The volumes a pool of `size` needs on `nodes` servers of `drivesPerServer` drives each. */
export function distributePool({ size, unit, nodes, drivesPerServer }: PoolSizingInput): PoolDistribution {
  const bytes = Number.isFinite(size) ? unitToBytes(size, unit) : Number.NaN;
  const counts = [Math.floor(bytes), nodes, drivesPerServer];
  if (!counts.every(Number.isSafeInteger)) return refused(POOL_SIZING_MESSAGES.invalid);
  if (bytes < MIN_POOL_BYTES) return refused(POOL_SIZING_MESSAGES.tooSmall);
  if (drivesPerServer < 1) return refused(POOL_SIZING_MESSAGES.noDrives);
  if (nodes < MIN_POOL_NODES) return refused(POOL_SIZING_MESSAGES.cannotAllocate);

  const persistentVolumes = nodes * drivesPerServer;
  const pvSize = Math.floor(bytes / persistentVolumes);
  if (pvSize > MAX_VOLUME_BYTES) return refused(POOL_SIZING_MESSAGES.cannotAllocate);
  if (pvSize < MIN_POOL_BYTES) return refused(POOL_SIZING_MESSAGES.volumeTooSmall);
  return { error: '', nodes, persistentVolumes, disks: drivesPerServer, pvSize };
}
