import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { inspect } from './inspect';
import { widgetSchema } from './metrics';
import { queryFlag } from './query';
import { socket } from './socket';

/** GET /nodes: each server's endpoint (`host:port`), for the log's node filter. */
export const listNodes = endpoint({
  id: 'ListNodes',
  area: 'monitoring',
  method: 'GET',
  path: '/nodes',
  summary: "The servers' endpoints",
  response: z.array(z.string()),
  status: 200,
});

export const LOG_TYPES = ['all', 'minio', 'application'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** How many earlier lines MinIO sends before the new ones, as the console contract has it. */
export const LOG_REPLAY_LINES = 100;

const MAX_NODE_LENGTH = 255;

export const consoleLogQuerySchema = z.object({
  /** An unknown type reads as `all`, as the console contract has it. */
  logType: z.pipe(
    z.optional(z.string()),
    z.transform(
      (text): LogType => ((LOG_TYPES as readonly string[]).includes(text ?? '') ? (text as LogType) : 'all'),
    ),
  ),
  /** A value of GET /nodes; `all` or empty for every node. Only the host is kept, as the contract has it. */
  node: z.pipe(
    z.optional(z.string().check(z.maxLength(MAX_NODE_LENGTH))),
    z.transform((text) => {
      const host = (text ?? '').split(':')[0] ?? '';
      return host === 'all' ? '' : host;
    }),
  ),
});

/** One line of a server's log (madmin's LogInfo). */
export const logEntrySchema = z.looseObject({
  node: z.optional(z.string()),
  level: z.optional(z.string()),
  errKind: z.optional(z.string()),
  time: z.optional(z.string()),
  ConsoleMsg: z.optional(z.string()),
  message: z.optional(z.string()),
  requestID: z.optional(z.string()),
  remotehost: z.optional(z.string()),
  userAgent: z.optional(z.string()),
  api: z.optional(z.looseObject({ name: z.optional(z.string()) })),
  error: z.optional(
    z.looseObject({ message: z.optional(z.string()), source: z.optional(z.array(z.string())) }),
  ),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const consoleLogStream = socket({
  id: 'ConsoleLog',
  area: 'monitoring',
  path: '/console',
  summary: "The servers' log: the last 100 lines, then each new one as it is written",
  query: consoleLogQuerySchema,
  message: logEntrySchema,
});

/** The text a log line shows: MinIO's console message, else the error's or the line's message. */
export const logText = (entry: LogEntry): string =>
  (entry.ConsoleMsg ?? '').replace(/^\n+/, '') || entry.error?.message || entry.message || '';

/** Entries with nothing to show (no level, kind, text or node) are left out, as upstream leaves them out. */
export const isShownLogEntry = (entry: LogEntry): boolean =>
  Boolean(entry.level || entry.errKind || logText(entry) || entry.node);

export const serverDriveSchema = z.object({
  uuid: z.string(),
  state: z.string(),
  endpoint: z.string(),
  drivePath: z.string(),
  rootDisk: z.boolean(),
  healing: z.boolean(),
  model: z.string(),
  totalSpace: z.number(),
  usedSpace: z.number(),
  availableSpace: z.number(),
});
export type ServerDrive = z.infer<typeof serverDriveSchema>;

export const serverPropertiesSchema = z.object({
  state: z.string(),
  endpoint: z.string(),
  /** Seconds. */
  uptime: z.number(),
  version: z.string(),
  commitID: z.string(),
  poolNumber: z.number(),
  /** Each peer's endpoint and whether this server reaches it (`online`/`offline`). */
  network: z.record(z.string(), z.string()),
  drives: z.array(serverDriveSchema),
});
export type ServerProperties = z.infer<typeof serverPropertiesSchema>;

export const ADVANCED_METRICS_STATUS = ['not configured', 'available', 'unavailable'] as const;

export const adminInfoResponseSchema = z.object({
  buckets: z.number(),
  objects: z.number(),
  /** Bytes. */
  usage: z.number(),
  advancedMetricsStatus: z.enum(ADVANCED_METRICS_STATUS),
  /** The dashboard's widgets, when a Prometheus is configured and answers. */
  widgets: z.optional(z.array(widgetSchema)),
  servers: z.array(serverPropertiesSchema),
  backend: z.object({
    backendType: z.string(),
    rrSCParity: z.number(),
    standardSCParity: z.number(),
    onlineDrives: z.number(),
    offlineDrives: z.number(),
  }),
});
export type AdminInfo = z.infer<typeof adminInfoResponseSchema>;

/** GET /admin/info: the deployment's servers, drives and usage, as MinIO's admin info reports them. */
export const adminInfo = endpoint({
  id: 'AdminInfo',
  area: 'monitoring',
  method: 'GET',
  path: '/admin/info',
  summary: "The deployment's servers, drives, buckets, objects and usage",
  query: z.object({ defaultOnly: queryFlag }),
  response: adminInfoResponseSchema,
  status: 200,
});

export const MONITORING_ENDPOINTS = [listNodes, adminInfo, inspect];
