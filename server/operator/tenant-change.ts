import { ConsoleError } from '../http/errors.ts';
import type { KubeClient } from './kube-client.ts';
import type { TenantResource } from './kube-types.ts';

/** How many times a change is tried, the first included. */
const ATTEMPTS = 3;

const isConflict = (error: unknown) => error instanceof ConsoleError && error.status === 409;

/**
 * Makes a change computed from the Tenant as read. Its patch carries the resourceVersion read, so Kubernetes
 * refuses it (409) when the Tenant changed meanwhile; but the operator writes the status often, and that changes
 * the resourceVersion too. When the Tenant's generation, which only a change of its spec moves, is still the one
 * read, the change is made again on the Tenant read anew; a change of the spec meanwhile stays a 409.
 */
export async function changeTenant<T>(
  kube: KubeClient,
  namespace: string,
  name: string,
  change: (tenant: TenantResource) => Promise<T>,
  read?: TenantResource,
): Promise<T> {
  let tenant = read ?? (await kube.getTenant(namespace, name));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await change(tenant);
    } catch (error) {
      if (attempt === ATTEMPTS || !isConflict(error)) throw error;
      const anew = await kube.getTenant(namespace, name);
      if (anew.metadata.generation !== tenant.metadata.generation) throw error;
      tenant = anew;
    }
  }
}

/** Patches the spec of the Tenant as read, as `changeTenant` does: retried while only its status moved on. */
export const patchTenantSpec = (kube: KubeClient, read: TenantResource, spec: Record<string, unknown>) =>
  changeTenant(
    kube,
    read.metadata.namespace ?? '',
    read.metadata.name,
    (tenant) =>
      kube.patchTenant(tenant.metadata.namespace ?? '', tenant.metadata.name, {
        metadata: { resourceVersion: tenant.metadata.resourceVersion },
        spec,
      }),
    read,
  );
