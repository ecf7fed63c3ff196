import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { isWholeNumberIn, REQUIRED_IN_QUERY } from '../query';

/* What the cluster offers a new tenant: parities for its shape, nodes' memory and CPU, node labels. */

export const MAX_PARITY_NODES = 1000;
export const MAX_PARITY_DISKS_PER_NODE = 256;
export const MAX_CLUSTER_NODES = 10_000;

/** A whole number in a path or the query, where it is required. */
const wholeNumberText = (min: number, max: number) =>
  z.pipe(
    z
      .string({ error: REQUIRED_IN_QUERY })
      .check(
        z.refine((text) => isWholeNumberIn(text, min, max), `must be a whole number from ${min} to ${max}`),
      ),
    z.transform(Number),
  );

/** The erasure-code parities MinIO offers for the set size it picks ("EC:4", "EC:3", ...), highest first. */
export const parityResponseSchema = z.array(z.string());

export const getParity = endpoint({
  id: 'GetParity',
  area: 'operator-cluster',
  method: 'GET',
  path: '/get-parity/{nodes}/{disksPerNode}',
  summary: 'The parities MinIO allows for this many nodes with this many drives each',
  params: z.object({
    nodes: wholeNumberText(2, MAX_PARITY_NODES),
    disksPerNode: wholeNumberText(1, MAX_PARITY_DISKS_PER_NODE),
  }),
  response: parityResponseSchema,
  status: 200,
});

const numNodesQuery = z.object({ num_nodes: wholeNumberText(1, MAX_CLUSTER_NODES) });

/** Bytes. */
export const maxAllocatableMemResponseSchema = z.object({ max_memory: z.number() });

export const getMaxAllocatableMem = endpoint({
  id: 'GetMaxAllocatableMem',
  area: 'operator-cluster',
  method: 'GET',
  path: '/cluster/max-allocatable-memory',
  summary:
    'The most memory each of num_nodes nodes can give a pod; fewer schedulable nodes is a 400 saying so',
  query: numNodesQuery,
  response: maxAllocatableMemResponseSchema,
  status: 200,
});

const nodeMaxSchema = z.object({ max_allocatable_cpu: z.number(), max_allocatable_mem: z.number() });

/** CPU in cores, memory in bytes. */
export const allocatableResourcesResponseSchema = z.object({
  min_allocatable_mem: z.number(),
  min_allocatable_cpu: z.number(),
  cpu_priority: nodeMaxSchema,
  mem_priority: nodeMaxSchema,
});
export type AllocatableResources = z.infer<typeof allocatableResourcesResponseSchema>;

export const getAllocatableResources = endpoint({
  id: 'GetAllocatableResources',
  area: 'operator-cluster',
  method: 'GET',
  path: '/cluster/allocatable-resources',
  summary: 'What num_nodes nodes can give each pod: the CPU-richest and memory-richest choices of nodes',
  query: numNodesQuery,
  response: allocatableResourcesResponseSchema,
  status: 200,
});

/** Each label key of the cluster's nodes with its values. */
/** Each label key of the nodes with its values, each once; keys and values in order. */
export function labelsOfNodes(nodeLabels: readonly Record<string, string>[]): Record<string, string[]> {
  const labels = new Map<string, Set<string>>();
  for (const node of nodeLabels)
    for (const [key, value] of Object.entries(node))
      labels.set(key, (labels.get(key) ?? new Set()).add(value));
  return Object.fromEntries(
    [...labels].sort(([a], [b]) => a.localeCompare(b)).map(([key, values]) => [key, [...values].sort()]),
  );
}

export const nodeLabelsSchema = z.record(z.string(), z.array(z.string()));

export const listNodeLabels = endpoint({
  id: 'ListNodeLabels',
  area: 'operator-cluster',
  method: 'GET',
  path: '/nodes/labels',
  summary: "The labels of the cluster's nodes, each key with its values",
  response: nodeLabelsSchema,
  status: 200,
});

export const CLUSTER_ENDPOINTS = [
  getParity,
  getMaxAllocatableMem,
  getAllocatableResources,
  listNodeLabels,
] as const;
