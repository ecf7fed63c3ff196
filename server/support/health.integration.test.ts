import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HEALTH_MESSAGES, type HealthMessage } from '../../src/contract/health.ts';
import { SPEEDTEST_MESSAGES, type SpeedtestResult } from '../../src/contract/speedtest.ts';
import { SUPPORT_MESSAGES } from '../../src/contract/support.ts';
import type { InProcessConsole } from '../test-support/console-app.ts';
import type { Mc } from '../test-support/mc.ts';
import { type OwnMinio, startOwnMinio } from '../test-support/own-minio.ts';

// On a MinIO of its own: while a speedtest runs, MinIO holds every other S3 call back, which would stall the
// tests that share the suite's MinIO.
const PORT = 9570;
let own: OwnMinio;
let consoleApp: InProcessConsole;
/** MinIO's own bucket for the object speedtest. */
const PERF_BUCKET = 'minio-perf-test-tmp-bucket';
let streams = '';
let cookie = '';
let mc: Mc;

beforeAll(async () => {
  own = await startOwnMinio('health', PORT);
  ({ app: consoleApp, cookie, mc } = own);
  streams = await consoleApp.streams();
}, 120_000);

afterAll(() => own?.dispose());

interface Ended<T> {
  frames: T[];
  code: number;
  reason: string;
}

/** Opens a stream and collects its frames until the server closes it, or until `stopWhen` says to close it. */
function streamed<T>(path: string, stopWhen: (frame: T) => boolean = () => false): Promise<Ended<T>> {
  const ws = new WebSocket(`${streams}/${path}`, { headers: { cookie } });
  const frames: T[] = [];
  return new Promise((done, fail) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as T;
      frames.push(frame);
      if (stopWhen(frame)) ws.close(1000);
    });
    ws.on('close', (code, reason) => done({ frames, code, reason: String(reason) }));
    ws.on('error', fail);
  });
}

const api = (path: string, init: RequestInit = {}) =>
  consoleApp.request(`/api/v1${path}`, {
    ...init,
    headers: { cookie, ...init.headers },
  });

describe('health info', () => {
  it('streams the parts as they arrive, then a summary of every server and drive', async () => {
    const { frames, code } = await streamed<HealthMessage>('health-info?deadline=60');
    expect(code).toBe(1000);
    const last = frames.at(-1);
    expect(last?.sections.every((section) => section.done)).toBe(true);
    expect(last?.summary?.servers).toHaveLength(1);
    expect(last?.summary?.servers[0]).toMatchObject({ state: 'online', drives: 4, drivesOk: 4 });
    expect(last?.summary?.drives).toMatchObject({ total: 4, ok: 4, offline: 0 });
    expect(last?.summary?.servers[0]?.memoryTotal).toBeGreaterThan(0);
    expect(frames.slice(0, -1).every((frame) => frame.summary === undefined)).toBe(true);
  });

  it('downloads the report as `mc support diag` saves it: gzip of a version line and the report', async () => {
    const response = await api('/support/diagnostics/report?deadline=60');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(/-health_\d{14}\.json\.gz/);
    const lines = gunzipSync(Buffer.from(await response.arrayBuffer()))
      .toString()
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toEqual({ version: '3' });
    const report = JSON.parse(lines[1] ?? '');
    expect(report.minio.info.servers[0].drives).toHaveLength(4);
    expect(report.sys.cpus.length).toBeGreaterThan(0);
  });

  it('uploads only for a registered deployment, and says SUBNET cannot be reached without a route out', async () => {
    const upload = () => api('/support/diagnostics/upload', { method: 'POST' });
    // The shared MinIO may be registered by other suites: its SUBNET settings are put back as they were.
    const before = mc
      .run(['admin', 'config', 'get', mc.alias, 'subnet'])
      .trim()
      .replace(/^subnet /, '');
    try {
      mc.run(['admin', 'config', 'reset', mc.alias, 'subnet']);
      const refused = await upload();
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe(HEALTH_MESSAGES.notRegistered);

      mc.run(['admin', 'config', 'set', mc.alias, 'subnet', 'api_key=00000000-0000-4000-8000-000000000000']);
      const unreachable = await upload();
      expect(unreachable.status).toBe(502);
      expect((await unreachable.json()).message).toBe(SUPPORT_MESSAGES.subnetUnreachable);
    } finally {
      mc.run(['admin', 'config', 'set', mc.alias, 'subnet', ...before.split(' ')]);
    }
  });
});

/** Whether MinIO holds S3 calls back, as it does while a test runs: an anonymous call gets no answer in time. */
async function s3CallsHeld(): Promise<boolean> {
  try {
    await fetch(`${own.minio.endpoint}/${PERF_BUCKET}`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(1000),
    });
    return false;
  } catch {
    return true;
  }
}

const finalObjectResult = (frames: SpeedtestResult[]) => {
  const last = frames.at(-1);
  if (last?.test !== 'object') throw new Error('no object result');
  return last;
};

describe('speedtest', () => {
  it('measures PUT and GET throughput per server', async () => {
    const { frames, code } = await streamed<SpeedtestResult>(
      `speedtest?test=object&size=${1024 * 1024}&concurrent=4&duration=2`,
    );
    expect(code).toBe(1000);
    const result = finalObjectResult(frames);
    expect(result.put.throughputPerSec).toBeGreaterThan(0);
    expect(result.get.throughputPerSec).toBeGreaterThan(0);
    expect(result.put.servers).toHaveLength(1);
    expect(result.get.servers[0]?.throughputPerSec).toBeGreaterThan(0);
  });

  it("measures each drive's read and write throughput", async () => {
    const { frames, code } = await streamed<SpeedtestResult>(
      `speedtest?test=drive&blockSize=${1024 * 1024}&fileSize=${4 * 1024 * 1024}`,
    );
    expect(code).toBe(1000);
    const drives = frames.flatMap((frame) => (frame.test === 'drive' ? frame.drives : []));
    expect(drives).toHaveLength(4);
    for (const drive of drives) {
      expect(drive.writePerSec).toBeGreaterThan(0);
      expect(drive.readPerSec).toBeGreaterThan(0);
    }
  });

  it('explains that a single server has no network to test', async () => {
    const { code, reason } = await streamed<SpeedtestResult>('speedtest?test=net&duration=2');
    expect(code).toBe(1011);
    expect(reason).toBe(SPEEDTEST_MESSAGES.singleNode.slice(0, reason.length));
  });

  it('stops the test at MinIO when the socket closes', async () => {
    const ws = new WebSocket(
      `${streams}/speedtest?test=object&size=${1024 * 1024}&concurrent=2&duration=120`,
      { headers: { cookie } },
    );
    const closed = new Promise((done) => ws.on('close', done));
    await new Promise((done) => ws.on('open', done));
    // MinIO holds every S3 call back for as long as the test's request lasts, and no longer.
    await expect.poll(s3CallsHeld, { timeout: 20_000, interval: 200 }).toBe(true);
    ws.close(1000);
    await closed;
    await expect.poll(s3CallsHeld, { timeout: 20_000, interval: 500 }).toBe(false);
    // MinIO frees the test's slot a moment after its calls are let go: the next test may be refused until then.
    const nextTestRuns = async () => {
      const again = await streamed<SpeedtestResult>(
        `speedtest?test=object&size=${1024 * 1024}&concurrent=2&duration=2`,
      );
      const last = again.frames.at(-1);
      return last?.test === 'object' && last.put.throughputPerSec > 0;
    };
    await expect.poll(nextTestRuns, { timeout: 30_000, interval: 1_000 }).toBe(true);
  });
});
