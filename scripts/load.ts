/**
 * npm run load [-- --seconds N] [--minio-port N] [--console-port N] [--server dist/server/main.js]: 50 sessions
 * (50 MinIO users) hold the console server under mixed reads and writes for 5 minutes, against a MinIO started
 * here. Prints requests/s, errors by status (must be 0), p50/p99 latency and the server's peak resident memory
 * against its target.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loginCookie, startConsoleProcess } from '../server/test-support/console-process.ts';
import { mcFor } from '../server/test-support/mc.ts';
import { ensureBinary } from './lib/binaries.ts';
import { driveLoad, type LoadSession, metMark, type Round } from './lib/load.ts';
import { startMinioInTempDir } from './lib/minio-server.ts';

const SESSIONS = 50;
const ROOT = { user: 'load-root', password: 'load-root-secret' };
const PEAK_RSS_TARGET_MIB = 150;

function flag(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

function numberFlag(argv: string[], name: string, fallback: number): number {
  const value = Number(flag(argv, name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} takes a positive number`);
  return value;
}

/** One round of mixed reads and writes in the session's own bucket. */
const mixedRound: Round = async (call, { bucket }, round) => {
  const objects = `/buckets/${bucket}/objects`;
  const key = encodeURIComponent(`load/file-${round % 20}.txt`);
  const form = new FormData();
  form.append('64', new Blob([randomBytes(32).toString('hex')]), 'file.txt');
  await call(`${objects}/upload?prefix=${key}`, { method: 'POST', body: form });
  await call('/buckets');
  await call(`${objects}?prefix=load/&limit=50`);
  await call('/session');
  await call(`${objects}/metadata?prefix=${key}`);
  await call(`${objects}/download?prefix=${key}`);
  await call(`${objects}/tags?prefix=${key}&version_id=null`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tags: { round: String(round) } }),
  });
  if (round % 5 === 4) await call(`${objects}?prefix=${key}`, { method: 'DELETE' });
};

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seconds = numberFlag(argv, '--seconds', 300);
  const { minio, work: workDir } = await startMinioInTempDir(
    'console-load-',
    numberFlag(argv, '--minio-port', 9470),
    ROOT,
    ensureBinary('minio'),
  );
  const mc = mcFor(minio.endpoint, ROOT.user, ROOT.password, ensureBinary('mc'));
  const server = await startConsoleProcess({
    port: numberFlag(argv, '--console-port', 9559),
    minioServer: minio.endpoint,
    dataDir: join(workDir, 'console'),
    preferBuilt: true,
    serverEntry: flag(argv, '--server'),
  });
  try {
    const users = Array.from({ length: SESSIONS }, (_, index) => ({
      user: `load-user-${index}`,
      secret: `load-user-${index}-secret`,
      bucket: `load-bucket-${index}`,
    }));
    for (const { user, secret, bucket } of users) {
      mc.run(['admin', 'user', 'add', mc.alias, user, secret]);
      mc.run(['admin', 'policy', 'attach', mc.alias, 'readwrite', '--user', user]);
      mc.run(['mb', `${mc.alias}/${bucket}`]);
    }
    const sessions: LoadSession[] = [];
    for (const user of users)
      sessions.push({ ...user, cookie: await loginCookie(server.url, user.user, user.secret) });
    console.log(`${SESSIONS} sessions logged in; running for ${seconds} s…`);
    const figures = await driveLoad({
      apiUrl: `${server.url}/api/v1`,
      pid: server.pid,
      sessions,
      seconds,
      round: mixedRound,
    });
    console.log(`requests: ${figures.requests} = ${figures.perSecond.toFixed(1)}/s`);
    console.log(`errors: ${figures.errors}${figures.errorsByStatus ? ` (${figures.errorsByStatus})` : ''}`);
    console.log(`latency: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`);
    console.log(
      `server peak RSS: ${figures.peakRssMiB.toFixed(1)} MiB (target ≤ ${PEAK_RSS_TARGET_MIB} MiB: ${metMark(figures.peakRssMiB <= PEAK_RSS_TARGET_MIB)})`,
    );
    if (figures.errors > 0) process.exitCode = 1;
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
