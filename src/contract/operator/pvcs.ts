import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { TENANT_PATH, tenantParams } from './names';

/* The volumes' claims of tenants (operator swagger v0.24.0: listPVCsResponse). */

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

export const PVC_ENDPOINTS = [listPVCsForTenant, listPVCs] as const;
