import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getAllocatableResources, getParity, listNodeLabels } from '@/contract/operator/cluster';
import {
  describePod,
  getPodEvents,
  getPodLogs,
  getTenantEvents,
  getTenantPods,
} from '@/contract/operator/pods';
import type { Pool } from '@/contract/operator/pool';
import { deletePVC, getPVCDescribe, getPVCEvents, listPVCsForTenant } from '@/contract/operator/pvcs';
import { getTenantYAML, putTenantYAML } from '@/contract/operator/tenant-yaml';
import {
  type CreateTenantRequest,
  createTenant,
  deleteTenant,
  listAllTenants,
  tenantAddPool,
  tenantDetails,
  tenantUpdatePools,
} from '@/contract/operator/tenants';
import { call } from '@/lib/api/client';
import { pvcKeys } from '@/lib/resources/pvcs';

/** Where a tenant lives: `/namespaces/{namespace}/tenants/{tenant}`. */
export interface TenantRef {
  namespace: string;
  tenant: string;
}

export const tenantKeys = {
  all: () => ['tenants'] as const,
  list: () => [...tenantKeys.all(), 'list'] as const,
  tenant: ({ namespace, tenant }: TenantRef) => [...tenantKeys.all(), 'tenant', namespace, tenant] as const,
  details: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'details'] as const,
  events: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'events'] as const,
  pvcs: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'pvcs'] as const,
  pvc: (ref: TenantRef, pvc: string) => [...tenantKeys.pvcs(ref), pvc] as const,
  yaml: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'yaml'] as const,
  pods: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'pods'] as const,
  pod: (ref: TenantRef, pod: string) => [...tenantKeys.pods(ref), pod] as const,
  parity: (nodes: number, disksPerNode: number) => ['cluster', 'parity', nodes, disksPerNode] as const,
  allocatable: (numNodes: number) => ['cluster', 'allocatable', numNodes] as const,
  nodeLabels: () => ['cluster', 'node-labels'] as const,
};

/** Every tenant of every namespace the session may list. */
export const tenantListQuery = () =>
  queryOptions({
    queryKey: tenantKeys.list(),
    queryFn: async ({ signal }) => (await call(listAllTenants, { query: {} }, signal)).tenants,
  });

export const tenantDetailsQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantKeys.details(ref),
    queryFn: ({ signal }) => call(tenantDetails, { params: ref }, signal),
  });

export const tenantEventsQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantKeys.events(ref),
    queryFn: ({ signal }) => call(getTenantEvents, { params: ref }, signal),
  });

export const tenantPvcsQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantKeys.pvcs(ref),
    queryFn: async ({ signal }) => (await call(listPVCsForTenant, { params: ref }, signal)).pvcs,
  });

export const tenantPodsQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantKeys.pods(ref),
    queryFn: ({ signal }) => call(getTenantPods, { params: ref }, signal),
  });

export const podLogsQuery = (ref: TenantRef, podName: string) =>
  queryOptions({
    queryKey: [...tenantKeys.pod(ref, podName), 'logs'] as const,
    queryFn: ({ signal }) => call(getPodLogs, { params: { ...ref, podName } }, signal),
  });

export const podEventsQuery = (ref: TenantRef, podName: string) =>
  queryOptions({
    queryKey: [...tenantKeys.pod(ref, podName), 'events'] as const,
    queryFn: ({ signal }) => call(getPodEvents, { params: { ...ref, podName } }, signal),
  });

export const podDescriptionQuery = (ref: TenantRef, podName: string) =>
  queryOptions({
    queryKey: [...tenantKeys.pod(ref, podName), 'describe'] as const,
    queryFn: ({ signal }) => call(describePod, { params: { ...ref, podName } }, signal),
  });

export const pvcDescriptionQuery = (ref: TenantRef, PVCName: string) =>
  queryOptions({
    queryKey: [...tenantKeys.pvc(ref, PVCName), 'describe'] as const,
    queryFn: ({ signal }) => call(getPVCDescribe, { params: { ...ref, PVCName } }, signal),
  });

export const pvcEventsQuery = (ref: TenantRef, PVCName: string) =>
  queryOptions({
    queryKey: [...tenantKeys.pvc(ref, PVCName), 'events'] as const,
    queryFn: ({ signal }) => call(getPVCEvents, { params: { ...ref, PVCName } }, signal),
  });

/** The Tenant resource as YAML, read afresh each time it is opened for editing. */
export const tenantYamlQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: tenantKeys.yaml(ref),
    queryFn: async ({ signal }) => (await call(getTenantYAML, { params: ref }, signal)).yaml,
    staleTime: 0,
  });

/** The parities MinIO allows a pool of this shape, highest first; none for a shape it cannot have. */
export const parityQuery = (nodes: number, disksPerNode: number) =>
  queryOptions({
    queryKey: tenantKeys.parity(nodes, disksPerNode),
    queryFn: ({ signal }) =>
      call(getParity, { params: { nodes: String(nodes), disksPerNode: String(disksPerNode) } }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What `numNodes` nodes can give each pod; a 400 when fewer nodes are schedulable. */
export const allocatableResourcesQuery = (numNodes: number) =>
  queryOptions({
    queryKey: tenantKeys.allocatable(numNodes),
    queryFn: ({ signal }) =>
      call(getAllocatableResources, { query: { num_nodes: String(numNodes) } }, signal),
  });

/** Each label key of the cluster's nodes with its values. */
export const nodeLabelsQuery = () =>
  queryOptions({
    queryKey: tenantKeys.nodeLabels(),
    queryFn: ({ signal }) => call(listNodeLabels, {}, signal),
  });

/** A new tenant adds a row to the list and claims to the volumes. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateTenantRequest) => call(createTenant, { body: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: pvcKeys.all() }),
      ]),
  });
}

export function useDeleteTenant(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deletePvcs: boolean) =>
      call(deleteTenant, { params: ref, body: { delete_pvcs: deletePvcs } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tenantKeys.tenant(ref) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: pvcKeys.all() }),
      ]);
    },
  });
}

/** A pool changes the tenant, its row (pools, capacity) and the claims of its volumes. */
export function useAddPool(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pool: Pool) => call(tenantAddPool, { params: ref, body: pool }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.details(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.pvcs(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: pvcKeys.all() }),
      ]),
  });
}

/** Grown pools change the tenant, its row and the claims of its volumes, and start more pods. */
export function useUpdatePools(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pools: Pool[]) => call(tenantUpdatePools, { params: ref, body: { pools } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(tenantKeys.details(ref), updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.pvcs(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.pods(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: pvcKeys.all() }),
      ]);
    },
  });
}

/** A deleted claim leaves the tenant's volumes and every claim list. */
export function useDeletePvc(ref: TenantRef, PVCName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deletePVC, { params: { ...ref, PVCName } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tenantKeys.pvc(ref, PVCName) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.pvcs(ref), exact: true }),
        queryClient.invalidateQueries({ queryKey: pvcKeys.all() }),
      ]);
    },
  });
}

/** The edited YAML may change anything of the tenant: all of it is read again. */
export function usePutTenantYaml(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yaml: string) => call(putTenantYAML, { params: ref, body: { yaml } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.tenant(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: pvcKeys.all() }),
      ]),
  });
}
