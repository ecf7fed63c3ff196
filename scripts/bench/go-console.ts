/**
 * The console server's memory, and the same read load at it and at MinIO Console v1.7.6 (the Go server) in one
 * run against one MinIO of its own (127.0.0.1:9940, or `BENCH_COMPARE_PORT`, the consoles on the ports after it): 50 users log in (a few at a time: our login throttle counts
 * concurrent attempts per address), then each lists the buckets and lists 20 objects of its own bucket in a loop.
 * Prints the idle and peak memory of ours against their targets, and both throughputs, p99s and peak memory with
 * their ratios.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loginCookie, startConsoleProcess, stopChild } from '../../server/test-support/console-process.ts';
import { ensureBinary } from '../lib/binaries.ts';
import {
  driveLoad,
  type LoadFigures,
  type LoadSession,
  metMark,
  type Round,
  residentMiB,
} from '../lib/load.ts';
import { startMinioInTempDir } from '../lib/minio-server.ts';
import { run } from '../lib/run.ts';

/** The ports can be moved (`BENCH_COMPARE_PORT`) so two benches can run side by side. */
const MINIO_PORT = Number(process.env.BENCH_COMPARE_PORT ?? 9940);
const CONSOLE_PORT = MINIO_PORT + 5;
const GO_CONSOLE_PORT = MINIO_PORT + 6;
const ROOT = { user: 'compare-root', password: 'compare-root-secret' };
const SESSIONS = 50;
const OBJECTS = 20;
const SECONDS = 30;
/** Provisioning runs this many mc processes at once, and this many logins are sent at once. */
const AT_ONCE = 8;
const TARGETS = { idleRssMiB: 80, loadPeakRssMiB: 150 };
/** The compiled server (`npm run build`), or another build of it. */
const COMPILED_SERVER = resolve(process.env.BENCH_SERVER_ENTRY ?? 'dist/server/main.js');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const execFileAsync = promisify(execFile);

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(each));
}

/** Users `compare-user-N`, each with readwrite and a bucket of its own holding OBJECTS small objects. */
async function provision(endpoint: string, work: string): Promise<Omit<LoadSession, 'cookie'>[]> {
  const mc = ensureBinary('mc');
  const env = {
    ...process.env,
    MC_HOST_bench: `http://${ROOT.user}:${ROOT.password}@${new URL(endpoint).host}`,
    MC_CONFIG_DIR: join(work, 'mc'),
  };
  const mcRun = (args: string[]) => execFileAsync(mc, ['--quiet', ...args], { env });
  const folder = join(work, 'objects');
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < OBJECTS; index++)
    writeFileSync(join(folder, `file-${index}.txt`), `object ${index}\n`);
  const users = Array.from({ length: SESSIONS }, (_, index) => ({
    user: `compare-user-${index}`,
    secret: `compare-user-${index}-secret`,
    bucket: `compare-bucket-${index}`,
  }));
  await inBatches(users, AT_ONCE, async ({ user, secret, bucket }) => {
    await mcRun(['admin', 'user', 'add', 'bench', user, secret]);
    await mcRun(['admin', 'policy', 'attach', 'bench', 'readwrite', '--user', user]);
    await mcRun(['mb', `bench/${bucket}`]);
    await mcRun(['cp', '--recursive', `${folder}/`, `bench/${bucket}/load/`]);
  });
  return users;
}

const readRound: Round = async (call, { bucket }) => {
  await call('/buckets');
  await call(`/buckets/${bucket}/objects?prefix=load/`);
};

/** Logs every user in at `url` (a console's root) and runs the read load there. */
async function loadAt(url: string, pid: number, users: Omit<LoadSession, 'cookie'>[]): Promise<LoadFigures> {
  const sessions: LoadSession[] = [];
  await inBatches(users, AT_ONCE, async (user) => {
    sessions.push({ ...user, cookie: await loginCookie(url, user.user, user.secret) });
  });
  const figures = await driveLoad({
    apiUrl: `${url}/api/v1`,
    pid,
    sessions,
    seconds: SECONDS,
    round: readRound,
  });
  if (figures.errors > 0)
    throw new Error(`${url}: ${figures.errors} failed calls (${figures.errorsByStatus})`);
  return figures;
}

async function startGoConsole(minioEndpoint: string): Promise<ChildProcess> {
  const child = spawn(
    ensureBinary('console'),
    ['server', '--host', '127.0.0.1', '--port', String(GO_CONSOLE_PORT)],
    { env: { ...process.env, CONSOLE_MINIO_SERVER: minioEndpoint }, stdio: 'ignore' },
  );
  for (let waited = 0; waited < 30_000; waited += 250) {
    const up = await fetch(`http://127.0.0.1:${GO_CONSOLE_PORT}/api/v1/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  await stopChild(child);
  throw new Error(`MinIO Console v1.7.6 did not start on 127.0.0.1:${GO_CONSOLE_PORT}`);
}

/** Ours first, then the Go server, each alone on the machine while it is measured. */
async function measureBoth(minioEndpoint: string, work: string, users: Omit<LoadSession, 'cookie'>[]) {
  if (!existsSync(COMPILED_SERVER)) run('npm', ['run', 'build']);
  const ours = await startConsoleProcess({
    port: CONSOLE_PORT,
    minioServer: minioEndpoint,
    dataDir: join(work, 'console'),
    serverEntry: COMPILED_SERVER,
  });
  let idle: number;
  let oursUnderLoad: LoadFigures;
  try {
    // Idle once warm: started, one session logged in and listing, then left alone.
    await loadWarmUp(ours.url, users[0]);
    await sleep(2_000);
    idle = residentMiB(ours.pid, 'VmRSS');
    oursUnderLoad = await loadAt(ours.url, ours.pid, users);
  } finally {
    await ours.stop();
  }
  const go = await startGoConsole(minioEndpoint);
  try {
    const goUnderLoad = await loadAt(`http://127.0.0.1:${GO_CONSOLE_PORT}`, go.pid ?? -1, users);
    return { idle, ours: oursUnderLoad, go: goUnderLoad };
  } finally {
    await stopChild(go);
  }
}

async function loadWarmUp(url: string, user: Omit<LoadSession, 'cookie'> | undefined): Promise<void> {
  if (!user) return;
  const cookie = await loginCookie(url, user.user, user.secret);
  for (const path of ['/buckets', `/buckets/${user.bucket}/objects?prefix=load/`]) {
    await fetch(`${url}/api/v1${path}`, { headers: { cookie } }).then((response) => response.arrayBuffer());
  }
}

const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`;

function report(idle: number, ours: LoadFigures, go: LoadFigures): void {
  console.log(
    `console server idle memory (VmRSS): ${idle.toFixed(0)} MiB (target ≤ ${TARGETS.idleRssMiB} MiB: ${metMark(idle <= TARGETS.idleRssMiB)})`,
  );
  console.log(
    `${SESSIONS} sessions for ${SECONDS} s (list buckets, list objects), ours beside MinIO Console v1.7.6:`,
  );
  console.log(
    `  throughput: ${ours.perSecond.toFixed(0)} vs ${go.perSecond.toFixed(0)} requests/s — ${ratio(ours.perSecond, go.perSecond)}`,
  );
  console.log(
    `  p99 latency: ${ours.p99.toFixed(0)} vs ${go.p99.toFixed(0)} ms — ${ratio(ours.p99, go.p99)}`,
  );
  console.log(
    `  peak memory (VmHWM): ${ours.peakRssMiB.toFixed(0)} vs ${go.peakRssMiB.toFixed(0)} MiB — ${ratio(ours.peakRssMiB, go.peakRssMiB)} (ours: target ≤ ${TARGETS.loadPeakRssMiB} MiB: ${metMark(ours.peakRssMiB <= TARGETS.loadPeakRssMiB)})`,
  );
}

export async function benchGoConsole(): Promise<void> {
  const { minio, work } = await startMinioInTempDir(
    'bench-go-console-',
    MINIO_PORT,
    ROOT,
    ensureBinary('minio'),
  );
  try {
    const users = await provision(minio.endpoint, work);
    const { idle, ours, go } = await measureBoth(minio.endpoint, work, users);
    report(idle, ours, go);
  } finally {
    await minio.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchGoConsole();
