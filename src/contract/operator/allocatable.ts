import type { AllocatableResources } from './cluster';

/** A schedulable node's allocatable CPU (whole cores) and memory (bytes). */
export interface NodeCapacity {
  cpu: number;
  memory: number;
}

/** The best `wanted` nodes by `rank`, and what the least of them offers of each resource. */
function leastOfBest(capacities: readonly NodeCapacity[], wanted: number, rank: keyof NodeCapacity) {
  const best = [...capacities].sort((a, b) => b[rank] - a[rank]).slice(0, wanted);
  return {
    max_allocatable_cpu: Math.min(...best.map((node) => node.cpu)),
    max_allocatable_mem: Math.min(...best.map((node) => node.memory)),
  };
}

/**
 * What each of `wanted` nodes can give a pod, choosing the nodes richest in CPU or in memory; or why it cannot be
 * said: fewer nodes than wanted.
 */
export function allocatableResources(
  capacities: readonly NodeCapacity[],
  wanted: number,
): AllocatableResources | { problem: string } {
  if (capacities.length < wanted)
    return {
      problem: `The cluster has ${capacities.length} schedulable nodes, fewer than the ${wanted} asked for`,
    };
  return {
    min_allocatable_cpu: Math.min(...capacities.map((node) => node.cpu)),
    min_allocatable_mem: Math.min(...capacities.map((node) => node.memory)),
    cpu_priority: leastOfBest(capacities, wanted, 'cpu'),
    mem_priority: leastOfBest(capacities, wanted, 'memory'),
  };
}
