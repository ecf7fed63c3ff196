import { allocatableResources, type NodeCapacity } from '../../../src/contract/operator/allocatable.ts';
import { labelsOfNodes } from '../../../src/contract/operator/cluster.ts';
import { ConsoleError } from '../../http/errors.ts';
import type { KubeClient } from '../kube-client.ts';
import type { NodeResource } from '../kube-types.ts';
import { quantityValue } from '../quantity.ts';

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

/** Each schedulable node's CPU (whole cores, rounded up as Kubernetes' Value() does) and memory. */
export function nodeCapacities(nodes: NodeResource[]): NodeCapacity[] {
  return nodes.filter(schedulable).map((node) => ({
    cpu: quantityValue(node.status?.allocatable?.cpu),
    memory: quantityValue(node.status?.allocatable?.memory),
  }));
}

/** What each of `wanted` nodes can give a pod; fewer schedulable nodes than wanted is a 400 saying so. */
function checkedAllocatable(capacities: NodeCapacity[], wanted: number) {
  const resources = allocatableResources(capacities, wanted);
  if ('problem' in resources) throw new ConsoleError(400, 'Not enough nodes', resources.problem);
  return resources;
}

export async function clusterAllocatableResources(kube: KubeClient, wanted: number) {
  return checkedAllocatable(nodeCapacities((await kube.listNodes()).items), wanted);
}

/** The most memory each of `wanted` nodes can give a pod: the memory of the wanted-th richest node. */
export async function maxAllocatableMemory(kube: KubeClient, wanted: number) {
  const resources = checkedAllocatable(nodeCapacities((await kube.listNodes()).items), wanted);
  return { max_memory: resources.mem_priority.max_allocatable_mem };
}

export async function nodeLabels(kube: KubeClient) {
  return labelsOfNodes((await kube.listNodes()).items.map((node) => node.metadata.labels ?? {}));
}
