import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MinioOptions {
  binary: string;
  dataDir: string;
  port: number;
  rootUser: string;
  rootPassword: string;
  /** More of MinIO's environment, e.g. `MINIO_KMS_SECRET_KEY` for a static KMS key. */
  env?: Record<string, string>;
}

export interface RunningMinio {
  endpoint: string;
  pid: number;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const healthy = (endpoint: string, check: 'ready' | 'cluster') =>
  fetch(`${endpoint}/minio/health/${check}`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.ok)
    .catch(() => false);

export async function waitUntilReady(
  endpoint: string,
  timeoutMs = 60_000,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`MinIO exited with code ${child.exitCode}`);
    // "ready" answers as soon as the process serves; "cluster" once the drives have write quorum.
    if ((await healthy(endpoint, 'ready')) && (await healthy(endpoint, 'cluster'))) return;
    await sleep(250);
  }
  throw new Error(`MinIO at ${endpoint} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts MinIO on 127.0.0.1 with four drive folders, so it runs erasure-coded and versioning, locking and
 * the other distributed features work. Its own web console is off.
 */
export async function startMinio(options: MinioOptions): Promise<RunningMinio> {
  for (const drive of [1, 2, 3, 4]) mkdirSync(join(options.dataDir, `d${drive}`), { recursive: true });
  // MinIO writes to the file itself: a pipe drained by this process would fill while the process is busy
  // (`npm test` waits on its runners synchronously), and MinIO then blocks every request that logs an error.
  const log = openSync(join(options.dataDir, 'minio.log'), 'a');
  const drives = join(options.dataDir, 'd{1...4}');
  const child = spawn(
    options.binary,
    [
      'server',
      '--quiet',
      '--address',
      `127.0.0.1:${options.port}`,
      '--console-address',
      `127.0.0.1:${options.port + 1}`,
      drives,
    ],
    {
      env: {
        ...process.env,
        MINIO_BROWSER: 'off',
        MINIO_ROOT_USER: options.rootUser,
        MINIO_ROOT_PASSWORD: options.rootPassword,
        MINIO_UPDATE: 'off',
        // Allows drive folders on the root filesystem, which MinIO otherwise refuses.
        MINIO_CI_CD: '1',
        ...options.env,
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  try {
    await waitUntilReady(endpoint, 90_000, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${join(options.dataDir, 'minio.log')}`);
  }
  return { endpoint, pid: child.pid ?? -1, stop };
}

/** A MinIO of its own in a new temporary folder `work` (its drives under `work/minio`), for a bench or a load. */
export async function startMinioInTempDir(
  prefix: string,
  port: number,
  root: { user: string; password: string },
  binary: string,
): Promise<{ minio: RunningMinio; work: string }> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const minio = await startMinio({
    binary,
    dataDir: join(work, 'minio'),
    port,
    rootUser: root.user,
    rootPassword: root.password,
  });
  return { minio, work };
}
