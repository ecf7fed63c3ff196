/**
 * Transfers of a 1 GiB file through the console against `mc cp` on the same machine: a MinIO of its own
 * (127.0.0.1:9520), the console server as a child process (127.0.0.1:9590) so its peak memory (VmHWM) can be
 * read, the upload sent by the app's own resumable uploader (src/features/objects/transfer) from Node, the
 * download streamed to disk. Prints MB/s, the ratio to mc (target ≥ 80%) and the server's peak RSS (< 150 MB).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  completeUploadResponseSchema,
  createUploadResponseSchema,
  listUploadPartsResponseSchema,
  uploadedPartSchema,
} from '../../src/contract/object-transfer.ts';
import { type UploadTransport, uploadFile } from '../../src/features/objects/transfer/resumable-upload.ts';
import type { ResumeRecord, ResumeStore } from '../../src/features/objects/transfer/resume-store.ts';
import { ensureBinary } from '../lib/binaries.ts';
import { startMinio } from '../lib/minio-server.ts';
import { run } from '../lib/run.ts';

const MINIO_PORT = 9520;
/** Inside the repository, so the compiled server finds the packages in node_modules. */
const COMPILED_SERVER = resolve('dist/server/main.js');
const CONSOLE_PORT = 9590;
const CONSOLE = `http://127.0.0.1:${CONSOLE_PORT}/api/v1/`;
const ROOT = { user: 'bench-root', password: 'bench-root-secret' };
const BUCKET = 'bench-transfer';
const MiB = 1024 * 1024;
const FILE_MIB = 1024;
const TARGETS = { ratio: 0.8, peakRssMb: 150 };

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

/** The uploader's transport over fetch, as a non-browser client of the same operations. */
function nodeTransport(cookie: string): UploadTransport {
  const call = async (method: string, path: string, body?: BodyInit, type?: string) => {
    const response = await fetch(new URL(path, CONSOLE), {
      method,
      body,
      headers: { cookie, ...(type && { 'content-type': type }) },
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  const at = (target: { bucketName: string; key: string }, path: string) =>
    `buckets/${encodeURIComponent(target.bucketName)}/${path}${path.includes('?') ? '&' : '?'}prefix=${encodeURIComponent(target.key)}`;
  return {
    uploadWhole: () => Promise.reject(new Error('The bench sends parts only')),
    createUpload: async (target, request) =>
      createUploadResponseSchema.parse(
        await call('POST', at(target, 'uploads'), JSON.stringify(request), 'application/json'),
      ),
    listParts: async (target, uploadId) =>
      listUploadPartsResponseSchema.parse(
        await call('GET', at(target, `uploads/${encodeURIComponent(uploadId)}/parts`)),
      ).parts ?? [],
    uploadPart: async (target, part, onSent) => {
      const path = at(target, `uploads/${encodeURIComponent(part.uploadId)}/parts/${part.partNumber}`);
      const stored = uploadedPartSchema.parse(await call('PUT', path, part.bytes));
      onSent(part.bytes.size);
      return stored;
    },
    completeUpload: async (target, uploadId, parts) => {
      const body = JSON.stringify({ parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) });
      completeUploadResponseSchema.parse(
        await call(
          'POST',
          at(target, `uploads/${encodeURIComponent(uploadId)}/complete`),
          body,
          'application/json',
        ),
      );
    },
    abortUpload: async (target, uploadId) => {
      await call('DELETE', at(target, `uploads/${encodeURIComponent(uploadId)}`));
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

async function consoleUpload(cookie: string, path: string): Promise<void> {
  const blob = await openAsBlob(path);
  await uploadFile({
    target: { bucketName: BUCKET, key: 'console.bin' },
    file: new File([blob], 'console.bin', { lastModified: Date.now() }),
    transport: nodeTransport(cookie),
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

function report(label: string, viaConsole: number, viaMc: number): void {
  const ratio = mbPerSecond(viaConsole) / mbPerSecond(viaMc);
  console.log(
    `${label}: console ${mbPerSecond(viaConsole).toFixed(0)} MB/s, mc ${mbPerSecond(viaMc).toFixed(0)} MB/s — ${(ratio * 100).toFixed(0)}% of mc (target ≥ ${TARGETS.ratio * 100}%: ${ratio >= TARGETS.ratio ? 'met' : 'MISSED'})`,
  );
}

export async function benchTransfer(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-transfer-'));
  const minio = await startMinio({
    binary: ensureBinary('minio'),
    dataDir: join(work, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
  });
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

    const consoleUp = await timed(() => consoleUpload(cookie, file));
    const consoleDown = await timed(() => consoleDownload(cookie, join(work, 'console-copy.bin')));
    rmSync(join(work, 'console-copy.bin'));
    const mcUp = await timed(() => mcCopy(mc, mcEnv, file, `bench/${BUCKET}/mc.bin`));
    const mcDown = await timed(() => mcCopy(mc, mcEnv, `bench/${BUCKET}/mc.bin`, join(work, 'mc-copy.bin')));

    console.log(
      `\nTransfers of a ${FILE_MIB} MiB file on 127.0.0.1 (MinIO :${MINIO_PORT}, console :${CONSOLE_PORT})`,
    );
    report('upload  ', consoleUp, mcUp);
    report('download', consoleDown, mcDown);
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
