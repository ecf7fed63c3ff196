import { attachmentHeaders } from '../../src/contract/download-headers';
import { type HealProgress, healNotStarted, healStream } from '../../src/contract/heal';
import { INSPECT_KEY_HEADER, INSPECT_MESSAGES, inspect, inspectFileName } from '../../src/contract/inspect';
import { WIDGETS, widgetOf } from '../../src/contract/metrics';
import {
  type AdminInfo,
  adminInfo,
  consoleLogStream,
  type LogEntry,
  listNodes,
  type ServerDrive,
} from '../../src/contract/monitoring';
import { allBuckets, findBucket } from '../buckets-model';
import { mockPrometheus } from '../metrics-model';
import { isAllowed, MINIO_MESSAGES } from '../model';
import { bucketObjects } from '../objects-model';
import { mock } from './mock';
import { apiError } from './respond';
import { mockSocket, pause } from './socket';

const DEMO_NODE = '127.0.0.1:9000';

/** What a quiet demo server logs, in turn. */
const LINES: readonly Omit<LogEntry, 'time' | 'node'>[] = [
  { level: 'INFO', errKind: 'MINIO', ConsoleMsg: 'MinIO Object Storage Server' },
  { level: 'INFO', errKind: 'MINIO', ConsoleMsg: 'Status: 4 Online, 0 Offline.' },
  {
    level: 'ERROR',
    errKind: 'APPLICATION',
    message: 'Unable to send audit event to the webhook target',
    error: { message: 'dial tcp 127.0.0.1:8080: connect: connection refused', source: ['cmd/logger.go:85'] },
  },
  { level: 'WARNING', errKind: 'MINIO', ConsoleMsg: 'Drive /data/d3 is slow: 1.2 s for the last write' },
  { level: 'INFO', errKind: 'MINIO', ConsoleMsg: 'Healing of bucket photos completed' },
];

const lineAt = (index: number): LogEntry => ({
  ...(LINES[index % LINES.length] as LogEntry),
  node: DEMO_NODE,
  time: new Date().toISOString(),
});

const TiB = 1024 ** 4;

/** The demo server's four drives: one of them healing. */
const demoDrive = (index: number): ServerDrive => ({
  uuid: `00000000-0000-4000-8000-00000000000${index}`,
  state: 'ok',
  endpoint: `/data/d${index}`,
  drivePath: `/data/d${index}`,
  rootDisk: false,
  healing: index === 4,
  model: '',
  totalSpace: 4 * TiB,
  usedSpace: (0.4 + index * 0.3) * TiB,
  availableSpace: (3.6 - index * 0.3) * TiB,
});

export function demoInfo(): AdminInfo {
  const buckets = allBuckets();
  return {
    buckets: buckets.length,
    objects: buckets.reduce((sum, bucket) => sum + bucket.objects, 0),
    usage: buckets.reduce((sum, bucket) => sum + bucket.size, 0),
    ...(mockPrometheus()
      ? { advancedMetricsStatus: 'available', widgets: WIDGETS.map(widgetOf) }
      : { advancedMetricsStatus: 'not configured' }),
    servers: [
      {
        state: 'online',
        endpoint: DEMO_NODE,
        uptime: 86_400 * 3 + 3600 * 5,
        version: '2026-02-12T20:18:48Z',
        commitID: '7aac2a2c5b7c',
        poolNumber: 1,
        network: { [DEMO_NODE]: 'online' },
        drives: [1, 2, 3, 4].map(demoDrive),
      },
    ],
    backend: {
      backendType: 'Erasure',
      rrSCParity: 1,
      standardSCParity: 2,
      onlineDrives: 4,
      offlineDrives: 0,
    },
  };
}

/**
 * The demo has no drives to read: its inspect download has the real answer's shape (a key shown once, sealed
 * bytes) around random bytes.
 */
function demoInspect(volume: string, file: string): Response {
  const key = crypto.getRandomValues(new Uint8Array(32));
  const hex = [...key].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return new Response(crypto.getRandomValues(new Uint8Array(512)), {
    headers: { ...attachmentHeaders(inspectFileName(volume, file, true)), [INSPECT_KEY_HEADER]: hex },
  });
}

const mayReadServerInfo = (user: Parameters<typeof isAllowed>[0]) => isAllowed(user, 'admin:ServerInfo');

export const monitoringHandlers = [
  mock(listNodes, ({ session }) => {
    if (!mayReadServerInfo(session.user)) return apiError(403, MINIO_MESSAGES.accessDenied);
    return [DEMO_NODE];
  }),
  mock(inspect, ({ query, session }) => {
    if (!isAllowed(session.user, 'admin:InspectData')) return apiError(403, MINIO_MESSAGES.accessDenied);
    if (query.encrypt) return apiError(400, INSPECT_MESSAGES.noSupportKey);
    return demoInspect(query.volume, query.file);
  }),
  mock(adminInfo, ({ session }) => {
    if (!mayReadServerInfo(session.user)) return apiError(403, MINIO_MESSAGES.accessDenied);
    return demoInfo();
  }),
];

/** The demo heal: the bucket's objects in batches, one of them found degraded and healed. */
function* demoHeal(bucket: string, prefix: string): Generator<HealProgress> {
  const keys = [...bucketObjects(bucket).keys()].filter((key) => key.startsWith(prefix)).sort();
  const progress = healNotStarted();
  for (const [index, key] of keys.entries()) {
    const degraded = index === 1;
    progress.objectsScanned += 1;
    progress.before[degraded ? 'yellow' : 'green'] += 1;
    progress.after.green += 1;
    if (degraded) progress.objectsHealed += 1;
    progress.bytesScanned += bucketObjects(bucket).get(key)?.[0]?.body?.length ?? 0;
    progress.lastObject = key;
    if (index % 3 === 2) yield structuredClone(progress);
  }
  yield { ...structuredClone(progress), status: 'finished' };
}

export const healSocketHandlers = [
  mockSocket(healStream, async function* ({ params, query, session, signal }) {
    if (!isAllowed(session.user, 'admin:Heal')) throw new Error(MINIO_MESSAGES.accessDenied);
    if (!findBucket(params.bucket)) {
      const failure = `Heal internal error: volume not found: ${params.bucket}`;
      yield { ...healNotStarted(), status: 'stopped', failure };
      return;
    }
    for (const progress of demoHeal(params.bucket, query.prefix ?? '')) {
      await pause(300, signal);
      yield progress;
    }
  }),
];

export const monitoringSocketHandlers = [
  ...healSocketHandlers,
  mockSocket(consoleLogStream, async function* ({ query, session, signal }) {
    if (!isAllowed(session.user, 'admin:ConsoleLog')) throw new Error(MINIO_MESSAGES.accessDenied);
    const wanted = (entry: LogEntry) =>
      (query.logType === 'all' || entry.errKind === query.logType.toUpperCase()) &&
      (!query.node || DEMO_NODE.startsWith(`${query.node}:`));
    for (let index = 0; !signal.aborted; index++) {
      const entry = lineAt(index);
      if (wanted(entry)) yield entry;
      // The replayed lines come at once; then one new line now and then.
      if (index >= LINES.length - 1) await pause(2000, signal);
    }
  }),
];
