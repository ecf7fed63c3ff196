import type { KubeEvent, TenantPod } from '../src/contract/operator/pods';
import type { Pool } from '../src/contract/operator/pool';
import type { DescribePvc, Pvc } from '../src/contract/operator/pvcs';
import type { CreateTenantRequest, Tenant, TenantListItem } from '../src/contract/operator/tenants';
import type { MockUser } from './model';

/*
 * Operator mode's mock cluster: tenants kept as the create request made them, with the pods, claims and events a
 * reconciled tenant has, on four nodes. Off unless the demo or a test turns it on.
 */

export const DEMO_OPERATOR_TOKEN = 'demo-service-account-token';
/** A service account's token Kubernetes accepts, bound to no role: every call it makes is forbidden. */
export const DEMO_NO_RIGHTS_TOKEN = 'demo-no-rights-token';

/**
 * The service accounts the mock cluster knows, by token. Their sessions ride on mock users of their own, kept
 * like any other mock session, so that a session of normal mode is told apart.
 */
export const SERVICE_ACCOUNTS: Readonly<Record<string, MockUser>> = {
  [DEMO_OPERATOR_TOKEN]: {
    accessKey: 'system:serviceaccount:kube-system:console-admin',
    secretKey: DEMO_OPERATOR_TOKEN,
    permissions: {},
  },
  [DEMO_NO_RIGHTS_TOKEN]: {
    accessKey: 'system:serviceaccount:default:no-rights',
    secretKey: DEMO_NO_RIGHTS_TOKEN,
    permissions: {},
  },
};
const ADMIN_ACCOUNT = SERVICE_ACCOUNTS[DEMO_OPERATOR_TOKEN]?.accessKey;

/** Whether a session is operator mode's, and whether Kubernetes lets it act. */
export function serviceAccountRights(user: MockUser): 'all' | 'none' | 'not-a-service-account' {
  if (!Object.values(SERVICE_ACCOUNTS).some((account) => account.accessKey === user.accessKey))
    return 'not-a-service-account';
  return user.accessKey === ADMIN_ACCOUNT ? 'all' : 'none';
}
const GiB = 1024 ** 3;
const CREATED = '2026-01-05T09:00:00Z';
const IMAGE = 'quay.io/minio/minio:RELEASE.2024-10-13T13-34-11Z';

interface MockTenant {
  name: string;
  namespace: string;
  image: string;
  pools: Pool[];
  createdAt: string;
  labels?: Record<string, string>;
  /** Claims deleted by name: the mock has no StatefulSet to make them anew. */
  deletedPvcs?: string[];
}

let operatorMode = false;
const tenants = new Map<string, MockTenant>();
const namespaces = new Set<string>();

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
  namespaces.clear();
  namespaces.add('default');
  for (const tenant of SEED) {
    tenants.set(key(tenant.namespace, tenant.name), structuredClone(tenant));
    namespaces.add(tenant.namespace);
  }
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

export const hasNamespace = (name: string) => namespaces.has(name);
export const addNamespace = (name: string) => void namespaces.add(name);

/** Why Kubernetes refuses the tenant, with the status it answers, or null when the tenant was added. */
export function addTenant(request: CreateTenantRequest): { status: 404 | 409; detail: string } | null {
  if (!namespaces.has(request.namespace))
    return { status: 404, detail: `namespaces "${request.namespace}" not found` };
  if (tenants.has(key(request.namespace, request.name)))
    return { status: 409, detail: `tenants.minio.min.io "${request.name}" already exists` };
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
  const deleted = new Set(tenant.deletedPvcs);
  return madePvcs(tenant).filter((pvc) => !deleted.has(pvc.name));
}

function madePvcs(tenant: MockTenant): Pvc[] {
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
        // A claim names a class only when its pool does, as the claims of the real cluster do.
        storageClass: pool.volume_configuration.storage_class_name,
        age: tenant.createdAt,
      };
    }),
  );
}

/** The tenant's claim of this name, if it has one. */
export const findPvc = (tenant: MockTenant, name: string) =>
  tenantPvcs(tenant).find((pvc) => pvc.name === name);

export function deletePvc(tenant: MockTenant, name: string): void {
  tenant.deletedPvcs = [...(tenant.deletedPvcs ?? []), name];
}

export function describePvc(pvc: Pvc): DescribePvc {
  return {
    name: pvc.name,
    namespace: pvc.namespace,
    storageClass: pvc.storageClass,
    status: pvc.status,
    volume: pvc.volume,
    labels: [{ key: 'v1.min.io/tenant', value: pvc.tenant ?? '' }],
    annotations: [],
    finalizers: ['kubernetes.io/pvc-protection'],
    capacity: pvc.capacity,
    accessModes: ['ReadWriteOnce'],
    volumeMode: 'Filesystem',
  };
}

/** The Tenant resource as its YAML shows it: metadata and spec. */
export const tenantDocument = (tenant: MockTenant) => ({
  apiVersion: 'minio.min.io/v2',
  kind: 'Tenant',
  metadata: { name: tenant.name, namespace: tenant.namespace, labels: tenant.labels ?? {} },
  spec: {
    image: tenant.image,
    pools: tenant.pools.map((pool) => ({
      name: pool.name,
      servers: pool.servers,
      volumesPerServer: pool.volumes_per_server,
      volumeClaimTemplate: {
        spec: { resources: { requests: { storage: String(pool.volume_configuration.size) } } },
      },
    })),
  },
});

/** What editing the YAML changes in the mock: the labels and the image. */
export function applyTenantDocument(tenant: MockTenant, labels: Record<string, string>, image: string): void {
  tenant.labels = labels;
  tenant.image = image;
}

export const allPvcs = () => [...tenants.values()].flatMap(tenantPvcs);

type Recorded = [reason: string, message: string];

/** Events about one object, recorded a second apart from the tenant's creation, answered newest first. */
function recorded(tenant: MockTenant, object: string, events: Recorded[]): KubeEvent[] {
  const createdAt = Math.floor(Date.parse(tenant.createdAt) / 1000);
  return events
    .map(([reason, message], index) => ({
      namespace: tenant.namespace,
      last_seen: createdAt + index,
      event_type: 'Normal',
      reason,
      object,
      message,
    }))
    .reverse();
}

/** What the MinIO Operator records on a tenant it sets up: its services, each pool, then its initialization. */
export function tenantEvents(tenant: MockTenant): KubeEvent[] {
  const services = ['minio', `${tenant.name}-console`, `${tenant.name}-hl`].map(
    (name): Recorded => ['SvcCreated', `Service ${name} created`],
  );
  const pools = tenant.pools.map(
    (pool, index): Recorded => ['PoolCreated', `Tenant pool ${poolName(pool, index)} created`],
  );
  return recorded(tenant, `Tenant/${tenant.name}`, [
    ...services,
    ...pools,
    ['Initialized', 'Tenant is initialized'],
  ]);
}

/** What the scheduler and the kubelet record on a pod they start. */
export function podEvents(tenant: MockTenant, pod: TenantPod): KubeEvent[] {
  return recorded(tenant, `Pod/${pod.name}`, [
    ['Scheduled', `Successfully assigned ${tenant.namespace}/${pod.name} to ${pod.node}`],
    ['Pulled', `Container image "${tenant.image}" already present on machine`],
    ['Created', 'Created container minio'],
    ['Started', 'Started container minio'],
  ]);
}

/** What the storage provisioner records on a claim it binds. */
export function pvcEvents(tenant: MockTenant, pvc: Pvc): KubeEvent[] {
  return recorded(tenant, `PersistentVolumeClaim/${pvc.name}`, [
    ['ProvisioningSucceeded', `Successfully provisioned volume ${pvc.volume}`],
  ]);
}
