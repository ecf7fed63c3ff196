import { describe, expect, it } from 'vitest';
import { allocatableResources, type NodeCapacity } from './allocatable';

const GI = 1024 ** 3;
const NODES: NodeCapacity[] = [
  { cpu: 4, memory: 64 * GI },
  { cpu: 16, memory: 8 * GI },
  { cpu: 8, memory: 32 * GI },
  { cpu: 2, memory: 16 * GI },
];

describe('what each of the wanted nodes can give a pod', () => {
  it.each<[wanted: number, cpuPriority: [number, number], memPriority: [number, number]]>([
    [1, [16, 8], [4, 64]],
    [2, [8, 8], [4, 32]],
    [3, [4, 8], [2, 16]],
    [4, [2, 8], [2, 8]],
  ])('%i nodes: the CPU-richest give %j cores/GiB, the memory-richest %j', (wanted, byCpu, byMemory) => {
    expect(allocatableResources(NODES, wanted)).toEqual({
      min_allocatable_cpu: 2,
      min_allocatable_mem: 8 * GI,
      cpu_priority: { max_allocatable_cpu: byCpu[0], max_allocatable_mem: byCpu[1] * GI },
      mem_priority: { max_allocatable_cpu: byMemory[0], max_allocatable_mem: byMemory[1] * GI },
    });
  });

  it('says so when fewer nodes are schedulable than wanted', () => {
    expect(allocatableResources(NODES, 5)).toEqual({
      problem: 'The cluster has 4 schedulable nodes, fewer than the 5 asked for',
    });
  });
});
