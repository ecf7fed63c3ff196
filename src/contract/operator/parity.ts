/** The erasure set sizes MinIO supports. */
const SET_SIZES = Array.from({ length: 15 }, (_, index) => index + 2);

export type ErasureSet = { setSize: number; parities: string[] } | { problem: string };

/**
 * The erasure set MinIO makes of `nodes` servers with `drivesPerNode` drives each (as in
 * `http://minio{1...nodes}/export{1...drivesPerNode}`): of the set sizes dividing all the drives, those spreading
 * symmetrically over the servers, and of those the largest; with the parities it allows, "EC:<half>" down to
 * "EC:2". Or why MinIO would refuse that shape.
 */
export function erasureSet(nodes: number, drivesPerNode: number): ErasureSet {
  const drives = nodes * drivesPerNode;
  if (drives < 2) return { problem: 'A single drive cannot form an erasure set' };
  const dividing = SET_SIZES.filter((size) => drives % size === 0);
  if (dividing.length === 0)
    return {
      problem: `${drives} drives are not divisible by any supported erasure set size (${SET_SIZES.join(', ')})`,
    };
  // MinIO judges symmetry by the servers' sequence, the pattern's last ellipsis it reads.
  const symmetric = dividing.filter((size) => (nodes > size ? nodes % size === 0 : size % nodes === 0));
  if (symmetric.length === 0)
    return {
      problem: `${drives} drives cannot be spread symmetrically over ${nodes} servers by any supported erasure set size`,
    };
  const setSize = Math.max(...symmetric);
  const parities: string[] = [];
  for (let parity = Math.floor(setSize / 2); parity > 1; parity--) parities.push(`EC:${parity}`);
  return { setSize, parities };
}
