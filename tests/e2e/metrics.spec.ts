import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { type Mc, mcFor } from '../../server/test-support/mc.ts';
import {
  minioBearerToken,
  type PrometheusProcess,
  startPrometheus,
} from '../../server/test-support/prometheus.ts';
import { E2E } from './environment.ts';
import { logIn, mainMenu } from './support.ts';

/**
 * The metrics dashboard over Debian's Prometheus scraping the test MinIO (with the bearer token of MinIO's own
 * Prometheus configuration), behind a console server of its own started with CONSOLE_PROMETHEUS_URL; the
 * figures are checked against `mc admin info` and the traffic the journey makes with mc.
 */

const PROMETHEUS_PORT = 9719;
const CONSOLE_PORT = 9715;
const JOB = 'e2e-minio-job';
const BUCKET = `e2e-metrics-${Date.now().toString(36)}`;
const workDir = mkdtempSync(join(tmpdir(), 'prom-e2e-'));

let prometheus: PrometheusProcess;
let server: ConsoleProcess;
let mc: Mc;

test.beforeAll(async () => {
  mc = mcFor(E2E.minioEndpoint, E2E.rootUser, E2E.rootPassword, E2E.mcBinary);
  prometheus = await startPrometheus({
    port: PROMETHEUS_PORT,
    dir: join(workDir, 'prometheus'),
    target: new URL(E2E.minioEndpoint).host,
    bearerToken: minioBearerToken(mc),
    jobId: JOB,
  });
  server = await startConsoleProcess({
    port: CONSOLE_PORT,
    minioServer: E2E.minioEndpoint,
    dataDir: join(workDir, 'console'),
    serverEntry: `${E2E.distDir}/server/main.js`,
    staticDir: `${E2E.distDir}/app`,
    subPath: E2E.subPath,
    env: { CONSOLE_PROMETHEUS_URL: prometheus.url, CONSOLE_PROMETHEUS_JOB_ID: JOB },
  });
  mc.run(['mb', `${mc.alias}/${BUCKET}`]);
});

test.afterAll(async () => {
  try {
    mc?.run(['rb', '--force', `${mc.alias}/${BUCKET}`]);
  } catch {}
  mc?.dispose();
  await server?.stop();
  await prometheus?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const widget = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The drives online, as `mc admin info` counts them. */
function drivesOnline(): number {
  const info = JSON.parse(mc.run(['admin', 'info', '--json', mc.alias])) as {
    info: { backend: { onlineDisks: number } };
  };
  return info.info.backend.onlineDisks;
}

test('the dashboard charts MinIO from Prometheus, and a widget zooms', async ({ page }) => {
  await page.goto(`${server.url}/login`);
  await logIn(page);
  await mainMenu(page).getByRole('link', { name: 'Metrics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deployment summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Metrics from Prometheus' })).toBeVisible();
  await expect(widget(page, 'Drives online')).toContainText(String(drivesOnline()));

  // Objects put now show as received traffic once Prometheus has scraped them; each try puts one more.
  let count = 0;
  await expect(async () => {
    mc.run(['pipe', `${mc.alias}/${BUCKET}/object-${count++}`], 'x'.repeat(256 * 1024));
    await page.reload();
    const legend = widget(page, 'S3 traffic').getByRole('list', { name: 'S3 traffic series' });
    await expect(legend.getByText(/^Received: /)).toBeVisible();
    await expect(legend.getByText(/^Received: /)).not.toHaveText(/^Received: (0 B\/s|-)$/);
  }).toPass({ timeout: 90_000 });
  expect(
    mc
      .run(['ls', `${mc.alias}/${BUCKET}`])
      .trim()
      .split('\n'),
  ).toHaveLength(count);

  const traffic = widget(page, 'S3 traffic');
  await expect(traffic.getByRole('img', { name: 'S3 traffic over time' }).locator('canvas')).toBeVisible();
  const zoom = traffic.getByRole('button', { name: 'Zoom S3 traffic' });
  await zoom.click();
  const dialog = page.getByRole('dialog', { name: 'S3 traffic' });
  await expect(dialog.getByRole('img', { name: 'S3 traffic over time' }).locator('canvas')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'S3 traffic series' })).toContainText('Sent');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();

  await page.getByLabel('Window').selectOption('Last 15 minutes');
  await expect(traffic.getByRole('img', { name: 'S3 traffic over time' }).locator('canvas')).toBeVisible();
});
