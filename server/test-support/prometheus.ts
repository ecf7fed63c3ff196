import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopChild } from './console-process.ts';
import type { Mc } from './mc.ts';

export const PROMETHEUS = '/usr/bin/prometheus';
const INSTALL = 'apt-get update && apt-get install -y prometheus';

/** The metrics tests use Debian's Prometheus; as root it is installed when missing, else they fail saying how. */
export function ensurePrometheus(): void {
  if (existsSync(PROMETHEUS)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
    throw new Error(`Prometheus is missing. Install it with: sudo sh -c '${INSTALL}'`);
  const result = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit' });
  // Debian starts it as a service on its default port; the tests run their own.
  spawnSync('sh', ['-c', 'systemctl disable --now prometheus || service prometheus stop'], {
    stdio: 'ignore',
  });
  if (result.status !== 0 || !existsSync(PROMETHEUS))
    throw new Error(`Installing Prometheus failed; run: ${INSTALL}`);
}

/** The bearer token MinIO's own Prometheus configuration carries (`mc admin prometheus generate`). */
export function minioBearerToken(mc: Mc): string {
  const token = /bearer_token:\s*(\S+)/.exec(mc.run(['admin', 'prometheus', 'generate', mc.alias]))?.[1];
  if (!token) throw new Error('mc admin prometheus generate gave no bearer_token');
  return token;
}

export interface PrometheusProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface PrometheusOptions {
  port: number;
  /** A folder of its own, for its configuration and data. */
  dir: string;
  /** The MinIO it scrapes, as `host:port`. */
  target: string;
  bearerToken: string;
  /** The job of MinIO's cluster metrics; its node metrics are scraped as `<jobId>-node`. */
  jobId: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A scrape job of one MinIO metrics path, every 2 s so a test sees its traffic soon. */
const scrapeJob = (name: string, path: string, options: PrometheusOptions) => `
  - job_name: ${name}
    scrape_interval: 2s
    bearer_token: ${options.bearerToken}
    metrics_path: ${path}
    static_configs:
      - targets: ['${options.target}']`;

/** Debian's Prometheus on a loopback port, scraping MinIO's cluster and node metrics; ready once both are up. */
export async function startPrometheus(options: PrometheusOptions): Promise<PrometheusProcess> {
  ensurePrometheus();
  mkdirSync(join(options.dir, 'data'), { recursive: true });
  const config = join(options.dir, 'prometheus.yml');
  writeFileSync(
    config,
    `scrape_configs:${scrapeJob(options.jobId, '/minio/v2/metrics/cluster', options)}${scrapeJob(
      `${options.jobId}-node`,
      '/minio/v2/metrics/node',
      options,
    )}\n`,
  );
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(options.dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${options.port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = `${log}${chunk}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () => stopChild(child);
  try {
    await waitForTargets(url, child, [options.jobId, `${options.jobId}-node`], 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url, pid: child.pid ?? -1, stop };
}

/** Waits until Prometheus has scraped every job's target successfully. */
async function waitForTargets(url: string, child: ChildProcess, jobs: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/v1/query?query=${encodeURIComponent('up == 1')}`)
      .then((response) => response.json() as Promise<{ data?: { result?: { metric: { job?: string } }[] } }>)
      .then((answer) => new Set((answer.data?.result ?? []).map((each) => each.metric.job)))
      .catch(() => new Set<string | undefined>());
    if (jobs.every((job) => up.has(job))) return;
    await sleep(500);
  }
  throw new Error(`prometheus at ${url} did not scrape ${jobs.join(', ')} within ${timeoutMs / 1000} s`);
}
