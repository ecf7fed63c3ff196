import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { jsonLines } from '../../server/test-support/mc.ts';
import {
  replicatedWith,
  startSites,
  stopSites,
  type TestSite,
} from '../../server/test-support/replicating-sites.ts';
import { E2E } from './environment.ts';
import { logIn, mainMenu } from './support.ts';

/**
 * Site replication over three fresh MinIOs the journey starts itself (never the shared test MinIO), with a
 * console server of its own in front of the first. Sites are joined, edited and removed in the UI; what each site
 * holds and replicates with is read with mc on every site.
 */

const PORTS = [9650, 9660, 9670] as const;
const CONSOLE_PORT = 9680;
const workDir = mkdtempSync(join(tmpdir(), 'srk-sr-e2e-'));

let sites: TestSite[] = [];
let server: ConsoleProcess;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  sites = await startSites(PORTS, workDir, { minio: E2E.minioBinary, mc: E2E.mcBinary });
  server = await startConsoleProcess({
    port: CONSOLE_PORT,
    minioServer: sites[0]?.minio.endpoint ?? '',
    dataDir: join(workDir, 'console'),
    serverEntry: `${E2E.distDir}/server/main.js`,
    staticDir: `${E2E.distDir}/app`,
    subPath: E2E.subPath,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stopSites(sites);
  rmSync(workDir, { recursive: true, force: true });
});

const siteAt = (index: number): TestSite => {
  const site = sites[index];
  if (!site) throw new Error(`no site ${index + 1}`);
  return site;
};

interface SiteCounts {
  ReplicatedBuckets: number;
  TotalBucketsCount: number;
  ReplicatedUsers: number;
  TotalUsersCount: number;
}

/** `mc admin replicate status` of a site: each site's counts, by site name. */
function mcStatusSummary(site: TestSite): Record<string, SiteCounts> {
  const [status] = jsonLines(site.mc.run(['admin', 'replicate', 'status', site.mc.alias, '--json'])) as {
    Sites: Record<string, { name: string }>;
    StatsSummary: Record<string, SiteCounts>;
  }[];
  if (!status) throw new Error('mc admin replicate status answered nothing');
  return Object.fromEntries(
    Object.entries(status.StatsSummary).map(([id, counts]) => [status.Sites[id]?.name ?? id, counts]),
  );
}

async function openSiteReplication(page: Page) {
  await page.goto(`${server.url}/login`);
  const first = siteAt(0);
  await logIn(page, first.root.user, first.root.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Site Replication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Replication' })).toBeVisible();
}

async function fillSite(page: Page, row: number, site: TestSite) {
  await page.getByLabel(`Site name of site ${row}`).fill(site.name);
  await page.getByLabel(`Endpoint of site ${row}`).fill(site.minio.endpoint);
  await page.getByLabel(`Access key of site ${row}`).fill(site.root.user);
  await page.getByLabel(`Secret key of site ${row}`).fill(site.root.password);
}

const sitesTable = (page: Page) => page.getByRole('table', { name: 'Replicated sites' });

test('three sites are joined in the UI, after MinIO refused a second site holding data', async ({ page }) => {
  const [first, second, third] = [siteAt(0), siteAt(1), siteAt(2)];
  first.mc.run(['mb', `${first.mc.alias}/srk-before`]);
  second.mc.run(['mb', `${second.mc.alias}/srk-in-the-way`]);

  await openSiteReplication(page);
  await expect(page.getByRole('heading', { name: 'This site does not replicate' })).toBeVisible();
  await page.getByRole('link', { name: 'Set Up Replication' }).click();
  await expect(page.getByLabel('Endpoint of site 1')).toHaveValue(first.minio.endpoint);
  await fillSite(page, 1, first);
  await fillSite(page, 2, second);
  await page.getByRole('button', { name: 'Add another site' }).click();
  await fillSite(page, 3, third);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('alert')).toContainText('only one cluster may have data');
  expect(replicatedWith(first)).toEqual([]);

  second.mc.run(['rb', `${second.mc.alias}/srk-in-the-way`]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(sitesTable(page)).toBeVisible();
  await expect(sitesTable(page).getByRole('row')).toHaveCount(4);
  await expect(sitesTable(page).getByRole('row', { name: /site1/ })).toContainText('this site');

  const expected = sites.map((site) => `${site.name} ${site.minio.endpoint}`).sort();
  for (const site of sites) expect(replicatedWith(site)).toEqual(expected);
  // What the first site held before is now on the others.
  for (const site of [second, third]) expect(site.mc.run(['ls', site.mc.alias])).toContain('srk-before/');
});

test('a bucket, a user and a policy made on one site reach the others, and the status page shows each site in sync', async ({
  page,
}) => {
  const [first, second] = [siteAt(0), siteAt(1)];
  second.mc.run(['mb', `${second.mc.alias}/srk-shared`]);
  second.mc.run(['admin', 'user', 'add', second.mc.alias, 'srk-carol', 'srk-carol-secret']);
  const policyFile = join(workDir, 'srk-readers.json');
  writeFileSync(
    policyFile,
    JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::srk-shared/*'] }],
    }),
  );
  first.mc.run(['admin', 'policy', 'create', first.mc.alias, 'srk-readers', policyFile]);

  await expect(async () => {
    for (const site of sites) {
      expect(site.mc.run(['ls', site.mc.alias])).toContain('srk-shared/');
      expect(site.mc.run(['admin', 'user', 'info', site.mc.alias, 'srk-carol'])).toContain('srk-carol');
      expect(site.mc.run(['admin', 'policy', 'info', site.mc.alias, 'srk-readers'])).toContain('srk-shared');
    }
  }).toPass({ timeout: 30_000 });

  await openSiteReplication(page);
  await page.getByRole('link', { name: 'Replication Status' }).click();
  const matrix = page.getByRole('table', { name: 'Sync by site' });
  await expect(matrix.getByRole('row')).toHaveCount(4);
  for (const site of sites) {
    await expect(matrix.getByRole('row', { name: new RegExp(site.name) }).getByText('In sync')).toHaveCount(
      4,
    );
  }
  // The matrix shows what mc reads of each site.
  for (const [site, counts] of Object.entries(mcStatusSummary(first))) {
    const row = matrix.getByRole('row', { name: new RegExp(site) });
    await expect(row).toContainText(`${counts.ReplicatedBuckets} of ${counts.TotalBucketsCount}`);
    await expect(row).toContainText(`${counts.ReplicatedUsers} of ${counts.TotalUsersCount}`);
    expect(counts.ReplicatedBuckets).toBe(counts.TotalBucketsCount);
    expect(counts.TotalBucketsCount).toBeGreaterThanOrEqual(2);
  }

  await page.getByLabel('Name').fill('srk-shared');
  await page.getByRole('button', { name: 'Look up' }).click();
  const lookup = page.getByRole('table', { name: 'Bucket srk-shared on each site' });
  await expect(lookup.getByRole('cell', { name: 'Yes' })).toHaveCount(3);

  await page.getByLabel('Kind').selectOption('user');
  await page.getByLabel('Name').fill('srk-carol');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(
    page.getByRole('table', { name: 'User srk-carol on each site' }).getByRole('cell', { name: 'Yes' }),
  ).toHaveCount(3);
});

test("a site's endpoint is changed, then the site is removed", async ({ page }) => {
  const [first, second, third] = [siteAt(0), siteAt(1), siteAt(2)];
  const newEndpoint = third.minio.endpoint.replace('127.0.0.1', 'localhost');
  await openSiteReplication(page);

  await sitesTable(page).getByRole('button', { name: 'Edit the endpoint of site3' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Endpoint').fill(newEndpoint);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(sitesTable(page).getByRole('cell', { name: newEndpoint })).toBeVisible();
  for (const site of sites) expect(replicatedWith(site)).toContain(`site3 ${newEndpoint}`);

  await sitesTable(page).getByRole('button', { name: 'Remove site3 from replication' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(sitesTable(page).getByRole('row')).toHaveCount(3);
  await expect(async () => {
    expect(replicatedWith(third)).toEqual([]);
    for (const site of [first, second])
      expect(replicatedWith(site).map((line) => line.split(' ')[0])).toEqual(['site1', 'site2']);
  }).toPass({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Remove All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove all sites' }).click();
  // This session began while the sites replicated: MinIO ends it with the replication.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, first.root.user, first.root.password);
  await expect(page.getByRole('heading', { name: 'This site does not replicate' })).toBeVisible();
  await expect(async () => {
    for (const site of sites) expect(replicatedWith(site)).toEqual([]);
  }).toPass({ timeout: 30_000 });
});
