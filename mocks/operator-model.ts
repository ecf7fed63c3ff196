import type { KubeEvent, TenantPod } from '../src/contract/operator/pods';
import type { Pool } from '../src/contract/operator/pool';
import type { Pvc } from '../src/contract/operator/pvcs';
import type { CreateTenantRequest, Tenant, TenantListItem } from '../src/contract/operator/tenants';

/*
 * Operator mode's mock cluster: tenants kept as the create request made them, with the pods, claims and events a
 * reconciled tenant has, on four nodes. Off unless the demo or a test turns it on.
 */

export const DEMO_OPERATOR_TOKEN = 'demo-service-account-token';
const GiB = 1024 ** 3;
const CREATED = '2026-01-05T09:00:00Z';
const IMAGE = 'quay.io/minio/minio:RELEASE.2024-10-13T13-34-11Z';

interface MockTenant {
  name: string;
  namespace: string;
  image: string;
  pools: Pool[];
  createdAt: string;
}

let operatorMode = false;
const tenants = new Map<string, MockTenant>();

export const isOperatorMode = () => operatorMode;
export function setOperatorMode(on: boolean): void {
  operatorMode = on;
}

const key = (namespace: string, name: string) => `${namespace}/${name}`;
const poolName = (pool: Pool, index: number) => pool.name ?? `pool-${index}`;

const SEED: MockTenant[] = [
  {
    name: 'storage-lite',
    namespace: 'tenant-lite',
    image: IMAGE,
    pools: [{ name: 'pool-0', servers: 4, volumes_per_server: 2, volume_configuration: { size: 10 * GiB } }],
    createdAt: CREATED,
  },
  {
    name: 'analytics',
    namespace: 'data',
    image: IMAGE,
    pools: [{ name: 'pool-0', servers: 4, volumes_per_server: 4, volume_configuration: { size: 100 * GiB } }],
    createdAt: CREATED,
  },
];

export function resetOperatorModel(): void {
  tenants.clear();
  for (const tenant of SEED) tenants.set(key(tenant.namespace, tenant.name), structuredClone(tenant));
}
resetOperatorModel();

export const NODES = [0, 1, 2, 3].map((index) => ({
  name: `kwok-node-${index}`,
  cpu: 8,
  memory: 31 * GiB,
  labels: {
    'kubernetes.io/hostname': `kwok-node-${index}`,
    'topology.kubernetes.io/zone': `zone-${index % 2}`,
  },
}));

export const findTenant = (namespace: string, name: string) => tenants.get(key(namespace, name));

export function listTenantRows(namespace?: string): TenantListItem[] {
  return [...tenants.values()]
    .filter((tenant) => !namespace || tenant.namespace === namespace)
    .map(tenantRow);
}

function tenantRow(tenant: MockTenant): TenantListItem {
  const servers = tenant.pools.reduce((total, pool) => total + pool.servers, 0);
  const volumes = tenant.pools.reduce((total, pool) => total + pool.servers * pool.volumes_per_server, 0);
  const size = tenant.pools.reduce(
    (total, pool) => total + pool.servers * pool.volumes_per_server * pool.volume_configuration.size,
    0,
  );
  return {
    name: tenant.name,
    namespace: tenant.namespace,
    total_size: size,
    capacity: size / 2,
    capacity_usage: Math.floor(size / 20),
    pool_count: tenant.pools.length,
    instance_count: servers,
    volume_count: volumes,
    health_status: 'green',
    currentState: 'Initialized',
    creation_date: tenant.createdAt,
  };
}

export function tenantDetails(tenant: MockTenant): Tenant {
  const row = tenantRow(tenant);
  return {
    ...row,
    image: tenant.image,
    pools: tenant.pools,
    endpoints: {
      minio: `https://minio.${tenant.namespace}.svc.cluster.local`,
      console: `https://${tenant.name}-console.${tenant.namespace}.svc.cluster.local:9443`,
    },
    minioTLS: true,
    status: { health_status: 'green', drives_online: row.volume_count, drives_offline: 0, write_quorum: 3 },
  };
}

/** A conflict's message as Kubernetes words it, or null when the tenant was added. */
export function addTenant(request: CreateTenantRequest): string | null {
  if (tenants.has(key(request.namespace, request.name)))
    return `tenants.minio.min.io "${request.name}" already exists`;
  tenants.set(key(request.namespace, request.name), {
    name: request.name,
    namespace: request.namespace,
    image: request.image ?? IMAGE,
    pools: request.pools.map((pool, index) => ({ ...pool, name: poolName(pool, index) })),
    createdAt: new Date().toISOString(),
  });
  return null;
}

export const removeTenant = (namespace: string, name: string) => tenants.delete(key(namespace, name));

export function setPools(tenant: MockTenant, pools: Pool[]): void {
  tenant.pools = pools.map((pool, index) => ({ ...pool, name: poolName(pool, index) }));
}

/** Each pool's pods, `<tenant>-<pool>-<i>`, spread over the nodes. */
export function tenantPods(tenant: MockTenant): TenantPod[] {
  return tenant.pools.flatMap((pool, poolIndex) =>
    Array.from({ length: pool.servers }, (_, index) => ({
      name: `${tenant.name}-${poolName(pool, poolIndex)}-${index}`,
      status: 'Running',
      timeCreated: Math.floor(Date.parse(tenant.createdAt) / 1000),
      podIP: `10.244.${poolIndex}.${index + 10}`,
      restarts: 0,
      node: NODES[index % NODES.length]?.name,
    })),
  );
}

/** Each pod's claims, `data<v>-<tenant>-<pool>-<i>`. */
export function tenantPvcs(tenant: MockTenant): Pvc[] {
  return tenant.pools.flatMap((pool, poolIndex) =>
    Array.from({ length: pool.servers * pool.volumes_per_server }, (_, index) => {
      const server = Math.floor(index / pool.volumes_per_server);
      const volume = index % pool.volumes_per_server;
      return {
        namespace: tenant.namespace,
        name: `data${volume}-${tenant.name}-${poolName(pool, poolIndex)}-${server}`,
        status: 'Bound',
        volume: `pv-${tenant.name}-${poolIndex}-${index}`,
        tenant: tenant.name,
        capacity: `${pool.volume_configuration.size}`,
        storageClass: pool.volume_configuration.storage_class_name ?? 'standard',
        age: tenant.createdAt,
      };
    }),
  );
}

export const allPvcs = () => [...tenants.values()].flatMap(tenantPvcs);

export function tenantEvents(tenant: MockTenant, object = `Tenant/${tenant.name}`): KubeEvent[] {
  return [
    {
      namespace: tenant.namespace,
      last_seen: Math.floor(Date.parse(tenant.createdAt) / 1000),
      event_type: 'Normal',
      reason: 'Initialized',
      object,
      message: 'The tenant is initialized',
    },
  ];
}
