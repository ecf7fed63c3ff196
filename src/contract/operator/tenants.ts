import { z } from 'zod/mini';
import { BODY_LIMITS } from '../body-limits';
import { hasControlCharacter, refusedBy } from '../checks';
import { endpoint } from '../endpoint';
import { queryWholeNumberOr } from '../query';
import { namespaceSchema, TENANT_PATH, tenantNameSchema, tenantParams } from './names';
import { MAX_LIST_ENTRIES, poolListSchema, poolSchema, stringMapSchema } from './pool';
import {
  encryptionConfigurationSchema,
  idpConfigurationSchema,
  imageSchema,
  tenantAccessKeySchema,
  tenantSecretKeySchema,
  tlsConfigurationSchema,
} from './security-settings';

/* Tenants: MinIO Operator's `minio.min.io/v2` Tenant resources, as the operator swagger (v0.24.0) carries them. */

const count = z.optional(z.int());
const bytes = z.optional(z.number());

/** One row of a tenant list (the swagger's tenantList). */
export const tenantListItemSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  total_size: bytes,
  capacity: bytes,
  capacity_usage: bytes,
  capacity_raw: bytes,
  capacity_raw_usage: bytes,
  pool_count: count,
  instance_count: count,
  volume_count: count,
  health_status: z.optional(z.string()),
  currentState: z.optional(z.string()),
  creation_date: z.optional(z.string()),
  deletion_date: z.optional(z.string()),
});
export type TenantListItem = z.infer<typeof tenantListItemSchema>;

export const listTenantsResponseSchema = z.object({
  tenants: z.array(tenantListItemSchema),
  total: z.int(),
});
export type ListTenantsResponse = z.infer<typeof listTenantsResponseSchema>;

export const TENANT_SORT_FIELDS = ['name', 'namespace', 'creation_date', 'capacity', 'total_size'] as const;
export const MAX_TENANT_PAGE = 1000;

export const listTenantsQuerySchema = z.object({
  sort_by: z.optional(z.enum(TENANT_SORT_FIELDS, `must be one of ${TENANT_SORT_FIELDS.join(', ')}`)),
  offset: queryWholeNumberOr({ min: 0, max: 1_000_000, default: 0 }),
  limit: queryWholeNumberOr({ min: 1, max: MAX_TENANT_PAGE, default: MAX_TENANT_PAGE }),
});

/** The tenant's health and usage as its status reports them (the swagger's tenantStatus). */
export const tenantStatusSchema = z.object({
  write_quorum: count,
  drives_online: count,
  drives_offline: count,
  drives_healing: count,
  health_status: z.optional(z.string()),
  usage: z.optional(z.object({ raw: bytes, raw_usage: bytes, capacity: bytes, capacity_usage: bytes })),
});

/** One tenant in full (the swagger's tenant). */
export const tenantSchema = z.object({
  name: z.string(),
  namespace: z.string(),
  creation_date: z.optional(z.string()),
  deletion_date: z.optional(z.string()),
  currentState: z.optional(z.string()),
  image: z.optional(z.string()),
  total_size: bytes,
  pools: z.array(poolSchema),
  endpoints: z.optional(z.object({ minio: z.optional(z.string()), console: z.optional(z.string()) })),
  minioTLS: z.optional(z.boolean()),
  enable_prometheus: z.optional(z.boolean()),
  logEnabled: z.optional(z.boolean()),
  monitoringEnabled: z.optional(z.boolean()),
  encryptionEnabled: z.optional(z.boolean()),
  idpAdEnabled: z.optional(z.boolean()),
  idpOidcEnabled: z.optional(z.boolean()),
  status: z.optional(tenantStatusSchema),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const deleteTenantRequestSchema = z.object({ delete_pvcs: z.optional(z.boolean()) });

/** An environment variable's name, as Kubernetes takes it. */
const envName = z
  .string()
  .check(z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, 'is not an environment variable name'));
const envValue = z.string().check(
  z.maxLength(4096),
  refusedBy((value: string) => (hasControlCharacter(value) ? 'The value has no control characters' : null)),
);

/** What the create-tenant wizard sends (the swagger's createTenantRequest, the parts this console offers). */
export const createTenantRequestSchema = z.object({
  name: tenantNameSchema,
  namespace: namespaceSchema,
  pools: poolListSchema,
  image: z.optional(imageSchema),
  /** The root user; both are generated when left out. */
  access_key: z.optional(tenantAccessKeySchema),
  secret_key: z.optional(tenantSecretKeySchema),
  enable_console: z.optional(z.boolean()),
  enable_tls: z.optional(z.boolean()),
  enable_prometheus: z.optional(z.boolean()),
  expose_minio: z.optional(z.boolean()),
  expose_console: z.optional(z.boolean()),
  /** 0 or absent: MinIO's default parity for the set size. */
  erasureCodingParity: z.optional(z.int().check(z.gte(0), z.lte(8))),
  annotations: z.optional(stringMapSchema),
  labels: z.optional(stringMapSchema),
  mount_path: z.optional(z.string().check(z.regex(/^\/[A-Za-z0-9._/-]{0,254}$/, 'is not an absolute path'))),
  image_pull_secret: z.optional(
    z.string().check(z.regex(/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/, 'is not a secret name')),
  ),
  /** Users created with the tenant, each kept in a secret of its own, and its external identity provider. */
  idp: z.optional(idpConfigurationSchema),
  /** Certificates of the tenant's own, besides or instead of those the operator issues. */
  tls: z.optional(tlsConfigurationSchema),
  /** KES and its key store. */
  encryption: z.optional(encryptionConfigurationSchema),
  environmentVariables: z.optional(
    z.array(z.object({ key: envName, value: envValue })).check(z.maxLength(MAX_LIST_ENTRIES)),
  ),
});
export type CreateTenantRequest = z.infer<typeof createTenantRequestSchema>;

export const createTenantResponseSchema = z.object({
  externalIDP: z.optional(z.boolean()),
  console: z.array(
    z.object({
      access_key: z.optional(z.string()),
      secret_key: z.optional(z.string()),
      url: z.optional(z.string()),
    }),
  ),
});
export type CreateTenantResponse = z.infer<typeof createTenantResponseSchema>;

export const poolUpdateRequestSchema = z.object({ pools: poolListSchema });

export const listAllTenants = endpoint({
  id: 'ListAllTenants',
  area: 'operator-tenants',
  method: 'GET',
  path: '/tenants',
  summary: 'The tenants of every namespace the caller may list',
  query: listTenantsQuerySchema,
  response: listTenantsResponseSchema,
  status: 200,
});

export const listTenants = endpoint({
  id: 'ListTenants',
  area: 'operator-tenants',
  method: 'GET',
  path: '/namespaces/{namespace}/tenants',
  summary: 'The tenants of one namespace',
  params: z.object({ namespace: namespaceSchema }),
  query: listTenantsQuerySchema,
  response: listTenantsResponseSchema,
  status: 200,
});

export const createTenant = endpoint({
  id: 'CreateTenant',
  area: 'operator-tenants',
  method: 'POST',
  path: '/tenants',
  summary:
    "Creates a tenant: its configuration, users' and certificates' secrets, KES's, then the Tenant resource",
  body: createTenantRequestSchema,
  bodyLimit: 8 * BODY_LIMITS.default,
  response: createTenantResponseSchema,
  status: 200,
});

export const tenantDetails = endpoint({
  id: 'TenantDetails',
  area: 'operator-tenants',
  method: 'GET',
  path: TENANT_PATH,
  summary: 'One tenant: its pools, image, endpoints, state and health',
  params: tenantParams,
  response: tenantSchema,
  status: 200,
});

export const deleteTenant = endpoint({
  id: 'DeleteTenant',
  area: 'operator-tenants',
  method: 'DELETE',
  path: TENANT_PATH,
  summary: "Deletes a tenant, and its volumes' claims when asked",
  params: tenantParams,
  body: deleteTenantRequestSchema,
  bodyLimit: BODY_LIMITS.default,
  status: 204,
});

export const tenantAddPool = endpoint({
  id: 'TenantAddPool',
  area: 'operator-tenants',
  method: 'POST',
  path: `${TENANT_PATH}/pools`,
  summary: 'Adds a pool to a tenant (named pool-{count} when no name is given)',
  params: tenantParams,
  body: poolSchema,
  bodyLimit: BODY_LIMITS.default,
  status: 201,
});

export const tenantUpdatePools = endpoint({
  id: 'TenantUpdatePools',
  area: 'operator-tenants',
  method: 'PUT',
  path: `${TENANT_PATH}/pools`,
  summary: "Replaces a tenant's pools: existing ones may gain servers, never lose any nor change drives",
  params: tenantParams,
  body: poolUpdateRequestSchema,
  bodyLimit: BODY_LIMITS.default,
  response: tenantSchema,
  status: 200,
});

export const TENANT_ENDPOINTS = [
  listAllTenants,
  listTenants,
  createTenant,
  tenantDetails,
  deleteTenant,
  tenantAddPool,
  tenantUpdatePools,
] as const;
