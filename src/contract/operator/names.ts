import { z } from 'zod/mini';
import { refusedBy } from '../checks';

/*
 * Kubernetes' names, as the operator API carries them in paths and bodies: a namespace or a tenant is a DNS-1123
 * label, a pod or a claim a DNS-1123 subdomain. Anything else names nothing Kubernetes could hold, and is refused
 * before a call is made.
 */

export const DNS_LABEL_MAX_LENGTH = 63;
export const DNS_SUBDOMAIN_MAX_LENGTH = 253;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
/** The operator's own rule for a tenant's name (createTenantRequest.name). */
const TENANT_NAME = /^[a-z0-9-]{3,63}$/;

function nameProblem(label: string, value: string, maxLength: number, pattern: RegExp): string | null {
  if (value === '') return `Enter the ${label}`;
  if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
  return pattern.test(value)
    ? null
    : `The ${label} has lowercase letters, digits and "-" only, and starts and ends with a letter or digit`;
}

export const namespaceProblem = (value: string) =>
  nameProblem('namespace', value, DNS_LABEL_MAX_LENGTH, DNS_LABEL);

export function tenantNameProblem(value: string): string | null {
  if (value === '') return 'Enter the tenant name';
  if (!TENANT_NAME.test(value)) return 'The tenant name has 3 to 63 lowercase letters, digits and "-"';
  return nameProblem('tenant name', value, DNS_LABEL_MAX_LENGTH, DNS_LABEL);
}

export const podNameProblem = (value: string) =>
  nameProblem('pod name', value, DNS_SUBDOMAIN_MAX_LENGTH, DNS_SUBDOMAIN);

export const pvcNameProblem = (value: string) =>
  nameProblem('claim name', value, DNS_SUBDOMAIN_MAX_LENGTH, DNS_SUBDOMAIN);

export const namespaceSchema = z.string().check(refusedBy(namespaceProblem));
export const tenantNameSchema = z.string().check(refusedBy(tenantNameProblem));
export const podNameSchema = z.string().check(refusedBy(podNameProblem));
export const pvcNameSchema = z.string().check(refusedBy(pvcNameProblem));

/** `/namespaces/{namespace}/tenants/{tenant}`. */
export const tenantParams = z.object({ namespace: namespaceSchema, tenant: tenantNameSchema });
/** `/namespaces/{namespace}/tenants/{tenant}/pods/{podName}`. */
export const podParams = z.object({
  namespace: namespaceSchema,
  tenant: tenantNameSchema,
  podName: podNameSchema,
});

/** `/namespaces/{namespace}/tenants/{tenant}/pvcs/{PVCName}` (the swagger spells the parameter so). */
export const pvcParams = z.object({
  namespace: namespaceSchema,
  tenant: tenantNameSchema,
  PVCName: pvcNameSchema,
});

/** The tenant path prefix every per-tenant operation shares. */
export const TENANT_PATH = '/namespaces/{namespace}/tenants/{tenant}' as const;
