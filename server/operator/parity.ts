import { type ErasureSet, erasureSet } from '../../src/contract/operator/parity.ts';
import { ConsoleError } from '../http/errors.ts';

/** The erasure set MinIO would make of this shape; a shape MinIO refuses is a 400 saying why. */
export function checkedErasureSet(
  nodes: number,
  drivesPerNode: number,
): Exclude<ErasureSet, { problem: string }> {
  const set = erasureSet(nodes, drivesPerNode);
  if ('problem' in set) throw new ConsoleError(400, 'Invalid request', set.problem);
  return set;
}

/** The drives per erasure set MinIO makes of this shape. */
export const erasureSetSize = (nodes: number, drivesPerNode: number): number =>
  checkedErasureSet(nodes, drivesPerNode).setSize;
