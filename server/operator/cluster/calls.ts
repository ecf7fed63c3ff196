import type { AllocatableResources } from '../../../src/contract/operator/cluster.ts';
import { ConsoleError } from '../../http/errors.ts';
import type { KubeClient } from '../kube-client.ts';
import type { NodeResource } from '../kube-types.ts';
import { quantityValue } from '../quantity.ts';

/** A node's allocatable CPU (whole cores, rounded up as Kubernetes' Value() does) and memory (bytes). */
export interface NodeCapacity {
  cpu: number;
  memory: number;
}

const CONTROL_PLANE_TAINTS = new Set([
  'node-role.kubernetes.io/control-plane',
  'node-role.kubernetes.io/master',
]);

/**
 * Nodes a tenant's pods can go to: not cordoned, not the control plane's. Other taints count as schedulable, as a
 * pool may tolerate them.
 */
const schedulable = (node: NodeResource) =>
  !node.spec?.unschedulable &&
  !(node.spec?.taints ?? []).some((taint) => CONTROL_PLANE_TAINTS.has(taint.key));

export function nodeCapacities(nodes: NodeResource[]): NodeCapacity[] {
  return nodes.filter(schedulable).map((node) => ({
    cpu: quantityValue(node.status?.allocatable?.cpu),
    memory: quantityValue(node.status?.allocatable?.memory),
  }));
}

function enoughNodes(capacities: NodeCapacity[], wanted: number): void {
  if (capacities.length < wanted)
    throw new ConsoleError(
      400,
      'Not enough nodes',
      `The cluster has ${capacities.length} schedulable nodes, fewer than the ${wanted} asked for`,
    );
}

/** The best `wanted` nodes by `rank`, and what the least of them offers of each resource. */
function leastOfBest(capacities: NodeCapacity[], wanted: number, rank: keyof NodeCapacity) {
  const best = [...capacities].sort((a, b) => b[rank] - a[rank]).slice(0, wanted);
  return {
    max_allocatable_cpu: Math.min(...best.map((node) => node.cpu)),
    max_allocatable_mem: Math.min(...best.map((node) => node.memory)),
  };
}

/** What each of `wanted` nodes can give a pod, choosing the nodes richest in CPU or in memory. */
export function allocatableResources(capacities: NodeCapacity[], wanted: number): AllocatableResources {
  enoughNodes(capacities, wanted);
  return {
    min_allocatable_cpu: Math.min(...capacities.map((node) => node.cpu)),
    min_allocatable_mem: Math.min(...capacities.map((node) => node.memory)),
    cpu_priority: leastOfBest(capacities, wanted, 'cpu'),
    mem_priority: leastOfBest(capacities, wanted, 'memory'),
  };
}

export async function clusterAllocatableResources(kube: KubeClient, wanted: number) {
  return allocatableResources(nodeCapacities((await kube.listNodes()).items), wanted);
}

/** The most memory each of `wanted` nodes can give a pod: the memory of the wanted-th richest node. */
export async function maxAllocatableMemory(kube: KubeClient, wanted: number) {
  const capacities = nodeCapacities((await kube.listNodes()).items);
  enoughNodes(capacities, wanted);
  return { max_memory: leastOfBest(capacities, wanted, 'memory').max_allocatable_mem };
}

/** Each label key of the nodes with its values, each once, in order. */
export function labelsOf(nodes: NodeResource[]): Record<string, string[]> {
  const labels = new Map<string, Set<string>>();
  for (const node of nodes)
    for (const [key, value] of Object.entries(node.metadata.labels ?? {}))
      labels.set(key, (labels.get(key) ?? new Set()).add(value));
  return Object.fromEntries(
    [...labels].sort(([a], [b]) => a.localeCompare(b)).map(([key, values]) => [key, [...values].sort()]),
  );
}

export async function nodeLabels(kube: KubeClient) {
  return labelsOf((await kube.listNodes()).items);
}
