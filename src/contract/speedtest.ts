import { z } from 'zod/mini';
import { queryFlag, queryWholeNumberOr } from './query';
import { socket } from './socket';

/*
 * Performance tests (madmin `perf-*.go`): MinIO's object speedtest (`POST /speedtest`), drive speedtest
 * (`POST /speedtest/drive`) and network test (`POST /speedtest/net`, distributed deployments only). While one runs
 * MinIO holds S3 calls back; closing the socket ends the call, and with it the test.
 */

export const SPEEDTEST_KINDS = ['object', 'drive', 'net'] as const;
export type SpeedtestKind = (typeof SPEEDTEST_KINDS)[number];

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** What the page offers, with MinIO's defaults. */
export const SPEEDTEST_LIMITS = {
  size: { min: 1024, max: GiB, default: 64 * MiB },
  concurrent: { min: 1, max: 1024, default: 32 },
  /** Seconds. MinIO measures the network for at least 10 s, whatever is asked. */
  duration: { min: 2, max: 300, default: 10 },
  blockSize: { min: 4096, max: 64 * MiB, default: 4 * MiB },
  fileSize: { min: MiB, max: 16 * GiB, default: GiB },
} as const;

export const SPEEDTEST_MESSAGES = {
  singleNode: 'The network test measures the links between servers, and this deployment has only one server',
} as const;

export const speedtestQuerySchema = z.object({
  test: z.enum(SPEEDTEST_KINDS, 'must be object, drive or net'),
  /** Object test: bytes per object. */
  size: queryWholeNumberOr(SPEEDTEST_LIMITS.size),
  /** Object test: requests at once (autotune starts from it). */
  concurrent: queryWholeNumberOr(SPEEDTEST_LIMITS.concurrent),
  /** Object and network tests: seconds. */
  duration: queryWholeNumberOr(SPEEDTEST_LIMITS.duration),
  /** Object test: MinIO raises the concurrency until throughput stops growing. */
  autotune: queryFlag,
  /** Drive test: bytes per read and write. */
  blockSize: queryWholeNumberOr(SPEEDTEST_LIMITS.blockSize),
  /** Drive test: bytes written then read per drive. */
  fileSize: queryWholeNumberOr(SPEEDTEST_LIMITS.fileSize),
  /** Drive test: one drive at a time. */
  serial: queryFlag,
});
export type SpeedtestRequest = z.output<typeof speedtestQuerySchema>;

const serverThroughputSchema = z.object({
  endpoint: z.string(),
  /** Bytes per second. */
  throughputPerSec: z.number(),
  objectsPerSec: z.number(),
  error: z.string(),
});

const directionSchema = z.object({
  throughputPerSec: z.number(),
  objectsPerSec: z.number(),
  servers: z.array(serverThroughputSchema),
});
export type SpeedtestDirection = z.infer<typeof directionSchema>;

export const objectResultSchema = z.object({
  test: z.literal('object'),
  servers: z.number(),
  disks: z.number(),
  size: z.number(),
  concurrent: z.number(),
  put: directionSchema,
  get: directionSchema,
});
export type ObjectSpeedtestResult = z.infer<typeof objectResultSchema>;

export const driveResultSchema = z.object({
  test: z.literal('drive'),
  endpoint: z.string(),
  error: z.string(),
  drives: z.array(
    z.object({ path: z.string(), readPerSec: z.number(), writePerSec: z.number(), error: z.string() }),
  ),
});
export type DriveSpeedtestResult = z.infer<typeof driveResultSchema>;

export const netResultSchema = z.object({
  test: z.literal('net'),
  nodes: z.array(
    z.object({ endpoint: z.string(), txPerSec: z.number(), rxPerSec: z.number(), error: z.string() }),
  ),
});
export type NetSpeedtestResult = z.infer<typeof netResultSchema>;

export const speedtestMessageSchema = z.discriminatedUnion('test', [
  objectResultSchema,
  driveResultSchema,
  netResultSchema,
]);
export type SpeedtestResult = z.infer<typeof speedtestMessageSchema>;

// MinIO's answers (madmin SpeedTestResult, DriveSpeedTestResult, NetperfResult), as far as they are read.

const count = z.optional(z.nullable(z.number()));
const words = z.optional(z.nullable(z.string()));
const statsSchema = z.optional(
  z.looseObject({
    throughputPerSec: count,
    objectsPerSec: count,
    servers: z.optional(
      z.nullable(
        z.array(
          z.looseObject({ endpoint: words, throughputPerSec: count, objectsPerSec: count, err: words }),
        ),
      ),
    ),
  }),
);

export const minioObjectResultSchema = z.looseObject({
  version: words,
  servers: count,
  disks: count,
  size: count,
  concurrent: count,
  PUTStats: statsSchema,
  GETStats: statsSchema,
});

export const minioDriveResultSchema = z.looseObject({
  version: words,
  endpoint: words,
  /** madmin tags the node's error `string`. */
  string: words,
  drivePerf: z.optional(
    z.nullable(
      z.array(z.looseObject({ path: words, readThroughput: count, writeThroughput: count, error: words })),
    ),
  ),
});

export const minioNetResultSchema = z.looseObject({
  nodeResults: z.optional(
    z.nullable(z.array(z.looseObject({ endpoint: words, tx: count, rx: count, error: words }))),
  ),
});

const directionOf = (stats: z.infer<typeof statsSchema>): SpeedtestDirection => ({
  throughputPerSec: stats?.throughputPerSec ?? 0,
  objectsPerSec: stats?.objectsPerSec ?? 0,
  servers: (stats?.servers ?? []).map((server) => ({
    endpoint: server.endpoint ?? '',
    throughputPerSec: server.throughputPerSec ?? 0,
    objectsPerSec: server.objectsPerSec ?? 0,
    error: server.err ?? '',
  })),
});

/** An object test's result, or null for MinIO's keep-alive (no servers yet). */
export function objectResultOf(
  answer: z.infer<typeof minioObjectResultSchema>,
): ObjectSpeedtestResult | null {
  if (!answer.servers) return null;
  return {
    test: 'object',
    servers: answer.servers,
    disks: answer.disks ?? 0,
    size: answer.size ?? 0,
    concurrent: answer.concurrent ?? 0,
    put: directionOf(answer.PUTStats),
    get: directionOf(answer.GETStats),
  };
}

/** One server's drive results, or null for MinIO's keep-alive (no endpoint). */
export function driveResultOf(answer: z.infer<typeof minioDriveResultSchema>): DriveSpeedtestResult | null {
  if (!answer.endpoint) return null;
  return {
    test: 'drive',
    endpoint: answer.endpoint,
    error: answer.string ?? '',
    drives: (answer.drivePerf ?? []).map((drive) => ({
      path: drive.path ?? '',
      readPerSec: drive.readThroughput ?? 0,
      writePerSec: drive.writeThroughput ?? 0,
      error: drive.error ?? '',
    })),
  };
}

export const netResultOf = (answer: z.infer<typeof minioNetResultSchema>): NetSpeedtestResult => ({
  test: 'net',
  nodes: (answer.nodeResults ?? []).map((node) => ({
    endpoint: node.endpoint ?? '',
    txPerSec: node.tx ?? 0,
    rxPerSec: node.rx ?? 0,
    error: node.error ?? '',
  })),
});

export const speedtestStream = socket({
  id: 'Speedtest',
  area: 'support',
  path: '/speedtest',
  summary:
    "Runs one of MinIO's performance tests, sending its results as they come; closing the socket stops it",
  query: speedtestQuerySchema,
  message: speedtestMessageSchema,
});
