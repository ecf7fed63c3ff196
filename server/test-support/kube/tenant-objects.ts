import { createHash } from 'node:crypto';
import { erasureSetSize } from '../../operator/parity.ts';
import { quantityValue } from '../../operator/quantity.ts';
import type { KubeObject } from './client.ts';

/**
 * What the MinIO Operator makes of a Tenant, as plain objects: the StatefulSet per pool, the Services, the
 * PersistentVolumeClaims and the Pods (there is no StatefulSet controller to make those), with the operator's
 * names and labels. The controller (tenant-controller.ts) creates, updates and removes them.
 */

export const TENANT_LABEL = 'v1.min.io/tenant';
export const POOL_LABEL = 'v1.min.io/pool';
const CONSOLE_LABEL = 'v1.min.io/console';
/** A digest of what an object was made from: when the tenant changes, objects with another digest are redone. */
export const DIGEST_ANNOTATION = 'min.io/desired-digest';
const DEFAULT_IMAGE = 'quay.io/minio/minio:latest';
const HOSTNAME_LABEL = 'kubernetes.io/hostname';

export interface PoolSpec {
  name?: string;
  servers: number;
  volumesPerServer: number;
  volumeClaimTemplate?: {
    metadata?: { name?: string };
    spec?: {
      accessModes?: string[];
      storageClassName?: string;
      resources?: { requests?: { storage?: string | number } };
    };
  };
  resources?: Record<string, unknown>;
  nodeSelector?: Record<string, string>;
  tolerations?: unknown[];
  affinity?: {
    podAntiAffinity?: { requiredDuringSchedulingIgnoredDuringExecution?: { topologyKey?: string }[] };
  };
  securityContext?: Record<string, unknown>;
}

export interface Tenant extends KubeObject {
  metadata: KubeObject['metadata'] & { namespace: string; uid: string };
  spec: {
    pools: PoolSpec[];
    image?: string;
    env?: unknown[];
    requestAutoCert?: boolean;
    exposeServices?: { minio?: boolean; console?: boolean };
  };
}

export interface FakeNode {
  name: string;
  labels: Record<string, string>;
}

export type Resource = 'services' | 'statefulsets' | 'persistentvolumeclaims' | 'pods';

export interface Desired {
  resource: Resource;
  object: KubeObject;
  /** A pod's StatefulSet, whose uid only the cluster knows: the controller names it as the pod's owner. */
  statefulSet?: string;
}

export const poolName = (pool: PoolSpec, index: number) => pool.name || `pool-${index}`;
export const statefulSetName = (tenant: Tenant, pool: string) => `${tenant.metadata.name}-${pool}`;
export const podName = (tenant: Tenant, pool: string, server: number) =>
  `${statefulSetName(tenant, pool)}-${server}`;
export const claimName = (tenant: Tenant, pool: string, server: number, volume: number) =>
  `data${volume}-${podName(tenant, pool, server)}`;

/** MinIO's default parity for an erasure set of this many drives (EC:4 from 8 drives up). */
export function defaultParity(setSize: number): number {
  if (setSize <= 1) return 0;
  if (setSize <= 3) return 1;
  if (setSize <= 5) return 2;
  if (setSize <= 7) return 3;
  return 4;
}

/** Drives of a set needed to write: its data drives, one more when parity is half the set. */
export function writeQuorum(setSize: number): number {
  const parity = defaultParity(setSize);
  const data = setSize - parity;
  return data === parity ? data + 1 : data;
}

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

function owned(
  tenant: Tenant,
  name: string,
  labels: Record<string, string>,
  made: unknown,
): KubeObject['metadata'] {
  return {
    name,
    namespace: tenant.metadata.namespace,
    labels: { [TENANT_LABEL]: tenant.metadata.name, ...labels },
    annotations: { [DIGEST_ANNOTATION]: digest(made) },
    ownerReferences: [
      {
        apiVersion: 'minio.min.io/v2',
        kind: 'Tenant',
        name: tenant.metadata.name,
        uid: tenant.metadata.uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ],
  };
}

/** Where a console outside the cluster listens. */
export interface ConsoleAddress {
  host: string;
  port: number;
}

function services(tenant: Tenant, consoleAt: ConsoleAddress | undefined): Desired[] {
  const name = tenant.metadata.name;
  const tls = tenant.spec.requestAutoCert !== false;
  const selector = { [TENANT_LABEL]: name };
  const exposed = tenant.spec.exposeServices ?? {};
  const minio = {
    type: exposed.minio ? 'LoadBalancer' : 'ClusterIP',
    selector,
    ports: [{ name: tls ? 'https-minio' : 'http-minio', port: tls ? 443 : 80, targetPort: 9000 }],
  };
  const console = consoleAt
    ? {
        type: 'ExternalName',
        externalName: consoleAt.host,
        ports: [{ name: 'http-console', port: consoleAt.port }],
      }
    : {
        type: exposed.console ? 'LoadBalancer' : 'ClusterIP',
        selector,
        ports: [
          {
            name: tls ? 'https-console' : 'http-console',
            port: tls ? 9443 : 9090,
            targetPort: tls ? 9443 : 9090,
          },
        ],
      };
  const headless = {
    clusterIP: 'None',
    publishNotReadyAddresses: true,
    selector,
    ports: [{ name: tls ? 'https-minio' : 'http-minio', port: 9000, targetPort: 9000 }],
  };
  return [
    ['minio', minio],
    [`${name}-console`, console],
    [`${name}-hl`, headless],
  ].map(([serviceName, spec]) => ({
    resource: 'services' as const,
    object: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: owned(tenant, serviceName as string, {}, spec),
      spec: spec as Record<string, unknown>,
    },
  }));
}

function podSpec(tenant: Tenant, pool: PoolSpec): Record<string, unknown> {
  const volumes = Array.from({ length: pool.volumesPerServer }, (_, volume) => volume);
  const tls = tenant.spec.requestAutoCert !== false;
  return {
    containers: [
      {
        name: 'minio',
        image: tenant.spec.image || DEFAULT_IMAGE,
        args: ['server', '--certs-dir', '/tmp/certs', '--console-address', tls ? ':9443' : ':9090'],
        ports: [
          { name: 'http-minio', containerPort: 9000 },
          { name: tls ? 'https-console' : 'http-console', containerPort: tls ? 9443 : 9090 },
        ],
        ...(tenant.spec.env ? { env: tenant.spec.env } : {}),
        ...(pool.resources ? { resources: pool.resources } : {}),
        volumeMounts: volumes.map((volume) => ({ name: `data${volume}`, mountPath: `/export${volume}` })),
      },
    ],
    ...(pool.nodeSelector ? { nodeSelector: pool.nodeSelector } : {}),
    ...(pool.tolerations ? { tolerations: pool.tolerations } : {}),
    ...(pool.affinity ? { affinity: pool.affinity } : {}),
    ...(pool.securityContext ? { securityContext: pool.securityContext } : {}),
    subdomain: `${tenant.metadata.name}-hl`,
  };
}

function claimSpec(pool: PoolSpec): Record<string, unknown> {
  const template = pool.volumeClaimTemplate?.spec ?? {};
  return {
    accessModes: template.accessModes?.length ? template.accessModes : ['ReadWriteOnce'],
    resources: { requests: { storage: String(template.resources?.requests?.storage ?? '1Gi') } },
    ...(template.storageClassName ? { storageClassName: template.storageClassName } : {}),
  };
}

/** Whether the pool asks for at most one of its tenant's pods per node, as the console's default affinity does. */
const onePerNode = (pool: PoolSpec) =>
  pool.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.some(
    (term) => term.topologyKey === HOSTNAME_LABEL,
  ) ?? false;

const fits = (node: FakeNode, pool: PoolSpec) =>
  Object.entries(pool.nodeSelector ?? {}).every(([key, value]) => node.labels[key] === value);

/**
 * The node each of a pool's servers runs on, or none (the pod then stays Pending, as it would when
 * unschedulable): nodes matching the pool's nodeSelector in turn, one pod per node when the pool's
 * anti-affinity asks for it (counting nodes taken by the tenant's earlier pools).
 */
export function placePool(pool: PoolSpec, nodes: FakeNode[], taken: Set<string>): (string | undefined)[] {
  const candidates = nodes.filter((node) => fits(node, pool)).map((node) => node.name);
  if (!onePerNode(pool))
    return Array.from({ length: pool.servers }, (_, server) => candidates[server % candidates.length]);
  const free = candidates.filter((node) => !taken.has(node));
  for (const node of free.slice(0, pool.servers)) taken.add(node);
  return Array.from({ length: pool.servers }, (_, server) => free[server]);
}

function poolObjects(
  tenant: Tenant,
  pool: PoolSpec,
  index: number,
  nodes: (string | undefined)[],
): Desired[] {
  const name = poolName(pool, index);
  const ssName = statefulSetName(tenant, name);
  const labels = { [POOL_LABEL]: name, [CONSOLE_LABEL]: `${tenant.metadata.name}-console` };
  const selectorLabels = { [TENANT_LABEL]: tenant.metadata.name, [POOL_LABEL]: name };
  const spec = podSpec(tenant, pool);
  const volumes = Array.from({ length: pool.volumesPerServer }, (_, volume) => volume);
  const statefulSetSpec = {
    replicas: pool.servers,
    serviceName: `${tenant.metadata.name}-hl`,
    podManagementPolicy: 'Parallel',
    selector: { matchLabels: selectorLabels },
    template: { metadata: { labels: { ...selectorLabels, ...labels } }, spec },
    volumeClaimTemplates: volumes.map((volume) => ({
      metadata: { name: `data${volume}` },
      spec: claimSpec(pool),
    })),
  };
  const statefulSet: Desired = {
    resource: 'statefulsets',
    object: {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: owned(tenant, ssName, labels, statefulSetSpec),
      spec: statefulSetSpec,
    },
  };
  const servers = nodes.map((node, server) => ({ server, node }));
  const claims = servers.flatMap(({ server }) =>
    volumes.map((volume): Desired => {
      const metadata = owned(
        tenant,
        claimName(tenant, name, server, volume),
        { [POOL_LABEL]: name },
        claimSpec(pool),
      );
      // Claims outlive their tenant, as a StatefulSet's do (retention policy Retain): no owner.
      delete metadata.ownerReferences;
      return {
        resource: 'persistentvolumeclaims',
        object: { apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata, spec: claimSpec(pool) },
      };
    }),
  );
  const pods = servers.map(({ server, node }): Desired => {
    const pod = podName(tenant, name, server);
    const podSpecWithVolumes = {
      ...spec,
      hostname: pod,
      ...(node ? { nodeName: node } : {}),
      volumes: volumes.map((volume) => ({
        name: `data${volume}`,
        persistentVolumeClaim: { claimName: claimName(tenant, name, server, volume) },
      })),
    };
    const metadata = owned(
      tenant,
      pod,
      { ...labels, 'statefulset.kubernetes.io/pod-name': pod },
      podSpecWithVolumes,
    );
    delete metadata.ownerReferences;
    return {
      resource: 'pods',
      object: { apiVersion: 'v1', kind: 'Pod', metadata, spec: podSpecWithVolumes },
      statefulSet: ssName,
    };
  });
  return [statefulSet, ...claims, ...pods];
}

/** What one local tenant may ask for: the fake cluster has a handful of nodes and makes every object itself. */
export const LIMITS = { servers: 64, volumesPerServer: 32 } as const;

/** Why the controller leaves a tenant alone, if it asks for more than LIMITS allows in all. */
export function refusal(tenant: Tenant): string | undefined {
  const servers = tenant.spec.pools.reduce((total, pool) => total + pool.servers, 0);
  const volumes = Math.max(0, ...tenant.spec.pools.map((pool) => pool.volumesPerServer));
  if (servers <= LIMITS.servers && volumes <= LIMITS.volumesPerServer) return undefined;
  return `tenant ${tenant.metadata.namespace}/${tenant.metadata.name} asks for ${servers} servers of up to ${volumes} volumes; the local cluster makes at most ${LIMITS.servers} servers of ${LIMITS.volumesPerServer}`;
}

/** Everything the operator keeps for a tenant, placed on these nodes. */
export function desiredObjects(tenant: Tenant, nodes: FakeNode[], consoleAt?: ConsoleAddress): Desired[] {
  const taken = new Set<string>();
  const sorted = [...nodes].sort((a, b) => a.name.localeCompare(b.name));
  return [
    ...services(tenant, consoleAt),
    ...tenant.spec.pools.flatMap((pool, index) =>
      poolObjects(tenant, pool, index, placePool(pool, sorted, taken)),
    ),
  ];
}

/** The erasure set size MinIO picks for the pool (the whole pool when no size fits, as for one drive). */
function setSizeOf(pool: PoolSpec): number {
  try {
    return erasureSetSize(pool.servers, pool.volumesPerServer);
  } catch {
    return pool.servers * pool.volumesPerServer;
  }
}

export interface PodState {
  pool: string;
  running: boolean;
}

/** The Tenant's status as the operator reports it, from its pods' states. */
export function tenantStatus(tenant: Tenant, pods: PodState[]): Record<string, unknown> {
  const pools = tenant.spec.pools.map((pool, index) => {
    const name = poolName(pool, index);
    const running = pods.filter((pod) => pod.pool === name && pod.running).length;
    const drives = pool.servers * pool.volumesPerServer;
    const setSize = setSizeOf(pool);
    const volumeBytes = quantityValue(pool.volumeClaimTemplate?.spec?.resources?.requests?.storage ?? '1Gi');
    return {
      name,
      ready: running >= pool.servers,
      running,
      drives,
      online: running * pool.volumesPerServer,
      quorum: writeQuorum(setSize),
      // Drives that may be offline with every set still writable, however they fall.
      spare: setSize - writeQuorum(setSize),
      raw: drives * volumeBytes,
      usable: Math.round((drives * volumeBytes * (setSize - defaultParity(setSize))) / setSize),
    };
  });
  const sum = (pick: (pool: (typeof pools)[number]) => number) =>
    pools.reduce((total, pool) => total + pick(pool), 0);
  const online = sum((pool) => pool.online);
  const offline = sum((pool) => pool.drives) - online;
  const allReady = pools.every((pool) => pool.ready);
  const belowQuorum = pools.some((pool) => pool.drives - pool.online > pool.spare);
  return {
    currentState: allReady ? 'Initialized' : 'Waiting for Pods to be ready',
    availableReplicas: sum((pool) => pool.running),
    revision: 0,
    syncVersion: 'v6.0.0',
    certificates: { autoCertEnabled: tenant.spec.requestAutoCert !== false },
    pools: pools.map((pool) => ({
      ssName: statefulSetName(tenant, pool.name),
      state: pool.ready ? 'PoolInitialized' : 'PoolCreated',
    })),
    healthStatus: offline === 0 ? 'green' : belowQuorum ? 'red' : 'yellow',
    drivesOnline: online,
    drivesOffline: offline,
    drivesHealing: 0,
    writeQuorum: pools.length ? Math.min(...pools.map((pool) => pool.quorum)) : 0,
    usage: {
      rawCapacity: sum((pool) => pool.raw),
      capacity: sum((pool) => pool.usable),
      rawUsage: 0,
      usage: 0,
    },
    provisionedUsers: allReady,
    provisionedBuckets: allReady,
  };
}
