import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { pvcParams, TENANT_PATH, tenantParams } from './names';
import { eventListSchema } from './pods';

/* The volumes' claims of tenants (operator swagger v0.24.0: listPVCsResponse, describePVCWrapper). */

/** One claim; capacity in Kubernetes' quantity ("100Gi"), age its creation time (RFC 3339). */
export const pvcSchema = z.object({
  namespace: z.string(),
  name: z.string(),
  status: z.optional(z.string()),
  volume: z.optional(z.string()),
  tenant: z.optional(z.string()),
  capacity: z.optional(z.string()),
  storageClass: z.optional(z.string()),
  age: z.optional(z.string()),
});
export type Pvc = z.infer<typeof pvcSchema>;

export const listPvcsResponseSchema = z.object({ pvcs: z.array(pvcSchema) });

export const listPVCsForTenant = endpoint({
  id: 'ListPVCsForTenant',
  area: 'operator-pvcs',
  method: 'GET',
  path: `${TENANT_PATH}/pvcs`,
  summary: "The claims of a tenant's volumes",
  params: tenantParams,
  response: listPvcsResponseSchema,
  status: 200,
});

export const listPVCs = endpoint({
  id: 'ListPVCs',
  area: 'operator-pvcs',
  method: 'GET',
  path: '/list-pvcs',
  summary: "The claims of every tenant's volumes the caller may list",
  response: listPvcsResponseSchema,
  status: 200,
});

const keyValue = z.object({ key: z.string(), value: z.string() });

/** What `kubectl describe pvc` shows, as the swagger's describePVCWrapper carries it. */
export const describePvcSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  storageClass: z.optional(z.string()),
  status: z.optional(z.string()),
  volume: z.optional(z.string()),
  labels: z.array(keyValue),
  annotations: z.array(keyValue),
  finalizers: z.array(z.string()),
  capacity: z.optional(z.string()),
  accessModes: z.array(z.string()),
  volumeMode: z.optional(z.string()),
});
export type DescribePvc = z.infer<typeof describePvcSchema>;

export const getPVCEvents = endpoint({
  id: 'GetPVCEvents',
  area: 'operator-pvcs',
  method: 'GET',
  path: `${TENANT_PATH}/pvcs/{PVCName}/events`,
  summary: "The events of one of the tenant's claims, newest first",
  params: pvcParams,
  response: eventListSchema,
  status: 200,
});

export const getPVCDescribe = endpoint({
  id: 'GetPVCDescribe',
  area: 'operator-pvcs',
  method: 'GET',
  path: `${TENANT_PATH}/pvcs/{PVCName}/describe`,
  summary: "One of the tenant's claims described: status, volume, capacity, access modes, labels",
  params: pvcParams,
  response: describePvcSchema,
  status: 200,
});

export const deletePVC = endpoint({
  id: 'DeletePVC',
  area: 'operator-pvcs',
  method: 'DELETE',
  path: `${TENANT_PATH}/pvc/{PVCName}`,
  summary: "Deletes one of the tenant's claims; its volume, and the data on it, go with it",
  params: pvcParams,
  status: 204,
});

export const PVC_ENDPOINTS = [listPVCsForTenant, listPVCs, getPVCEvents, getPVCDescribe, deletePVC] as const;
