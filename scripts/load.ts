/**
 * npm run load [-- --seconds N]: 50 sessions (50 MinIO users) hold the console server under mixed reads and
 * writes for 5 minutes, against a MinIO started here. Prints requests/s, errors by status, p50/p99 latency and
 * the server's peak resident memory. Not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginCookie, startConsoleProcess } from '../server/test-support/console-process.ts';
import { mcFor } from '../server/test-support/mc.ts';
import { ensureBinary } from './lib/binaries.ts';
import { startMinio } from './lib/minio-server.ts';

const MINIO_PORT = 9470;
const CONSOLE_PORT = 9559;
const SESSIONS = 50;
const ROOT = { user: 'load-root', password: 'load-root-secret' };

function secondsFlag(argv: string[]): number {
  const index = argv.indexOf('--seconds');
  const value = index >= 0 ? Number(argv[index + 1]) : 300;
  if (!Number.isFinite(value) || value <= 0) throw new Error('--seconds takes a positive number');
  return value;
}

interface Tally {
  latencies: number[];
  errors: Map<string, number>;
}

/** The server's peak resident set so far, from /proc (VmHWM), in MiB. */
function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** One session's bounded loop of reads and writes in its own bucket until `deadline`. */
async function runSession(url: string, cookie: string, bucket: string, deadline: number, tally: Tally) {
  const call = async (path: string, init: RequestInit = {}, ok = [200, 201, 204]) => {
    const started = performance.now();
    let status = 'network';
    try {
      const response = await fetch(`${url}/api/v1${path}`, {
        ...init,
        headers: { cookie, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      status = String(response.status);
      if (ok.includes(response.status)) return;
    } catch (error) {
      status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    } finally {
      tally.latencies.push(performance.now() - started);
    }
    tally.errors.set(status, (tally.errors.get(status) ?? 0) + 1);
  };
  const objects = `/buckets/${bucket}/objects`;
  for (let round = 0; Date.now() < deadline; round++) {
    const key = `load/file-${round % 20}.txt`;
    const form = new FormData();
    form.append('64', new Blob([randomBytes(32).toString('hex')]), 'file.txt');
    await call(`${objects}/upload?prefix=${encodeURIComponent(key)}`, { method: 'POST', body: form });
    await call('/buckets');
    await call(`${objects}?prefix=load/&limit=50`);
    await call('/session');
    await call(`${objects}/metadata?prefix=${encodeURIComponent(key)}`);
    await call(`${objects}/download?prefix=${encodeURIComponent(key)}`);
    await call(`${objects}/tags?prefix=${encodeURIComponent(key)}&version_id=null`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tags: { round: String(round) } }),
    });
    if (round % 5 === 4) await call(`${objects}?prefix=${encodeURIComponent(key)}`, { method: 'DELETE' });
  }
}

async function main(): Promise<void> {
  const seconds = secondsFlag(process.argv.slice(2));
  const workDir = mkdtempSync(join(tmpdir(), 'console-load-'));
  const minio = await startMinio({
    binary: ensureBinary('minio'),
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
  });
  const mc = mcFor(minio.endpoint, ROOT.user, ROOT.password, ensureBinary('mc'));
  const server = await startConsoleProcess({
    port: CONSOLE_PORT,
    minioServer: minio.endpoint,
    dataDir: join(workDir, 'console'),
    preferBuilt: true,
  });
  try {
    const sessions = [];
    for (let index = 0; index < SESSIONS; index++) {
      const user = `load-user-${index}`;
      const bucket = `load-bucket-${index}`;
      mc.run(['admin', 'user', 'add', mc.alias, user, `${user}-secret`]);
      mc.run(['admin', 'policy', 'attach', mc.alias, 'readwrite', '--user', user]);
      mc.run(['mb', `${mc.alias}/${bucket}`]);
      sessions.push({ cookie: await loginCookie(server.url, user, `${user}-secret`), bucket });
    }
    console.log(`${SESSIONS} sessions logged in; running for ${seconds} s…`);
    const tally: Tally = { latencies: [], errors: new Map() };
    let peak = peakRssMiB(server.pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, peakRssMiB(server.pid));
    }, 1000);
    const started = Date.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      sessions.map(({ cookie, bucket }) => runSession(server.url, cookie, bucket, deadline, tally)),
    );
    clearInterval(sampler);
    peak = Math.max(peak, peakRssMiB(server.pid));

    const elapsed = (Date.now() - started) / 1000;
    const sorted = tally.latencies.sort((a, b) => a - b);
    const errorCount = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...tally.errors.entries()].map(([status, count]) => `${status}×${count}`).join(', ');
    console.log(
      `requests: ${sorted.length} in ${elapsed.toFixed(1)} s = ${(sorted.length / elapsed).toFixed(1)}/s`,
    );
    console.log(`errors: ${errorCount}${byStatus ? ` (${byStatus})` : ''}`);
    console.log(
      `latency: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
    );
    console.log(`server peak RSS: ${peak.toFixed(1)} MiB`);
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await minio.stop();
    mc.dispose();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`npm run load failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
