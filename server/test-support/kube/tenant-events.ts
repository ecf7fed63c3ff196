import type { KubeClient } from './client.ts';
import { type Desired, POOL_LABEL, TENANT_LABEL, type Tenant } from './tenant-objects.ts';

/**
 * The Events the MinIO Operator records on a Tenant while it sets it up (core/v1 Events about the Tenant,
 * which `kubectl describe tenant` and the console's tenant events read).
 */

const SOURCE = 'minio-operator';

/** Named as Kubernetes' recorders name events: the object's name and the time in hex nanoseconds. */
const eventName = (object: string) =>
  `${object}.${(BigInt(Date.now()) * 1_000_000n + (process.hrtime.bigint() % 1_000_000n)).toString(16)}`;

/** Records one event about the tenant, seen now. */
export async function recordTenantEvent(
  client: KubeClient,
  tenant: Tenant,
  reason: string,
  message: string,
): Promise<void> {
  const { name, namespace, uid } = tenant.metadata;
  const now = new Date().toISOString();
  await client.create(`/api/v1/namespaces/${encodeURIComponent(namespace)}/events`, {
    apiVersion: 'v1',
    kind: 'Event',
    metadata: { name: eventName(name), namespace },
    involvedObject: { apiVersion: 'minio.min.io/v2', kind: 'Tenant', name, namespace, uid },
    type: 'Normal',
    reason,
    message,
    source: { component: SOURCE },
    firstTimestamp: now,
    lastTimestamp: now,
    count: 1,
  });
}

/** What the operator says on making one of a tenant's objects: a pool's StatefulSet or a service. */
function creationEvent({ resource, object }: Desired): [reason: string, message: string] | undefined {
  if (resource === 'statefulsets')
    return ['PoolCreated', `Tenant pool ${object.metadata.labels?.[POOL_LABEL]} created`];
  if (resource === 'services') return ['SvcCreated', `Service ${object.metadata.name} created`];
  return undefined;
}

/** Records, on its tenant, the making of each object just created that the operator reports. */
export async function recordCreations(client: KubeClient, tenants: Tenant[], created: Desired[]) {
  for (const item of created) {
    const event = creationEvent(item);
    const tenant = tenants.find(
      ({ metadata }) =>
        metadata.namespace === item.object.metadata.namespace &&
        metadata.name === item.object.metadata.labels?.[TENANT_LABEL],
    );
    if (event && tenant) await recordTenantEvent(client, tenant, ...event);
  }
}

export interface RecordedEvent {
  type: string;
  reason: string;
  message: string;
  source?: { component?: string };
  involvedObject: { kind: string; name: string; uid: string };
}

/** The events about one object, as `kubectl get events` lists them: in the order they were recorded. */
export function eventsAbout(
  kubectl: (args: string[]) => string,
  { namespace, kind, name }: { namespace: string; kind: string; name: string },
): RecordedEvent[] {
  const selector = `involvedObject.kind=${kind},involvedObject.name=${name}`;
  const list = kubectl(['get', 'events', '-n', namespace, '--field-selector', selector, '-o', 'json']);
  return (JSON.parse(list) as { items: RecordedEvent[] }).items;
}
