import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POINTS, METRICS_MESSAGES, WIDGETS, type WidgetDetails } from '../../src/contract/metrics.ts';
import {
  apiCaller,
  type InProcessConsole,
  inProcessConsole,
  minioTestEnv,
} from '../test-support/console-app.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';
import { minioBearerToken, type PrometheusProcess, startPrometheus } from '../test-support/prometheus.ts';

// Debian's Prometheus (port 9709) scrapes the test MinIO every 2 s with the bearer token of MinIO's own
// Prometheus configuration; the console reads it through GET /admin/info/widgets/{id}.

const PROMETHEUS_PORT = 9709;
/** A loopback port nothing listens on: a Prometheus that is down. */
const NOTHING_THERE = 'http://127.0.0.1:9711';
const JOB = 'it-minio-job';
const S3_TRAFFIC = 60;
const S3_REQUESTS = 61;

const env = minioTestEnv();
const dir = mkdtempSync(join(tmpdir(), 'prom-it-'));
const bucket = `it-prom-${Date.now().toString(36)}`;
let mc: Mc;
let prometheus: PrometheusProcess;
let app: InProcessConsole;
let cookie = '';
const call = () => apiCaller(app, () => cookie);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Each series of a widget with its labels and last value. */
const lastValues = (details: WidgetDetails) =>
  details.targets.flatMap((target) =>
    target.result.map((result) => ({
      metric: result.metric,
      last: Number(result.values.at(-1)?.[1] ?? 'NaN'),
    })),
  );

async function widget(id: number, query = '') {
  return call()('GET', `/admin/info/widgets/${id}${query}`);
}

beforeAll(async () => {
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  prometheus = await startPrometheus({
    port: PROMETHEUS_PORT,
    dir,
    target: new URL(env.endpoint).host,
    bearerToken: minioBearerToken(mc),
    jobId: JOB,
  });
  app = inProcessConsole(env.endpoint, {
    CONSOLE_PROMETHEUS_URL: prometheus.url,
    CONSOLE_PROMETHEUS_JOB_ID: JOB,
  });
  cookie = await app.login(env.rootUser, env.rootPassword);
}, 120_000);

afterAll(async () => {
  app?.dispose();
  await prometheus?.stop();
  try {
    mc?.run(['rb', '--force', `${mc.alias}/${bucket}`]);
  } catch {}
  mc?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the metrics dashboard against Prometheus', () => {
  it('lists every widget once Prometheus answers', async () => {
    const info = await call()('GET', '/admin/info');
    expect(info.status).toBe(200);
    expect(info.body.advancedMetricsStatus).toBe('available');
    expect(info.body.widgets.map((each: { id: number }) => each.id)).toEqual(WIDGETS.map((each) => each.id));
  });

  it('charts the S3 traffic and requests of objects put with mc', async () => {
    mc.run(['mb', `${mc.alias}/${bucket}`]);
    for (let index = 0; index < 20; index++)
      mc.run(['pipe', `${mc.alias}/${bucket}/object-${index}`], 'x'.repeat(64 * 1024));
    let received = 0;
    let puts = 0;
    // Prometheus sees the puts at its next scrapes; read until the rate over them shows.
    for (let tries = 0; tries < 60 && (received <= 0 || puts <= 0); tries++) {
      await sleep(1_000);
      const traffic = await widget(S3_TRAFFIC, '?step=5');
      expect(traffic.status).toBe(200);
      received = Number(traffic.body.targets[0].result[0]?.values.at(-1)?.[1] ?? 0);
      const requests = await widget(S3_REQUESTS, '?step=5');
      // mc pipe uploads in parts.
      puts = lastValues(requests.body).find((each) => each.metric.api === 'putobjectpart')?.last ?? 0;
    }
    expect(received).toBeGreaterThan(0);
    expect(puts).toBeGreaterThan(0);
  }, 90_000);

  it('runs every widget query against Prometheus without a refusal', async () => {
    for (const definition of WIDGETS) {
      const answer = await widget(definition.id, '?step=15');
      expect(answer.status, `${definition.title}: ${answer.text}`).toBe(200);
      expect(answer.body.targets).toHaveLength(definition.targets.length);
      expect(
        answer.body.targets.every((target: { resultType: string }) => target.resultType === 'matrix'),
      ).toBe(true);
    }
  });

  it('answers the uptime and the drives MinIO reports', async () => {
    const [uptime] = lastValues((await widget(1, '?step=5')).body);
    expect(uptime?.last).toBeGreaterThan(0);
    const [online] = lastValues((await widget(11, '?step=5')).body);
    expect(online?.last).toBeGreaterThanOrEqual(1);
  });

  it(`refuses a window of more than ${MAX_POINTS} points before asking Prometheus`, async () => {
    const end = Math.floor(Date.now() / 1000);
    const answer = await widget(S3_TRAFFIC, `?start=${end - MAX_POINTS}&end=${end}&step=1`);
    expect(answer.status).toBe(400);
    expect(answer.body.detailedMessage).toMatch(/more than the 11000 Prometheus answers/);
  });

  it('says so when Prometheus does not answer', async () => {
    const down = inProcessConsole(env.endpoint, { CONSOLE_PROMETHEUS_URL: NOTHING_THERE });
    try {
      const downCookie = await down.login(env.rootUser, env.rootPassword);
      const downCall = apiCaller(down, () => downCookie);
      const info = await downCall('GET', '/admin/info');
      expect(info.body.advancedMetricsStatus).toBe('unavailable');
      expect(info.body.widgets).toBeUndefined();
      const answer = await downCall('GET', `/admin/info/widgets/${S3_TRAFFIC}`);
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(METRICS_MESSAGES.unreachable);
      expect(answer.body.detailedMessage).toMatch(/^ECONNREFUSED/);
    } finally {
      down.dispose();
    }
  });
});
