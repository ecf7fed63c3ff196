import { describe, expect, it } from 'vitest';
import { type NodeOffer, offerOf, type ResourceFields, resourceProblems } from './node-resources';

const GI = 1024 ** 3;
const FORM: ResourceFields = {
  nodes: '4',
  memoryNode: '2',
  cpuToUse: '1',
  memoryLimit: '',
  cpuLimit: '',
  podAffinity: 'default',
  withPodAntiAffinity: true,
};
const OFFERED: NodeOffer = { kind: 'offered', servers: 4, cpu: 8, memoryGi: 31 };
const TOO_FEW: NodeOffer = {
  kind: 'tooFewNodes',
  servers: 4,
  detail: 'The cluster has 3 schedulable nodes, fewer than the 4 asked for',
};
const UNKNOWN: NodeOffer = { kind: 'unknown' };

describe("each server's CPU and memory against the nodes", () => {
  it.each<[string, Partial<ResourceFields>, NodeOffer, Record<string, string>]>([
    ['what the nodes offer', { memoryNode: '31', cpuToUse: '8' }, OFFERED, {}],
    [
      'more memory than any 4 nodes have',
      { memoryNode: '32' },
      OFFERED,
      { memoryNode: 'The memory per server must be at most 31 GiB: no 4 nodes have more free' },
    ],
    [
      'more CPU than any 4 nodes have',
      { cpuToUse: '9' },
      OFFERED,
      { cpuToUse: 'The CPUs per server must be at most 8: no 4 nodes have more free' },
    ],
    ['more memory, the nodes not read yet', { memoryNode: '32' }, UNKNOWN, {}],
    ['an offer read for another number of servers', { nodes: '5', memoryNode: '32' }, OFFERED, {}],
    [
      'no memory',
      { memoryNode: '0' },
      OFFERED,
      { memoryNode: 'The memory per server is a whole number from 1 to 1024' },
    ],
    [
      'CPU in fractions',
      { cpuToUse: '1.5' },
      UNKNOWN,
      { cpuToUse: 'The CPUs per server is a whole number from 1 to 256' },
    ],
    ['limits at least the requests', { memoryLimit: '4', cpuLimit: '1' }, OFFERED, {}],
    [
      'a memory limit under the request',
      { memoryLimit: '1' },
      OFFERED,
      { memoryLimit: 'The memory limit must be at least the request (2 GiB)' },
    ],
    [
      'a CPU limit under the request',
      { cpuToUse: '4', cpuLimit: '2' },
      OFFERED,
      { cpuLimit: 'The CPU limit must be at least the request (4)' },
    ],
    [
      'a CPU limit over what the nodes have',
      { cpuLimit: '16' },
      OFFERED,
      { cpuLimit: 'The CPU limit must be at most 8: no 4 nodes have more free' },
    ],
    [
      'a memory limit not a number',
      { memoryLimit: 'lots' },
      OFFERED,
      { memoryLimit: 'The memory limit is a whole number from 1 to 1024' },
    ],
    [
      'too few nodes for one server a node',
      {},
      TOO_FEW,
      {
        nodes:
          'Not enough nodes for one server each: The cluster has 3 schedulable nodes, fewer than the 4 asked for',
      },
    ],
    [
      'too few nodes, labelled nodes one server each',
      { podAffinity: 'nodeSelector' },
      TOO_FEW,
      {
        nodes:
          'Not enough nodes for one server each: The cluster has 3 schedulable nodes, fewer than the 4 asked for',
      },
    ],
    ['too few nodes, servers sharing nodes', { podAffinity: 'none' }, TOO_FEW, {}],
    [
      'too few nodes, labelled nodes shared',
      { podAffinity: 'nodeSelector', withPodAntiAffinity: false },
      TOO_FEW,
      {},
    ],
    ['too few nodes for another number of servers', { nodes: '3' }, TOO_FEW, {}],
  ])('%s', (_, change, offer, expected) => {
    const problems = Object.fromEntries(
      Object.entries(resourceProblems({ ...FORM, ...change }, offer)).filter(([, problem]) => problem),
    );
    expect(problems).toEqual(expected);
  });
});

describe('the offer read from the nodes', () => {
  it('takes the CPU-richest nodes for CPU and the memory-richest for memory, in whole GiB', () => {
    const resources = {
      min_allocatable_cpu: 2,
      min_allocatable_mem: 4 * GI,
      cpu_priority: { max_allocatable_cpu: 16, max_allocatable_mem: 8 * GI },
      mem_priority: { max_allocatable_cpu: 4, max_allocatable_mem: 63.5 * GI },
    };
    expect(offerOf(4, resources)).toEqual({ kind: 'offered', servers: 4, cpu: 16, memoryGi: 63 });
  });
});
