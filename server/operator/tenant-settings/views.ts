import type {
  KeyValuePair,
  TenantLogs,
  TenantMonitoring,
} from '../../../src/contract/operator/tenant-settings.ts';
import { storedLogs, storedMonitoring } from '../../../src/contract/operator/tenant-settings-rules.ts';

/*
 * The Tenant's `spec.prometheus` and `spec.log` (MinIO Operator's PrometheusConfig and LogConfig) as the operator
 * API carries them, and back: maps become key/value lists, whole gigabytes text, CPU and memory the requests.
 */

type Spec = Record<string, unknown>;

const asSpec = (value: unknown): Spec =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Spec) : {};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const gigabytes = (value: unknown) => (typeof value === 'number' ? String(value) : undefined);

const pairs = (map: unknown): KeyValuePair[] =>
  Object.entries(asSpec(map)).flatMap(([key, value]) => (typeof value === 'string' ? [{ key, value }] : []));

const map = (list: KeyValuePair[] | undefined) =>
  list?.length ? Object.fromEntries(list.map(({ key, value }) => [key, value])) : undefined;

const requests = (spec: Spec) => asSpec(asSpec(spec.resources).requests);

function resources(cpu: string | undefined, memory: string | undefined) {
  if (!cpu && !memory) return undefined;
  return { requests: { ...(cpu ? { cpu } : {}), ...(memory ? { memory } : {}) } };
}

/** JSON leaves undefined out: the object written holds only what is set. */
const defined = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function monitoringView(prometheus: Spec | undefined): TenantMonitoring {
  if (!prometheus) return { prometheusEnabled: false };
  return storedMonitoring({
    image: text(prometheus.image),
    sidecarImage: text(prometheus.sidecarimage),
    initImage: text(prometheus.initimage),
    diskCapacityGB: gigabytes(prometheus.diskCapacityGB),
    storageClassName: text(prometheus.storageClassName),
    serviceAccountName: text(prometheus.serviceAccountName),
    monitoringCPURequest: text(requests(prometheus).cpu),
    monitoringMemRequest: text(requests(prometheus).memory),
    labels: pairs(prometheus.labels),
    annotations: pairs(prometheus.annotations),
    nodeSelector: pairs(prometheus.nodeSelector),
  });
}

export function prometheusSpec(settings: TenantMonitoring): Spec {
  const stored = storedMonitoring(settings);
  return defined({
    image: stored.image,
    sidecarimage: stored.sidecarImage,
    initimage: stored.initImage,
    diskCapacityGB: stored.diskCapacityGB === undefined ? undefined : Number(stored.diskCapacityGB),
    storageClassName: stored.storageClassName,
    serviceAccountName: stored.serviceAccountName,
    labels: map(stored.labels),
    annotations: map(stored.annotations),
    nodeSelector: map(stored.nodeSelector),
    resources: resources(stored.monitoringCPURequest, stored.monitoringMemRequest),
  });
}

export function logsView(log: Spec | undefined): TenantLogs {
  if (!log) return { disabled: true };
  const db = asSpec(log.db);
  return storedLogs({
    image: text(log.image),
    diskCapacityGB: gigabytes(asSpec(log.audit).diskCapacityGB),
    serviceAccountName: text(log.serviceAccountName),
    logCPURequest: text(requests(log).cpu),
    logMemRequest: text(requests(log).memory),
    labels: pairs(log.labels),
    annotations: pairs(log.annotations),
    nodeSelector: pairs(log.nodeSelector),
    dbImage: text(db.image),
    dbInitImage: text(db.initimage),
    dbServiceAccountName: text(db.serviceAccountName),
    logDBCPURequest: text(requests(db).cpu),
    logDBMemRequest: text(requests(db).memory),
    dbLabels: pairs(db.labels),
    dbAnnotations: pairs(db.annotations),
    dbNodeSelector: pairs(db.nodeSelector),
  });
}

export function logSpec(settings: TenantLogs): Spec {
  const stored = storedLogs(settings);
  return defined({
    image: stored.image,
    serviceAccountName: stored.serviceAccountName,
    labels: map(stored.labels),
    annotations: map(stored.annotations),
    nodeSelector: map(stored.nodeSelector),
    resources: resources(stored.logCPURequest, stored.logMemRequest),
    audit:
      stored.diskCapacityGB === undefined ? undefined : { diskCapacityGB: Number(stored.diskCapacityGB) },
    db: {
      image: stored.dbImage,
      initimage: stored.dbInitImage,
      serviceAccountName: stored.dbServiceAccountName,
      labels: map(stored.dbLabels),
      annotations: map(stored.dbAnnotations),
      nodeSelector: map(stored.dbNodeSelector),
      resources: resources(stored.logDBCPURequest, stored.logDBMemRequest),
    },
  });
}
