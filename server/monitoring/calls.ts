import { safeParse } from 'zod/mini';
import {
  type AdminInfo,
  isShownLogEntry,
  LOG_REPLAY_LINES,
  type LogType,
  logEntrySchema,
  type ServerDrive,
  type ServerProperties,
} from '../../src/contract/monitoring.ts';
import { type TraceFilter, traceCallOf, traceEntrySchema, traceMatches } from '../../src/contract/trace.ts';
import type { AdminClient, ServerInfo } from '../minio/admin-client.ts';

export async function listNodes(admin: AdminClient): Promise<string[]> {
  const info = await admin.serverInfo();
  return (info.servers ?? [])
    .map((server) => server.endpoint)
    .filter((endpoint): endpoint is string => !!endpoint);
}

/** The log as MinIO streams it, without the lines that have nothing to show. */
export async function* consoleLog(
  admin: AdminClient,
  filter: { logType: LogType; node: string },
  signal: AbortSignal,
): AsyncGenerator<unknown, void> {
  for await (const item of admin.getLogs({ ...filter, limit: LOG_REPLAY_LINES }, signal)) {
    const entry = safeParse(logEntrySchema, item);
    if (entry.success && isShownLogEntry(entry.data)) yield item;
  }
}

/** MinIO's trace of the calls asked for, with the filters it does not apply itself applied here. */
export async function* filteredTrace(
  admin: AdminClient,
  filter: TraceFilter,
  signal: AbortSignal,
): AsyncGenerator<unknown, void> {
  const options = { calls: filter.calls, errorsOnly: filter.onlyErrors, thresholdNs: filter.threshold };
  for await (const item of admin.serviceTrace(options, signal)) {
    const entry = safeParse(traceEntrySchema, item);
    if (!entry.success) continue;
    const call = traceCallOf(entry.data);
    if (traceMatches(filter, call)) yield call;
  }
}

type InfoServer = NonNullable<ServerInfo['servers']>[number];
type InfoDrive = NonNullable<InfoServer['drives']>[number];

const driveOf = (drive: InfoDrive): ServerDrive => ({
  uuid: drive.uuid ?? '',
  state: drive.state ?? '',
  endpoint: drive.endpoint ?? '',
  drivePath: drive.path ?? '',
  rootDisk: drive.rootDisk ?? false,
  healing: drive.healing ?? false,
  model: drive.model ?? '',
  totalSpace: drive.totalspace ?? 0,
  usedSpace: drive.usedspace ?? 0,
  availableSpace: drive.availspace ?? 0,
});

const serverOf = (server: InfoServer): ServerProperties => ({
  state: server.state ?? '',
  endpoint: server.endpoint ?? '',
  uptime: server.uptime ?? 0,
  version: server.version ?? '',
  commitID: server.commitID ?? '',
  poolNumber: server.poolNumber ?? 0,
  network: server.network ?? {},
  drives: (server.drives ?? []).map(driveOf),
});

/** GET /admin/info from MinIO's server info; the Prometheus widgets come with a configured Prometheus only. */
export async function adminInfo(admin: AdminClient): Promise<AdminInfo> {
  const info = await admin.serverInfo();
  const backend = info.backend ?? {};
  return {
    buckets: info.buckets?.count ?? 0,
    objects: info.objects?.count ?? 0,
    usage: info.usage?.size ?? 0,
    advancedMetricsStatus: 'not configured',
    servers: (info.servers ?? []).map(serverOf),
    backend: {
      backendType: backend.backendType ?? '',
      rrSCParity: backend.rrSCParity ?? 0,
      standardSCParity: backend.standardSCParity ?? 0,
      onlineDrives: backend.onlineDisks ?? 0,
      offlineDrives: backend.offlineDisks ?? 0,
    },
  };
}
