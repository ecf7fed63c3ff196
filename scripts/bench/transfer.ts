/**
 * Transfers of a 1 GiB file through the console against `mc cp` on the same machine: a MinIO of its own
 * (127.0.0.1:9520), the console server as a child process (127.0.0.1:9590) so its peak memory (VmHWM) can be
 * read, the upload sent by the app's own resumable uploader (src/features/objects/transfer) from Node, the
 * download streamed to disk. The upload is measured both ways the app sends parts: through the console, and
 * directly to MinIO at URLs the console presigns (the console knows MinIO's public address). Prints MB/s, the
 * ratio to mc (targets: 80% through the console and for downloads, 95% direct), the CPU time the console server
 * spent per GiB downloaded (a figure the other work on a busy machine does not move as much as throughput), and
 * the server's peak RSS.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, openAsBlob, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import {
  completeUploadResponseSchema,
  createUploadResponseSchema,
  listUploadPartsResponseSchema,
  partUploadUrlSchema,
  uploadedPartSchema,
} from '../../src/contract/object-transfer.ts';
import { type UploadTransport, uploadFile } from '../../src/features/objects/transfer/resumable-upload.ts';
import type { ResumeRecord, ResumeStore } from '../../src/features/objects/transfer/resume-store.ts';
import { ensureBinary } from '../lib/binaries.ts';
import { startMinioInTempDir } from '../lib/minio-server.ts';
import { run } from '../lib/run.ts';

/** Ports and the compiled server can be moved (`BENCH_MINIO_PORT`, …) so two benches can run side by side. */
const MINIO_PORT = Number(process.env.BENCH_MINIO_PORT ?? 9520);
/** Inside the repository, so the compiled server finds the packages in node_modules. */
const COMPILED_SERVER = resolve(process.env.BENCH_SERVER_DIR ?? 'dist/server', 'main.js');
const CONSOLE_PORT = Number(process.env.BENCH_CONSOLE_PORT ?? 9590);
const CONSOLE = `http://127.0.0.1:${CONSOLE_PORT}/api/v1/`;
const ROOT = { user: 'bench-root', password: 'bench-root-secret' };
const BUCKET = 'bench-transfer';
const MiB = 1024 * 1024;
const FILE_MIB = 1024;
const TARGETS = { ratio: 0.8, directRatio: 0.95, peakRssMb: 150 };
/** Each transfer is timed this many times, alternating with mc's, and the best of each is kept: the machine may be busy. */
const UPLOAD_ROUNDS = 2;
const DOWNLOAD_ROUNDS = 3;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Real data, fast: one random MiB, each copy stamped with its index. */
function writeTestFile(path: string): void {
  const block = Buffer.alloc(MiB);
  for (let offset = 0; offset < MiB; offset += 4)
    block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, offset);
  const fd = openSync(path, 'w');
  for (let index = 0; index < FILE_MIB; index += 1) {
    block.writeUInt32BE(index, 0);
    writeSync(fd, block);
  }
}

/** The compiled console server (`npm run build`), as a deployment runs it. */
function compiledConsole(): string {
  if (!existsSync(COMPILED_SERVER)) run('npm', ['run', 'build']);
  return COMPILED_SERVER;
}

/** The console server in a process of its own, so its memory is its own. */
async function startConsole(minioEndpoint: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [compiledConsole()], {
    env: {
      ...process.env,
      CONSOLE_MINIO_SERVER: minioEndpoint,
      CONSOLE_MINIO_PUBLIC_URL: minioEndpoint,
      CONSOLE_PORT: String(CONSOLE_PORT),
      CONSOLE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 30_000; waited += 250) {
    const up = await fetch(`${CONSOLE}session`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  child.kill();
  throw new Error(`The console server did not start on 127.0.0.1:${CONSOLE_PORT}`);
}

/** CPU seconds a process has used, user and system (Linux; the kernel counts in ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Peak resident memory of a process, in MB (Linux). */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

async function logIn(): Promise<string> {
  const response = await fetch(`${CONSOLE}login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey: ROOT.user, secretKey: ROOT.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('token='));
  if (!cookie) throw new Error(`Login failed: HTTP ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request on a connection of its own (no idle keep-alive connection to find closed), its body streamed. */
function httpCall(
  url: URL,
  options: { method: string; headers?: OutgoingHttpHeaders; body?: string | Readable },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method, headers: options.headers, agent: false });
    outgoing.on('error', reject);
    outgoing.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = response.statusCode ?? 0;
      if (status >= 300) reject(new Error(`${options.method} ${url.pathname}: HTTP ${status} ${text}`));
      else resolve({ status, headers: response.headers, text });
    });
    if (options.body instanceof Readable) options.body.pipe(outgoing);
    else outgoing.end(options.body);
  });
}

type UploadMode = 'through the console' | 'direct';

/**
 * The uploader's transport as a non-browser client of the same operations. A browser streams a part (a slice of
 * the File) from disk in its network process; this stand-in streams the same byte range from the file with
 * node:http, since fetch's Blob bodies cost the client about 4 CPU-seconds per GiB on this machine, taken from
 * the same cores as the console and MinIO.
 */
function nodeTransport(cookie: string, file: string, mode: UploadMode): UploadTransport {
  const consoleCall = async (method: string, path: string, body?: string) => {
    const headers = { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) };
    const answer = await httpCall(new URL(path, CONSOLE), { method, headers, body });
    return answer.status === 204 ? undefined : JSON.parse(answer.text);
  };
  const at = (target: { bucketName: string; key: string }, path: string) =>
    `buckets/${encodeURIComponent(target.bucketName)}/${path}${path.includes('?') ? '&' : '?'}prefix=${encodeURIComponent(target.key)}`;
  let partSize = 0;
  const sendPart = (url: URL, partNumber: number, length: number, headers: OutgoingHttpHeaders = {}) => {
    const start = (partNumber - 1) * partSize;
    const body = createReadStream(file, { start, end: start + length - 1 });
    return httpCall(url, { method: 'PUT', headers: { ...headers, 'content-length': length }, body });
  };
  return {
    uploadWhole: () => Promise.reject(new Error('The bench sends parts only')),
    createUpload: async (target, body) => {
      const created = createUploadResponseSchema.parse(
        await consoleCall('POST', at(target, 'uploads'), JSON.stringify(body)),
      );
      if (mode === 'direct' && !created.direct) throw new Error('The console did not offer direct uploads');
      partSize = created.partSize;
      return created;
    },
    listParts: async (target, uploadId) =>
      listUploadPartsResponseSchema.parse(
        await consoleCall('GET', at(target, `uploads/${encodeURIComponent(uploadId)}/parts`)),
      ).parts ?? [],
    uploadPart: async (target, part, onSent) => {
      const { partNumber, bytes } = part;
      const partPath = `uploads/${encodeURIComponent(part.uploadId)}/parts/${partNumber}`;
      if (mode === 'through the console') {
        const answer = await sendPart(new URL(at(target, partPath), CONSOLE), partNumber, bytes.size, {
          cookie,
        });
        onSent(bytes.size);
        return uploadedPartSchema.parse(JSON.parse(answer.text));
      }
      const { url } = partUploadUrlSchema.parse(await consoleCall('GET', at(target, `${partPath}/url`)));
      const answer = await sendPart(new URL(url), partNumber, bytes.size);
      onSent(bytes.size);
      return { partNumber, size: bytes.size, etag: String(answer.headers.etag).replace(/"/g, '') };
    },
    completeUpload: async (target, uploadId, parts) => {
      const body = JSON.stringify({ parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) });
      completeUploadResponseSchema.parse(
        await consoleCall('POST', at(target, `uploads/${encodeURIComponent(uploadId)}/complete`), body),
      );
    },
    abortUpload: async (target, uploadId) => {
      await consoleCall('DELETE', at(target, `uploads/${encodeURIComponent(uploadId)}`));
    },
  };
}

function memoryStore(): ResumeStore {
  let records: ResumeRecord[] = [];
  return {
    find: (file) => records.find((record) => record.key === file.key && record.size === file.size),
    all: () => records,
    save: (record) => {
      records = [...records.filter((kept) => kept.uploadId !== record.uploadId), record];
    },
    remove: (uploadId) => {
      records = records.filter((record) => record.uploadId !== uploadId);
    },
  };
}

async function timed(what: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await what();
  return (performance.now() - started) / 1000;
}

const mbPerSecond = (seconds: number) => (FILE_MIB * MiB) / 1e6 / seconds;

async function consoleUpload(cookie: string, path: string, mode: UploadMode): Promise<void> {
  const blob = await openAsBlob(path);
  await uploadFile({
    target: { bucketName: BUCKET, key: 'console.bin' },
    file: new File([blob], 'console.bin', { lastModified: Date.now() }),
    transport: nodeTransport(cookie, path, mode),
    store: memoryStore(),
    signal: new AbortController().signal,
    onProgress: () => {},
  });
}

/** The download link as a browser follows it; curl stands in for the browser, saving to disk as it does. */
function consoleDownload(cookie: string, path: string): void {
  const url = `${CONSOLE}buckets/${BUCKET}/objects/download?prefix=console.bin`;
  const result = spawnSync('curl', ['--silent', '--fail', '--cookie', cookie, '--output', path, url]);
  if (result.status !== 0) throw new Error(`Download failed: curl exit ${result.status}`);
}

function mcCopy(mc: string, env: NodeJS.ProcessEnv, from: string, to: string): void {
  const result = spawnSync(mc, ['--quiet', 'cp', from, to], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`mc cp ${from} ${to} failed`);
}

function report(label: string, viaConsole: number, viaMc: number, target = TARGETS.ratio): void {
  const ratio = mbPerSecond(viaConsole) / mbPerSecond(viaMc);
  console.log(
    `${label}: console ${mbPerSecond(viaConsole).toFixed(0)} MB/s, mc ${mbPerSecond(viaMc).toFixed(0)} MB/s — ${(ratio * 100).toFixed(0)}% of mc (target ≥ ${target * 100}%: ${ratio >= target ? 'met' : 'MISSED'})`,
  );
}

/** The best time of each upload over the rounds, the three taking turns. */
async function bestUploadTimes(uploads: Record<'console' | 'direct' | 'mc', () => unknown>) {
  const best = { console: Infinity, direct: Infinity, mc: Infinity };
  for (let round = 0; round < UPLOAD_ROUNDS; round += 1) {
    for (const way of ['console', 'direct', 'mc'] as const) {
      best[way] = Math.min(best[way], await timed(uploads[way]));
    }
  }
  return best;
}

/** The best download times over the rounds, the console's and mc's taking turns, and the server's CPU per GiB. */
async function bestDownloadTimes(serverPid: number, downloads: Record<'console' | 'mc', () => void>) {
  const best = { console: Infinity, mc: Infinity };
  const cpuRuns: number[] = [];
  for (let round = 0; round < DOWNLOAD_ROUNDS; round += 1) {
    const cpuBefore = cpuSeconds(serverPid);
    best.console = Math.min(best.console, await timed(downloads.console));
    cpuRuns.push((cpuSeconds(serverPid) - cpuBefore) / (FILE_MIB / 1024));
    best.mc = Math.min(best.mc, await timed(downloads.mc));
  }
  return { ...best, cpuRuns, cpuPerGiB: Math.min(...cpuRuns) };
}

export async function benchTransfer(): Promise<void> {
  const { minio, work } = await startMinioInTempDir(
    'bench-transfer-',
    MINIO_PORT,
    ROOT,
    ensureBinary('minio'),
  );
  let server: ChildProcess | undefined;
  try {
    server = await startConsole(minio.endpoint, join(work, 'console'));
    const mc = ensureBinary('mc');
    const endpoint = new URL(minio.endpoint);
    const mcEnv = {
      ...process.env,
      MC_HOST_bench: `http://${ROOT.user}:${ROOT.password}@${endpoint.host}`,
      MC_CONFIG_DIR: join(work, 'mc'),
    };
    const file = join(work, 'file.bin');
    writeTestFile(file);
    const cookie = await logIn();
    spawnSync(mc, ['mb', `bench/${BUCKET}`], { env: mcEnv, stdio: 'ignore' });
    const idle = peakRssMb(server.pid ?? 0);

    const up = await bestUploadTimes({
      console: () => consoleUpload(cookie, file, 'through the console'),
      direct: () => consoleUpload(cookie, file, 'direct'),
      mc: () => mcCopy(mc, mcEnv, file, `bench/${BUCKET}/mc.bin`),
    });
    const down = await bestDownloadTimes(server.pid ?? 0, {
      console: () => consoleDownload(cookie, join(work, 'console-copy.bin')),
      mc: () => mcCopy(mc, mcEnv, `bench/${BUCKET}/mc.bin`, join(work, 'mc-copy.bin')),
    });

    console.log(
      `\nTransfers of a ${FILE_MIB} MiB file on 127.0.0.1 (MinIO :${MINIO_PORT}, console :${CONSOLE_PORT}); uploads best of ${UPLOAD_ROUNDS}`,
    );
    report('upload through the console', up.console, up.mc);
    report('upload direct to MinIO    ', up.direct, up.mc, TARGETS.directRatio);
    report('download                  ', down.console, down.mc);
    console.log(
      `download: the console server used ${down.cpuPerGiB.toFixed(2)} CPU-s per GiB (least of ${DOWNLOAD_ROUNDS}; ${down.cpuRuns.map((cpu) => cpu.toFixed(2)).join(', ')})`,
    );
    const peak = peakRssMb(server.pid ?? 0);
    console.log(
      `console server peak memory (VmHWM): ${peak.toFixed(0)} MB (target < ${TARGETS.peakRssMb} MB: ${peak < TARGETS.peakRssMb ? 'met' : 'MISSED'}); ${idle.toFixed(0)} MB before the transfers`,
    );
  } finally {
    server?.kill('SIGTERM');
    await minio.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTransfer();
