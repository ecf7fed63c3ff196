/** What one parity choice gives a pool. */
export interface StorageFactor {
  erasureCode: string;
  /** Raw bytes stored per byte of data. */
  storageFactor: number;
  /** Bytes of data the pool holds with this parity. */
  maxCapacity: number;
  /** Drives the pool may lose and still serve every object. */
  maxFailureTolerations: number;
}

export interface ErasureCodeCalculation {
  error: string;
  storageFactors: StorageFactor[];
  /** The highest parity offered. */
  maxEC: string;
  rawCapacity: number;
  /** Drives in one erasure set: MinIO offers parities up to half of it. */
  erasureCodeSet: number;
  defaultEC: string;
}

export interface PoolShape {
  nodes: number;
  /** Drives in the whole pool. */
  drives: number;
  /** Bytes of each drive. */
  pvSize: number;
}

export const NO_PARITY_MESSAGE = 'No erasure code is offered for this number of servers and drives.';
const PREFERRED_EC = 'EC:4';

/** `EC:4` → 4; anything else (no parity at all included) → 0. */
export function parityOf(erasureCode: string): number {
  const match = /^EC:(\d{1,2})$/.exec(erasureCode);
  return match ? Number(match[1]) : 0;
}

/**
 * The parity the wizard starts with: the first offered, or EC:4 when offered to a pool of at least 8 servers
 * and more than 16 drives.
 */
export function defaultErasureCode(offered: readonly string[], { nodes, drives }: PoolShape): string {
  if (nodes >= 8 && drives > 16 && offered.includes(PREFERRED_EC)) return PREFERRED_EC;
  return offered[0] ?? '';
}

/** Capacity and failure tolerance of each parity the server offers (`/get-parity/{nodes}/{disksPerNode}`). */
export function erasureCodeCalculation(offered: readonly string[], shape: PoolShape): ErasureCodeCalculation {
  const parities = offered.filter((code) => parityOf(code) > 0);
  const rawCapacity = shape.drives * shape.pvSize;
  const maxEC = parities.reduce((high, code) => (parityOf(code) > parityOf(high) ? code : high), '');
  const erasureCodeSet = 2 * parityOf(maxEC);
  if (parities.length === 0 || erasureCodeSet > shape.drives)
    return {
      error: NO_PARITY_MESSAGE,
      storageFactors: [],
      maxEC: '',
      rawCapacity,
      erasureCodeSet,
      defaultEC: '',
    };

  const sets = Math.floor(shape.drives / erasureCodeSet);
  const storageFactors = parities.map((erasureCode): StorageFactor => {
    const parity = parityOf(erasureCode);
    const storageFactor = erasureCodeSet / (erasureCodeSet - parity);
    return {
      erasureCode,
      storageFactor,
      maxCapacity: Math.floor(rawCapacity / storageFactor),
      maxFailureTolerations: sets * parity,
    };
  });
  return {
    error: '',
    storageFactors,
    maxEC,
    rawCapacity,
    erasureCodeSet,
    defaultEC: defaultErasureCode(parities, shape),
  };
}
