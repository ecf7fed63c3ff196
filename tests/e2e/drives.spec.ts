import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPage, logIn, mc } from './support.ts';

interface McInfo {
  info: { servers: { endpoint: string; drives: { path: string; state: string }[] }[] };
}

test('the Drives page shows the servers and drives mc admin info reports, and the Metrics page their totals', async ({
  page,
}) => {
  const { info } = JSON.parse(mc('admin', 'info', 'e2e', '--json')) as McInfo;
  const [server] = info.servers;
  if (!server) throw new Error('mc admin info reports no server');

  await page.goto('tools/heal');
  await logIn(page);
  await expectPage(page, '/tools/heal', 'Drives');
  const drives = page.getByRole('table', { name: `Drives of ${server.endpoint}` });
  await expect(drives.getByRole('row')).toHaveCount(server.drives.length + 1);
  for (const drive of server.drives) {
    const row = drives.getByRole('row').filter({ hasText: drive.path });
    await expect(row).toContainText(drive.state === 'ok' ? 'Online' : drive.state);
    await expect(row.getByRole('meter')).toBeVisible();
  }
  const summary = page.getByRole('region', { name: 'Deployment summary' });
  await expect(summary.getByText('Drives online').locator('..')).toContainText(String(server.drives.length));

  await page.goto('tools/metrics');
  await expectPage(page, '/tools/metrics', 'Metrics');
  await expect(
    page.getByRole('region', { name: 'Deployment summary' }).getByText('Servers online').locator('..'),
  ).toContainText('1 of 1');
});

test('a heal started in the UI restores an object a drive lost, as the drive shows', async ({ page }) => {
  const bucket = `e2e-heal-${Date.now().toString(36)}`;
  const file = join(mkdtempSync(join(tmpdir(), 'heal-')), 'damaged.txt');
  writeFileSync(file, 'restore me');
  mc('mb', `e2e/${bucket}`);
  try {
    mc('cp', file, `e2e/${bucket}/damaged.txt`);
    const { info } = JSON.parse(mc('admin', 'info', 'e2e', '--json')) as McInfo;
    const drive = info.servers[0]?.drives[0]?.path ?? '';
    const lost = join(drive, bucket, 'damaged.txt');
    rmSync(lost, { recursive: true, force: true });

    await page.goto('tools/heal');
    await logIn(page);
    const heal = page.getByRole('region', { name: 'Heal' });
    await heal.getByLabel('Bucket').selectOption(bucket);
    await heal.getByRole('button', { name: 'Start heal' }).click();
    await expect(heal.getByRole('status', { name: 'Heal status' })).toHaveText('Done', { timeout: 30_000 });
    const byHealth = heal.getByRole('table', { name: 'Objects by health' });
    await expect(byHealth.getByRole('row', { name: /^Before/ })).toHaveText('Before0100');
    await expect(byHealth.getByRole('row', { name: /^After/ })).toHaveText('After1000');
    expect(existsSync(join(lost, 'xl.meta'))).toBe(true);
  } finally {
    mc('rb', '--force', `e2e/${bucket}`);
  }
});
