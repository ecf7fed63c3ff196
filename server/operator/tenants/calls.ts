import type { Pool } from '../../../src/contract/operator/pool.ts';
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
import { quantityValue } from '../quantity.ts';
import { poolSpec, tenantResources } from '../tenant-resource.ts';
import { tenantEndpoints, tenantListItem, tenantView } from '../tenant-view.ts';

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
  const tenant = await kube.getTenant(namespace, name);
  const existing = tenant.spec.pools;
  const added = poolSpec(pool, existing.length);
  refuseRepeatedPoolNames([...existing.map((known) => known.name), added.name]);
  await kube.patchTenant(namespace, name, poolsPatch(tenant, [...existing, added]));
}

/** Whether a pool keeps what MinIO cannot change: its servers, volumes per server and volume size. */
function keepsShape(wanted: ReturnType<typeof poolSpec>, current: TenantPoolSpec): boolean {
  const currentSize = quantityValue(current.volumeClaimTemplate?.spec?.resources?.requests?.storage);
  return (
    wanted.servers === current.servers &&
    wanted.volumesPerServer === current.volumesPerServer &&
    Number(wanted.volumeClaimTemplate.spec.resources.requests.storage) === currentSize
  );
}

/**
 * Replaces the tenant's pools. MinIO cannot resize a pool nor lose one: every pool the tenant has stays, with its
 * servers, volumes and their size; what may change is where and how its pods run, and new pools may be added.
 */
export async function updatePools(
  kube: KubeClient,
  namespace: string,
  name: string,
  pools: Pool[],
): Promise<Tenant> {
  const tenant = await kube.getTenant(namespace, name);
  const wanted = pools.map((pool, index) => poolSpec(pool, index));
  refuseRepeatedPoolNames(wanted.map((pool) => pool.name));
  for (const current of tenant.spec.pools) {
    const kept = wanted.find((pool) => pool.name === current.name);
    if (!kept) throw invalid(`The pool ${current.name} cannot be removed`);
    if (!keepsShape(kept, current))
      throw invalid(`The pool ${current.name} keeps its servers, volumes per server and volume size`);
  }
  return tenantView(await kube.patchTenant(namespace, name, poolsPatch(tenant, wanted)));
}
