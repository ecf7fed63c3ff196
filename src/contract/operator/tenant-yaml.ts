import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { TENANT_PATH, tenantParams } from './names';

/* The Tenant resource as YAML, to read and edit whole (operator swagger v0.24.0: tenantYAML). */

/** A Tenant's YAML is a few KiB; a spec with many pools and settings stays well below this. */
export const MAX_TENANT_YAML_LENGTH = 128 * 1024;

export const tenantYamlSchema = z.object({
  yaml: z
    .string()
    .check(
      z.minLength(1, 'Enter the YAML of the Tenant'),
      z.maxLength(MAX_TENANT_YAML_LENGTH, `The YAML has at most ${MAX_TENANT_YAML_LENGTH} characters`),
    ),
});
export type TenantYaml = z.infer<typeof tenantYamlSchema>;

export const getTenantYAML = endpoint({
  id: 'GetTenantYAML',
  area: 'operator-tenants',
  method: 'GET',
  path: `${TENANT_PATH}/yaml`,
  summary: 'The Tenant resource as YAML: its metadata and spec, without status or managed fields',
  params: tenantParams,
  response: tenantYamlSchema,
  status: 200,
});

export const putTenantYAML = endpoint({
  id: 'PutTenantYAML',
  area: 'operator-tenants',
  method: 'PUT',
  path: `${TENANT_PATH}/yaml`,
  summary:
    "Replaces the Tenant's labels, annotations and spec with the YAML's; a spec changed meanwhile is a 409",
  params: tenantParams,
  body: tenantYamlSchema,
  bodyLimit: 4 * MAX_TENANT_YAML_LENGTH,
  status: 201,
});

export const TENANT_YAML_ENDPOINTS = [getTenantYAML, putTenantYAML] as const;
