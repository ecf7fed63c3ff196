import type { AllocatableResources } from '@/contract/operator/cluster';
import { wholeNumber } from '@/lib/form/fields';
import type { Problems } from '@/lib/form/use-schema-form';
import { unitToBytes } from '@/lib/format/units';
import type { TenantForm } from './tenant-form';

export const MAX_MEMORY_PER_SERVER_GI = 1024;
export const MAX_CPU_PER_SERVER = 256;
const GI = unitToBytes(1, 'Gi');

/** What the cluster's nodes were found to offer each server of the number wanted. */
export type NodeOffer =
  /** Not read (yet), or not readable: nothing is checked against the nodes. */
  | { kind: 'unknown' }
  /** Fewer schedulable nodes than servers; `detail` is the server's account of it. */
  | { kind: 'tooFewNodes'; servers: number; detail: string }
  /** The most CPU (cores) and memory (whole GiB) each of `servers` nodes can give a pod. */
  | { kind: 'offered'; servers: number; cpu: number; memoryGi: number };

/** The offer in the allocatable resources read for `servers` servers: the CPU-richest and memory-richest nodes. */
export const offerOf = (servers: number, resources: AllocatableResources): NodeOffer => ({
  kind: 'offered',
  servers,
  cpu: resources.cpu_priority.max_allocatable_cpu,
  memoryGi: Math.floor(resources.mem_priority.max_allocatable_mem / GI),
});

export const offerSummary = (offer: Extract<NodeOffer, { kind: 'offered' }>) =>
  `Each server can have up to ${offer.cpu} CPU and ${offer.memoryGi} GiB memory (from the nodes).`;

/** The fields sized against the nodes. */
export type ResourceFields = Pick<
  TenantForm,
  'nodes' | 'memoryNode' | 'cpuToUse' | 'memoryLimit' | 'cpuLimit' | 'podAffinity' | 'withPodAntiAffinity'
>;

/** Placements that never put two servers of the pool on one node. */
const oneServerANode = (form: ResourceFields) =>
  form.podAffinity === 'default' || (form.podAffinity === 'nodeSelector' && form.withPodAntiAffinity);

interface Resource {
  label: string;
  unit: string;
  max: number;
  offered: number | undefined;
  servers: number;
}

/** A whole number from 1 to the contract's bound and to what the nodes offer. */
function amountProblem(text: string, { label, unit, max, offered, servers }: Resource) {
  const value = wholeNumber(text);
  if (value === undefined || !(value >= 1 && value <= max))
    return `${label} is a whole number from 1 to ${max}`;
  if (offered !== undefined && value > offered)
    return `${label} must be at most ${offered}${unit}: no ${servers} nodes have more free`;
  return undefined;
}

/** A limit is optional; when given, it is at least the request and what the nodes offer bounds it too. */
function limitProblem(limitText: string, requestText: string, resource: Resource) {
  if (limitText.trim() === '') return undefined;
  const problem = amountProblem(limitText, resource);
  if (problem) return problem;
  const request = wholeNumber(requestText);
  return request !== undefined && (wholeNumber(limitText) ?? 0) < request
    ? `${resource.label} must be at least the request (${request}${resource.unit})`
    : undefined;
}

/**
 * What keeps each server's CPU and memory from fitting on the nodes: the contract's bounds always, what the
 * nodes offer once it is known for this number of servers, and too few nodes when each server needs one
 * (under `nodes`, for the number of servers).
 */
export function resourceProblems(form: ResourceFields, offer: NodeOffer): Problems {
  const servers = wholeNumber(form.nodes) ?? Number.NaN;
  const known = offer.kind === 'offered' && offer.servers === servers ? offer : undefined;
  const memory = { unit: ' GiB', max: MAX_MEMORY_PER_SERVER_GI, offered: known?.memoryGi, servers };
  const cpu = { unit: '', max: MAX_CPU_PER_SERVER, offered: known?.cpu, servers };
  const tooFew =
    offer.kind === 'tooFewNodes' && offer.servers === servers && oneServerANode(form) ? offer.detail : '';
  return {
    memoryNode: amountProblem(form.memoryNode, { ...memory, label: 'The memory per server' }),
    cpuToUse: amountProblem(form.cpuToUse, { ...cpu, label: 'The CPUs per server' }),
    memoryLimit: limitProblem(form.memoryLimit, form.memoryNode, { ...memory, label: 'The memory limit' }),
    cpuLimit: limitProblem(form.cpuLimit, form.cpuToUse, { ...cpu, label: 'The CPU limit' }),
    nodes: tooFew ? `Not enough nodes for one server each: ${tooFew}` : undefined,
  };
}
