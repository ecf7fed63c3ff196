import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import { parseConfigText } from '../../src/contract/config-text.ts';
import { attachmentHeaders } from '../../src/contract/download-headers.ts';
import {
  HEALTH_MESSAGES,
  type HealthMessage,
  type HealthRequest,
  type HealthSnapshot,
  healthReportFileName,
  healthReportHeader,
  healthSections,
  healthSnapshotSchema,
  summarizeHealth,
} from '../../src/contract/health.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { callOutside, type OutsideService } from './outside.ts';

/** MinIO's snapshot as it sent it (for the report) and as the console reads it (for the summary). */
interface Snapshot {
  raw: unknown;
  read: HealthSnapshot;
}

/** MinIO puts its whole error answer (XML) in the snapshot's `error`; its message is what to show. */
const minioMessage = (error: string) => /<Message>([^<]*)<\/Message>/.exec(error)?.[1] || error;

/** MinIO's snapshots, each read; only the newest is kept by the callers, so memory holds one report at most. */
async function* snapshots(admin: AdminClient, request: HealthRequest, signal: AbortSignal) {
  const options = { deadlineSeconds: request.deadline, anonymize: request.anonymize };
  for await (const raw of admin.serverHealthInfo(options, signal)) {
    const read = healthSnapshotSchema.safeParse(raw);
    if (!read.success) continue;
    // A snapshot with nothing but an error is MinIO refusing to collect (madmin fails the call the same way),
    // e.g. while another collection holds its lock.
    if (read.data.error && !read.data.sys && !read.data.minio)
      throw new ConsoleError(503, minioMessage(read.data.error));
    yield { raw, read: read.data } satisfies Snapshot;
  }
}

/** Which parts of the report have arrived, each time one more has; then the summary of the whole report. */
export async function* healthProgress(
  admin: AdminClient,
  request: HealthRequest,
  signal: AbortSignal,
): AsyncGenerator<HealthMessage, void> {
  let last: HealthSnapshot | undefined;
  let shown = '';
  for await (const { read } of snapshots(admin, request, signal)) {
    last = read;
    const sections = healthSections(read);
    const now = JSON.stringify(sections);
    if (now !== shown) yield { sections };
    shown = now;
  }
  if (!last) throw new ConsoleError(502, HEALTH_MESSAGES.noReport);
  yield { sections: healthSections(last), summary: summarizeHealth(last) };
}

async function lastSnapshot(
  admin: AdminClient,
  request: HealthRequest,
  signal: AbortSignal,
): Promise<Snapshot> {
  let last: Snapshot | undefined;
  for await (const snapshot of snapshots(admin, request, signal)) last = snapshot;
  if (!last) throw new ConsoleError(502, HEALTH_MESSAGES.noReport);
  return last;
}

/** The report's two JSON documents, as `mc support diag` writes them before compressing. */
const reportLines = ({ raw, read }: Snapshot) => [
  healthReportHeader(read.version ?? ''),
  `${JSON.stringify(raw)}\n`,
];

const reportName = ({ read }: Snapshot) =>
  healthReportFileName(read.minio?.info?.deploymentID ?? '', new Date(read.timestamp ?? Date.now()));

/** GET /support/diagnostics/report: the report, gzip-compressed as it streams out. */
export async function healthReportDownload(
  admin: AdminClient,
  request: HealthRequest,
  signal: AbortSignal,
): Promise<Response> {
  const snapshot = await lastSnapshot(admin, request, signal);
  const gzip = Readable.from(reportLines(snapshot)).pipe(createGzip());
  return new Response(Readable.toWeb(gzip) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: { ...attachmentHeaders(reportName(snapshot)), 'content-type': 'application/gzip' },
  });
}

/** The deployment's SUBNET API key, from MinIO's `subnet` configuration; empty when not registered. */
async function subnetApiKey(admin: AdminClient, signal: AbortSignal): Promise<string> {
  const text = await admin.getConfigKV('subnet', signal);
  const line = parseConfigText(text).lines.find((each) => each.name === 'subnet');
  return line?.keyValues.find(({ key }) => key === 'api_key')?.value ?? '';
}

/**
 * POST /support/diagnostics/upload: as `mc support diag` does, the report goes to SUBNET's health upload with the
 * deployment's API key. Refused before anything is collected when the deployment is not registered.
 */
export async function uploadHealthReport(
  admin: AdminClient,
  subnet: OutsideService,
  request: HealthRequest,
  signal: AbortSignal,
): Promise<{ fileName: string }> {
  const apiKey = await subnetApiKey(admin, signal);
  if (!apiKey) throw new ConsoleError(400, HEALTH_MESSAGES.notRegistered);
  const snapshot = await lastSnapshot(admin, request, signal);
  const fileName = reportName(snapshot);
  const form = new FormData();
  form.append('file', new Blob([gzipSync(reportLines(snapshot).join(''))]), fileName);
  await callOutside(subnet, {
    method: 'POST',
    path: `/api/health/upload?filename=${encodeURIComponent(fileName)}`,
    headers: { 'x-subnet-api-key': apiKey },
    body: form,
    signal,
  });
  return { fileName };
}
