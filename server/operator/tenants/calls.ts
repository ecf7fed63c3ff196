import { type Pool, poolsUpdateProblem } from '../../../src/contract/operator/pool.ts';
import type {
  CreateTenantRequest,
  CreateTenantResponse,
  ListTenantsResponse,
  Tenant,
  TenantListItem,
} from '../../../src/contract/operator/tenants.ts';
import { ConsoleError } from '../../http/errors.ts';
import { type KubeClient, TENANT_LABEL } from '../kube-client.ts';
import type { TenantPoolSpec, TenantResource } from '../kube-types.ts';
import { changeTenant } from '../tenant-change.ts';
import { poolSpec, tenantResources } from '../tenant-resource.ts';
import { poolView, tenantEndpoints, tenantListItem, tenantView } from '../tenant-view.ts';

type SortField = 'name' | 'namespace' | 'creation_date' | 'capacity' | 'total_size';

interface ListQuery {
  sort_by?: SortField;
  offset: number;
  limit: number;
}

function byField(field: SortField) {
  return (a: TenantListItem, b: TenantListItem): number => {
    const left = a[field] ?? '';
    const right = b[field] ?? '';
    return typeof left === 'number' && typeof right === 'number'
      ? left - right
      : String(left).localeCompare(String(right));
  };
}

/** The tenants of a namespace, or of all: sorted when asked, then the page asked for, with the total. */
export async function listTenants(
  kube: KubeClient,
  namespace: string | undefined,
  query: ListQuery,
): Promise<ListTenantsResponse> {
  const rows = (await kube.listTenants(namespace)).items.map(tenantListItem);
  if (query.sort_by) rows.sort(byField(query.sort_by));
  return { tenants: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

export async function tenantDetails(kube: KubeClient, namespace: string, name: string): Promise<Tenant> {
  return tenantView(await kube.getTenant(namespace, name));
}

/** Deletes the tenant; with its volumes, also the claims and secrets labelled as the tenant's, as MinIO Operator does. */
export async function deleteTenant(kube: KubeClient, namespace: string, name: string, deletePvcs: boolean) {
  await kube.deleteTenant(namespace, name);
  if (!deletePvcs) return;
  const selector = `${TENANT_LABEL}=${name}`;
  await kube.deletePvcs(namespace, selector);
  await kube.deleteSecrets(namespace, selector);
}

const invalid = (detail: string) => new ConsoleError(400, 'Invalid request', detail);

function refuseRepeatedPoolNames(names: (string | undefined)[]): void {
  const given = names.filter((name): name is string => name !== undefined);
  const repeated = given.find((name, index) => given.indexOf(name) !== index);
  if (repeated) throw invalid(`Two pools are named ${repeated}`);
}

/**
 * Writes the tenant's secrets, then the Tenant; if any write is refused, the secrets already written are removed
 * again so that the same request can be sent once the cause is fixed.
 */
export async function createTenant(
  kube: KubeClient,
  request: CreateTenantRequest,
): Promise<CreateTenantResponse> {
  refuseRepeatedPoolNames(request.pools.map((pool, index) => pool.name ?? `pool-${index}`));
  const { tenant, secrets, root, users } = tenantResources(request);
  const written: string[] = [];
  try {
    for (const secret of secrets) {
      await kube.createSecret(secret);
      written.push(secret.metadata.name);
    }
    const created = await kube.createTenant(request.namespace, tenant);
    const url = tenantEndpoints(created).console;
    return {
      externalIDP: false,
      console: [root, ...users].map((user) => ({
        access_key: user.accessKey,
        secret_key: user.secretKey,
        url,
      })),
    };
  } catch (error) {
    await Promise.allSettled(written.map((name) => kube.deleteSecret(request.namespace, name)));
    throw error;
  }
}

/** A merge patch of the tenant's pools, made against the version read so that a change meanwhile is a 409. */
const poolsPatch = (tenant: TenantResource, pools: unknown[]) => ({
  metadata: { resourceVersion: tenant.metadata.resourceVersion },
  spec: { pools },
});

export async function addPool(kube: KubeClient, namespace: string, name: string, pool: Pool): Promise<void> {
  await changeTenant(kube, namespace, name, async (tenant) => {
    const existing = tenant.spec.pools;
    const added = poolSpec(pool, existing.length);
    refuseRepeatedPoolNames([...existing.map((known) => known.name), added.name]);
    await kube.patchTenant(namespace, name, poolsPatch(tenant, [...existing, added]));
  });
}

/**
 * Replaces the tenant's pools. MinIO cannot lose a pool nor change its drives: every pool the tenant has stays,
 * with its volumes per server and their size, and its servers may only grow; where and how its pods run may
 * change, and new pools may be added.
 */
export async function updatePools(
  kube: KubeClient,
  namespace: string,
  name: string,
  pools: Pool[],
): Promise<Tenant> {
  return changeTenant(kube, namespace, name, async (tenant) =>
    tenantView(await kube.patchTenant(namespace, name, poolsPatch(tenant, updatedPools(tenant, pools)))),
  );
}

/** The tenant's pools as `pools` want them, or the reason MinIO could not take them. */
function updatedPools(tenant: TenantResource, pools: Pool[]): TenantPoolSpec[] {
  const wanted = pools.map((pool, index) => poolSpec(pool, index));
  refuseRepeatedPoolNames(wanted.map((pool) => pool.name));
  const problem = poolsUpdateProblem(
    tenant.spec.pools.map(poolView),
    pools.map((pool, index) => ({ ...pool, name: wanted[index]?.name })),
  );
  if (problem) throw invalid(problem);
  return wanted.map((spec, index) => {
    const current = tenant.spec.pools.find((known) => known.name === spec.name);
    return current ? keptPool(current, pools[index] as Pool, spec) : spec;
  });
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An existing pool as wanted. What the operator API does not carry (labels, topology spread, container security)
 * stays as Kubernetes holds it, and so does its claims' template (MinIO cannot change a pool's drives); resources
 * sent back as they were read keep their own quantities ("500m", read as 1 core, is no change).
 */
function keptPool(current: TenantPoolSpec, pool: Pool, spec: ReturnType<typeof poolSpec>) {
  return {
    ...current,
    ...spec,
    volumeClaimTemplate: current.volumeClaimTemplate,
    resources: sameJson(pool.resources, poolView(current).resources) ? current.resources : spec.resources,
  };
}
