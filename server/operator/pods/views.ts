import type { DescribePod, KubeEvent, TenantPod } from '../../../src/contract/operator/pods.ts';
import type { EventResource, PodResource } from '../kube-types.ts';

const unixSeconds = (timestamp: string | null | undefined) =>
  timestamp ? Math.floor(Date.parse(timestamp) / 1000) || undefined : undefined;

/** One of a tenant's pods as its list shows it; a pod being deleted reads Terminating, as kubectl says. */
export function tenantPodView(pod: PodResource): TenantPod {
  return {
    name: pod.metadata.name,
    status: pod.metadata.deletionTimestamp ? 'Terminating' : pod.status?.phase,
    timeCreated: unixSeconds(pod.metadata.creationTimestamp),
    podIP: pod.status?.podIP,
    restarts: (pod.status?.containerStatuses ?? []).reduce(
      (total, status) => total + (status.restartCount ?? 0),
      0,
    ),
    node: pod.spec.nodeName,
  };
}

/** An event; the newest of its times is when it was last seen. */
export function eventView(event: EventResource): KubeEvent {
  const { kind, name } = event.involvedObject;
  return {
    namespace: event.metadata.namespace,
    last_seen: unixSeconds(event.lastTimestamp ?? event.eventTime ?? event.metadata.creationTimestamp),
    event_type: event.type,
    reason: event.reason,
    object: `${kind ?? ''}/${name ?? ''}`,
    message: event.message,
  };
}

/**
 * Events newest first. Their times are whole seconds, so several share one: those keep the reverse of the
 * API's order, which is the order they were recorded in (an event's name ends in its time).
 */
export const newestFirst = (events: EventResource[]): KubeEvent[] =>
  events
    .map(eventView)
    .reverse()
    .sort((a, b) => (b.last_seen ?? 0) - (a.last_seen ?? 0));

/** A map as the swagger's key/value lists. */
export const pairs = (map: Record<string, string> | undefined) =>
  Object.entries(map ?? {}).map(([key, value]) => ({ key, value }));

/** The pod described, as `kubectl describe pod` reads it. */
export function describePodView(pod: PodResource): DescribePod {
  const statuses = new Map((pod.status?.containerStatuses ?? []).map((status) => [status.name, status]));
  const owner = pod.metadata.ownerReferences?.[0];
  return {
    name: pod.metadata.name,
    namespace: pod.metadata.namespace ?? '',
    priority: pod.spec.priority,
    priorityClassName: pod.spec.priorityClassName,
    nodeName: pod.spec.nodeName,
    startTime: pod.status?.startTime,
    labels: pairs(pod.metadata.labels),
    annotations: pairs(pod.metadata.annotations),
    deletionTimestamp: pod.metadata.deletionTimestamp,
    deletionGracePeriodSeconds: pod.metadata.deletionGracePeriodSeconds,
    phase: pod.status?.phase,
    reason: pod.status?.reason,
    message: pod.status?.message,
    podIP: pod.status?.podIP,
    controllerRef: owner ? `${owner.kind}/${owner.name}` : undefined,
    containers: pod.spec.containers.map((container) => ({
      name: container.name,
      containerID: statuses.get(container.name)?.containerID,
      image: container.image,
      imageID: statuses.get(container.name)?.imageID,
      ports: (container.ports ?? []).map((port) => `${port.containerPort}/${port.protocol ?? 'TCP'}`),
      args: container.args ?? [],
      ready: statuses.get(container.name)?.ready,
      restartCount: statuses.get(container.name)?.restartCount,
      // Values of secrets referenced are not read: only literal values are shown.
      environmentVariables: (container.env ?? []).map((env) => ({ key: env.name, value: env.value ?? '' })),
      mounts: (container.volumeMounts ?? []).map((mount) => ({
        name: mount.name,
        mountPath: mount.mountPath,
        subPath: mount.subPath,
        readOnly: mount.readOnly,
      })),
    })),
    conditions: (pod.status?.conditions ?? []).map(({ type, status }) => ({ type, status })),
    volumes: (pod.spec.volumes ?? []).map((volume) => ({
      name: volume.name,
      pvc: volume.persistentVolumeClaim && {
        claimName: volume.persistentVolumeClaim.claimName,
        readOnly: volume.persistentVolumeClaim.readOnly,
      },
    })),
    qosClass: pod.status?.qosClass,
    nodeSelector: pairs(pod.spec.nodeSelector),
    tolerations: (pod.spec.tolerations ?? []).map((toleration) => ({ ...toleration })),
  };
}
