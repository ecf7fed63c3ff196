import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Browser, expect, test } from '@playwright/test';
import { expectPage, logIn, mainMenu, mc } from './support.ts';

const id = Date.now().toString(36);
/** A user who may log, trace and use buckets, but neither collect health data (OBDInfo) nor read server info. */
const user = { name: `e2e-health-${id}`, secret: `e2e-health-${id}-secret`, policy: `e2e-no-health-${id}` };

test.beforeAll(() => {
  const file = join(mkdtempSync(join(tmpdir(), 'health-')), 'policy.json');
  writeFileSync(
    file,
    JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: ['admin:ConsoleLog', 'admin:ServerTrace'] },
        { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
      ],
    }),
  );
  mc('admin', 'policy', 'create', 'e2e', user.policy, file);
  mc('admin', 'user', 'add', 'e2e', user.name, user.secret);
  mc('admin', 'policy', 'attach', 'e2e', user.policy, '--user', user.name);
});

test.afterAll(() => {
  mc('admin', 'user', 'remove', 'e2e', user.name);
  mc('admin', 'policy', 'remove', 'e2e', user.policy);
});

async function loggedInAs(browser: Browser, name: string, secret: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('login');
  await logIn(page, name, secret);
  await expect(mainMenu(page)).toBeVisible();
  return page;
}

test("Health collects MinIO's report with its progress, sums it up and downloads it as mc saves it", async ({
  page,
}) => {
  await page.goto('health');
  await logIn(page);
  await expectPage(page, '/health', 'Health');
  await page.getByRole('button', { name: 'Run diagnostics' }).click();
  await expect(page.getByRole('status', { name: 'Collection status' })).toHaveText('Done');
  await expect(
    page.getByRole('list', { name: 'Parts of the report' }).getByText('Servers collected'),
  ).toBeAttached();

  const info = JSON.parse(mc('admin', 'info', '--json', 'e2e')).info as {
    deploymentID: string;
    servers: { endpoint: string; drives: unknown[] }[];
  };
  const servers = page.getByRole('table', { name: 'Servers' });
  for (const server of info.servers) {
    await expect(servers.getByRole('row', { name: new RegExp(server.endpoint) })).toContainText(
      `${server.drives.length} of ${server.drives.length}`,
    );
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${info.deploymentID}-health_\\d{14}\\.json\\.gz$`),
  );
  const [header, report, ...rest] = gunzipSync(readFileSync(await download.path()))
    .toString()
    .trimEnd()
    .split('\n');
  expect(rest).toEqual([]);
  expect(JSON.parse(header ?? '')).toEqual({ version: '3' });
  const parsed = JSON.parse(report ?? '');
  expect(parsed.minio.info.deploymentID).toBe(info.deploymentID);
  expect(parsed.sys.cpus.length).toBe(info.servers.length);
});

test('a registered deployment uploads its report to SUBNET, and is told at once when SUBNET cannot be reached', async ({
  page,
}) => {
  // The shared MinIO's SUBNET settings are put back as they were.
  const before = mc('admin', 'config', 'get', 'e2e', 'subnet')
    .trim()
    .replace(/^subnet /, '');
  mc('admin', 'config', 'set', 'e2e', 'subnet', 'api_key=00000000-0000-4000-8000-000000000000');
  try {
    await page.goto('support/diagnostics');
    await logIn(page);
    await expectPage(page, '/support/diagnostics', 'Health');
    await page.getByRole('button', { name: 'Run diagnostics' }).click();
    await page.getByRole('button', { name: 'Upload to SUBNET' }).click();
    await expect(page.getByRole('alert')).toContainText('Cannot reach SUBNET from the console server');
  } finally {
    mc('admin', 'config', 'set', 'e2e', 'subnet', ...before.split(' '));
  }
});

test('a user who may not collect health data sees neither Health nor Performance, nor opens their pages', async ({
  browser,
}) => {
  const page = await loggedInAs(browser, user.name, user.secret);
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: /Trace/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Health/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /Performance/ })).toHaveCount(0);
  for (const path of ['health', 'support/diagnostics', 'support/speedtest']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Health|Performance/);
  }
  await page.close();
});
