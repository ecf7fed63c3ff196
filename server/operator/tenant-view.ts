import type { Pool } from '../../src/contract/operator/pool.ts';
import type { Tenant, TenantListItem } from '../../src/contract/operator/tenants.ts';
import type { TenantPoolSpec, TenantResource } from './kube-types.ts';
import { quantityValue } from './quantity.ts';

/** Bytes of one pool: servers × volumes per server × each claim's requested storage. */
function poolBytes(pool: TenantPoolSpec): number {
  const storage = pool.volumeClaimTemplate?.spec?.resources?.requests?.storage;
  return pool.servers * pool.volumesPerServer * quantityValue(storage);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One row of the tenant list, as MinIO Operator's console reports it. */
export function tenantListItem(tenant: TenantResource): TenantListItem {
  const { pools } = tenant.spec;
  const usage = tenant.status?.usage;
  return {
    name: tenant.metadata.name,
    namespace: tenant.metadata.namespace ?? '',
    total_size: sum(pools.map(poolBytes)),
    capacity: usage?.capacity,
    capacity_usage: usage?.usage,
    capacity_raw: usage?.rawCapacity,
    capacity_raw_usage: usage?.rawUsage,
    pool_count: pools.length,
    instance_count: sum(pools.map((pool) => pool.servers)),
    volume_count: sum(pools.map((pool) => pool.servers * pool.volumesPerServer)),
    health_status: tenant.status?.healthStatus,
    currentState: tenant.status?.currentState,
    creation_date: tenant.metadata.creationTimestamp,
    deletion_date: tenant.metadata.deletionTimestamp,
  };
}

const resourceMap = (quantities: Record<string, string> | undefined) => {
  if (!quantities) return undefined;
  const map: { cpu?: number; memory?: number } = {};
  if (quantities.cpu !== undefined) map.cpu = quantityValue(quantities.cpu);
  if (quantities.memory !== undefined) map.memory = quantityValue(quantities.memory);
  return map;
};

function poolSecurityContext(context: TenantPoolSpec['securityContext']): Pool['securityContext'] {
  if (context?.runAsUser === undefined || context.runAsGroup === undefined) return undefined;
  return {
    runAsUser: String(context.runAsUser),
    runAsGroup: String(context.runAsGroup),
    runAsNonRoot: context.runAsNonRoot ?? false,
    fsGroup: context.fsGroup === undefined ? undefined : String(context.fsGroup),
    fsGroupChangePolicy: context.fsGroupChangePolicy as 'Always' | 'OnRootMismatch' | undefined,
  };
}

/** A pool of the Tenant resource as the operator API carries it. */
export function poolView(pool: TenantPoolSpec): Pool {
  const claim = pool.volumeClaimTemplate;
  return {
    name: pool.name,
    servers: pool.servers,
    volumes_per_server: pool.volumesPerServer,
    volume_configuration: {
      size: quantityValue(claim?.spec?.resources?.requests?.storage),
      storage_class_name: claim?.spec?.storageClassName,
      labels: claim?.metadata?.labels,
      annotations: claim?.metadata?.annotations,
    },
    resources: pool.resources && {
      requests: resourceMap(pool.resources.requests),
      limits: resourceMap(pool.resources.limits),
    },
    node_selector: pool.nodeSelector,
    // Written by this console or by MinIO Operator's users: Kubernetes' own shape, which the contract follows.
    affinity: pool.affinity as Pool['affinity'],
    runtimeClassName: pool.runtimeClassName,
    tolerations: pool.tolerations?.map(({ tolerationSeconds, ...toleration }) => ({
      ...(toleration as Omit<NonNullable<Pool['tolerations']>[number], 'tolerationSeconds'>),
      tolerationSeconds: typeof tolerationSeconds === 'number' ? { seconds: tolerationSeconds } : undefined,
    })),
    securityContext: poolSecurityContext(pool.securityContext),
  };
}

/** The in-cluster address of the tenant's MinIO and console services. */
export function tenantEndpoints(tenant: TenantResource) {
  const scheme = tenant.spec.requestAutoCert === false ? 'http' : 'https';
  const { name, namespace } = tenant.metadata;
  return {
    minio: `${scheme}://minio.${namespace}.svc.cluster.local`,
    console: `${scheme}://${name}-console.${namespace}.svc.cluster.local:${scheme === 'https' ? 9443 : 9090}`,
  };
}

/** One tenant in full: its pools, image, endpoints, state and health. */
export function tenantView(tenant: TenantResource): Tenant {
  const row = tenantListItem(tenant);
  const status = tenant.status;
  return {
    name: row.name,
    namespace: row.namespace,
    creation_date: row.creation_date,
    deletion_date: row.deletion_date,
    currentState: row.currentState,
    image: tenant.spec.image,
    total_size: row.total_size,
    pools: tenant.spec.pools.map(poolView),
    endpoints: tenantEndpoints(tenant),
    minioTLS: tenant.spec.requestAutoCert !== false,
    enable_prometheus: tenant.spec.prometheusOperator ?? false,
    encryptionEnabled: tenant.spec.kes !== undefined,
    status: status && {
      write_quorum: status.writeQuorum,
      drives_online: status.drivesOnline,
      drives_offline: status.drivesOffline,
      drives_healing: status.drivesHealing,
      health_status: status.healthStatus,
      usage: status.usage && {
        raw: status.usage.rawCapacity,
        raw_usage: status.usage.rawUsage,
        capacity: status.usage.capacity,
        capacity_usage: status.usage.usage,
      },
    },
  };
}
