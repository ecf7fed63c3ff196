import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { KubeClient, KubeObject } from './client.ts';
import { recordCreations, recordTenantEvent } from './tenant-events.ts';
import {
  type ConsoleAddress,
  type Desired,
  DIGEST_ANNOTATION,
  desiredObjects,
  type FakeNode,
  POOL_LABEL,
  type Resource,
  refusal,
  TENANT_LABEL,
  type Tenant,
  tenantStatus,
} from './tenant-objects.ts';

/**
 * Plays the MinIO Operator's part (and the StatefulSet, volume and garbage controllers' that a bare API server
 * lacks) by polling: for each Tenant it keeps the objects of tenant-objects.ts, binds each claim to a volume
 * of its own, reports StatefulSet and Tenant status from the pods kwok runs, and removes what no tenant wants.
 * Claims outlive their tenant, as a StatefulSet's do; a volume goes with its claim.
 */

/** The label every fake node carries; the controller places pods on these nodes only. */
export const FAKE_NODE_SELECTOR = { type: 'kwok' } as const;

const TENANT_API = '/apis/minio.min.io/v2';
const OWNED = `labelSelector=${encodeURIComponent(TENANT_LABEL)}`;
const VOLUMES = '/api/v1/persistentvolumes';

const RESOURCE_PATHS: Record<Resource, string> = {
  services: '/api/v1',
  statefulsets: '/apis/apps/v1',
  persistentvolumeclaims: '/api/v1',
  pods: '/api/v1',
};
const RESOURCES = Object.keys(RESOURCE_PATHS) as Resource[];

const collection = (resource: Resource, namespace: string) =>
  `${RESOURCE_PATHS[resource]}/namespaces/${encodeURIComponent(namespace)}/${resource}`;
const itemPath = (resource: Resource, object: KubeObject) =>
  `${collection(resource, object.metadata.namespace ?? '')}/${encodeURIComponent(object.metadata.name)}`;
const keyOf = (resource: Resource, namespace: string | undefined, name: string) =>
  `${resource}/${namespace}/${name}`;
const digestOf = (object: KubeObject) => object.metadata.annotations?.[DIGEST_ANNOTATION];
const isRunning = (pod: KubeObject) => pod.status?.phase === 'Running' && !pod.metadata.deletionTimestamp;

interface Snapshot {
  tenants: Tenant[];
  nodes: FakeNode[];
  /** The objects of tenants that exist, by resource/namespace/name. */
  actual: Map<string, { resource: Resource; object: KubeObject }>;
  volumes: KubeObject[];
}

async function snapshot(client: KubeClient): Promise<Snapshot> {
  const [type, value] = Object.entries(FAKE_NODE_SELECTOR)[0] ?? [];
  const [tenants, nodes, volumes, ...owned] = await Promise.all([
    client.list<Tenant>(`${TENANT_API}/tenants`),
    client.list(`/api/v1/nodes?labelSelector=${type}%3D${value}`),
    client.list(`${VOLUMES}?${OWNED}`),
    ...RESOURCES.map((resource) => client.list(`${RESOURCE_PATHS[resource]}/${resource}?${OWNED}`)),
  ]);
  const actual: Snapshot['actual'] = new Map();
  RESOURCES.forEach((resource, index) => {
    for (const object of owned[index] ?? [])
      actual.set(keyOf(resource, object.metadata.namespace, object.metadata.name), { resource, object });
  });
  return {
    tenants: tenants.filter((tenant) => !tenant.metadata.deletionTimestamp),
    nodes: nodes.map((node) => ({ name: node.metadata.name, labels: node.metadata.labels ?? {} })),
    actual,
    volumes,
  };
}

/**
 * Creates what is missing and redoes what changed: objects in place, pods by deleting them (made anew next
 * pass). Answers what it created, pods aside.
 */
async function converge(
  client: KubeClient,
  desired: Desired[],
  actual: Snapshot['actual'],
  errors: string[],
): Promise<Desired[]> {
  const statefulSetUids = new Map<string, string>();
  const created: Desired[] = [];
  for (const item of desired)
    await attempt(errors, async () => {
      if (await convergeOne(client, item, actual, statefulSetUids)) created.push(item);
    });
  return created;
}

async function convergeOne(
  client: KubeClient,
  { resource, object, statefulSet }: Desired,
  actual: Snapshot['actual'],
  statefulSetUids: Map<string, string>,
): Promise<boolean> {
  const key = keyOf(resource, object.metadata.namespace, object.metadata.name);
  const existing = actual.get(key)?.object;
  if (existing && digestOf(existing) !== digestOf(object)) {
    if (resource === 'pods') await client.delete(itemPath(resource, existing));
    else if (resource !== 'persistentvolumeclaims')
      await client.patch(itemPath(resource, object), object, 'apply');
  }
  if (existing) {
    if (resource === 'statefulsets') statefulSetUids.set(key, existing.metadata.uid ?? '');
    return false;
  }
  if (resource === 'pods') {
    const owner = statefulSetUids.get(keyOf('statefulsets', object.metadata.namespace, statefulSet ?? ''));
    if (owner)
      await client.create(
        collection(resource, object.metadata.namespace ?? ''),
        ownedBy(object, statefulSet ?? '', owner),
      );
    return false;
  }
  const made = await client.create(
    collection(resource, object.metadata.namespace ?? ''),
    withVolumeName(resource, object),
  );
  if (resource === 'statefulsets' && made.status === 201)
    statefulSetUids.set(key, (made.body as KubeObject).metadata.uid ?? '');
  return made.status === 201;
}

/** Runs one step of a pass; a failure is kept for the report and the pass goes on with the next object. */
async function attempt(errors: string[], step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
}

const ownedBy = (pod: KubeObject, statefulSet: string, uid: string): KubeObject => ({
  ...pod,
  metadata: {
    ...pod.metadata,
    ownerReferences: [
      {
        apiVersion: 'apps/v1',
        kind: 'StatefulSet',
        name: statefulSet,
        uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ],
  },
});

/** A claim is made pre-bound to a volume named as a provisioner names them; bindVolumes makes the volume. */
const withVolumeName = (resource: Resource, object: KubeObject): KubeObject =>
  resource === 'persistentvolumeclaims'
    ? { ...object, spec: { ...object.spec, volumeName: `pvc-${randomUUID()}` } }
    : object;

/** Deletes the services, StatefulSets and pods no tenant wants any more (claims stay). */
async function removeUnwanted(
  client: KubeClient,
  desired: Desired[],
  actual: Snapshot['actual'],
  keptTenants: Set<string>,
  errors: string[],
) {
  const wanted = new Set(
    desired.map(({ resource, object }) => keyOf(resource, object.metadata.namespace, object.metadata.name)),
  );
  for (const [key, { resource, object }] of actual) {
    const tenant = `${object.metadata.namespace}/${object.metadata.labels?.[TENANT_LABEL]}`;
    if (resource !== 'persistentvolumeclaims' && !wanted.has(key) && !keptTenants.has(tenant))
      await attempt(errors, () => client.delete(itemPath(resource, object)));
  }
}

function volumeFor(claim: KubeObject): KubeObject {
  const spec = claim.spec as {
    volumeName: string;
    accessModes: string[];
    storageClassName?: string;
    resources: { requests: { storage: string } };
  };
  return {
    apiVersion: 'v1',
    kind: 'PersistentVolume',
    metadata: { name: spec.volumeName, labels: { ...claim.metadata.labels } },
    spec: {
      capacity: { storage: spec.resources.requests.storage },
      accessModes: spec.accessModes,
      persistentVolumeReclaimPolicy: 'Delete',
      ...(spec.storageClassName ? { storageClassName: spec.storageClassName } : {}),
      claimRef: {
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        namespace: claim.metadata.namespace,
        name: claim.metadata.name,
        uid: claim.metadata.uid,
      },
      hostPath: { path: `/var/lib/minio-volumes/${spec.volumeName}` },
    },
  };
}

/** Gives each claim its volume and marks both Bound; deletes volumes whose claim is gone. */
async function bindVolumes(
  client: KubeClient,
  actual: Snapshot['actual'],
  volumes: KubeObject[],
): Promise<void> {
  const claims = [...actual.values()]
    .filter(({ resource }) => resource === 'persistentvolumeclaims')
    .map(({ object }) => object);
  const volumeNames = new Set(volumes.map((volume) => volume.metadata.name));
  for (const claim of claims) {
    const volumeName = (claim.spec as { volumeName?: string }).volumeName;
    if (!volumeName || claim.metadata.deletionTimestamp) continue;
    if (!volumeNames.has(volumeName)) {
      await client.create(VOLUMES, volumeFor(claim));
      await client.patch(`${VOLUMES}/${volumeName}/status`, { status: { phase: 'Bound' } });
    }
    if (claim.status?.phase !== 'Bound') {
      const { accessModes, resources } = claim.spec as {
        accessModes: string[];
        resources: { requests: { storage: string } };
      };
      await client.patch(`${itemPath('persistentvolumeclaims', claim)}/status`, {
        status: { phase: 'Bound', accessModes, capacity: { storage: resources.requests.storage } },
      });
    }
  }
  const claimUids = new Set(claims.map((claim) => claim.metadata.uid));
  for (const volume of volumes) {
    const claimUid = (volume.spec as { claimRef?: { uid?: string } }).claimRef?.uid;
    if (!claimUids.has(claimUid))
      await client.delete(`${VOLUMES}/${encodeURIComponent(volume.metadata.name)}`);
  }
}

/** Writes a status when it differs from the one there (a merge, so fields others set are kept). */
async function reportStatus(
  client: KubeClient,
  path: string,
  current: KubeObject['status'],
  status: Record<string, unknown>,
) {
  const now = Object.fromEntries(Object.keys(status).map((field) => [field, current?.[field]]));
  if (!isDeepStrictEqual(now, status)) await client.patch(`${path}/status`, { status });
}

async function reportStatuses(client: KubeClient, { tenants, actual }: Snapshot): Promise<void> {
  const pods = [...actual.values()].filter(({ resource }) => resource === 'pods').map(({ object }) => object);
  for (const tenant of tenants) {
    const own = pods.filter(
      (pod) =>
        pod.metadata.namespace === tenant.metadata.namespace &&
        pod.metadata.labels?.[TENANT_LABEL] === tenant.metadata.name,
    );
    const states = own.map((pod) => ({
      pool: pod.metadata.labels?.[POOL_LABEL] ?? '',
      running: isRunning(pod),
    }));
    const path = `${TENANT_API}/namespaces/${encodeURIComponent(tenant.metadata.namespace)}/tenants/${encodeURIComponent(tenant.metadata.name)}`;
    const status = tenantStatus(tenant, states);
    await reportStatus(client, path, tenant.status, status);
    if (status.currentState === 'Initialized' && tenant.status?.currentState !== 'Initialized')
      await recordTenantEvent(client, tenant, 'Initialized', 'Tenant is initialized');
  }
  for (const { resource, object } of actual.values()) {
    if (resource !== 'statefulsets') continue;
    const members = pods.filter((pod) =>
      (pod.metadata.ownerReferences as { uid?: string }[] | undefined)?.some(
        (owner) => owner.uid === object.metadata.uid,
      ),
    );
    const ready = members.filter(isRunning).length;
    await reportStatus(client, itemPath(resource, object), object.status, {
      observedGeneration: object.metadata.generation,
      replicas: members.length,
      readyReplicas: ready,
      availableReplicas: ready,
      currentReplicas: members.length,
      updatedReplicas: members.length,
    });
  }
}

/** One pass over every tenant; answers what failed (each object failing on its own). */
export async function reconcile(client: KubeClient, consoles: TenantConsoles = {}): Promise<string[]> {
  const errors: string[] = [];
  const state = await snapshot(client);
  const refused = state.tenants.filter((tenant) => refusal(tenant) !== undefined);
  errors.push(...refused.map((tenant) => refusal(tenant) ?? ''));
  const served = state.tenants.filter((tenant) => !refused.includes(tenant));
  const desired = served.flatMap((tenant) =>
    desiredObjects(tenant, state.nodes, consoles[`${tenant.metadata.namespace}/${tenant.metadata.name}`]),
  );
  const created = await converge(client, desired, state.actual, errors);
  await attempt(errors, () => recordCreations(client, served, created));
  // A refused tenant's objects are left as they were, not taken for unwanted.
  const kept = new Set(refused.map((tenant) => `${tenant.metadata.namespace}/${tenant.metadata.name}`));
  await removeUnwanted(client, desired, state.actual, kept, errors);
  await attempt(errors, () => bindVolumes(client, state.actual, state.volumes));
  await attempt(errors, () => reportStatuses(client, { ...state, tenants: served }));
  return errors;
}

/**
 * Tenants (`namespace/name`) whose console service points at a console outside the cluster (a test's MinIO on
 * 127.0.0.1): an ExternalName service at that host and port, where the operator would make a ClusterIP one.
 */
export type TenantConsoles = Record<string, ConsoleAddress>;

export interface TenantController {
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Reconciles every `intervalMs` until stopped; failures are reported (once while they repeat) and retried. */
export function startTenantController(
  client: KubeClient,
  options: { intervalMs?: number; onError?: (message: string) => void; consoles?: TenantConsoles } = {},
): TenantController {
  const { intervalMs = 250, onError = (message: string) => console.error(`tenant controller: ${message}`) } =
    options;
  let running = true;
  let lastError = '';
  const loop = (async () => {
    while (running) {
      const errors = await reconcile(client, options.consoles).catch((error: Error) => [error.message]);
      const message = errors.join('\n');
      if (message && message !== lastError) onError(message);
      lastError = message;
      await sleep(intervalMs);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
