import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { waitUntilReady } from '../../scripts/lib/minio-server.ts';
import { RESTART_TEXT } from '../../src/shell/RestartBanner.tsx';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

// Changes to the journeys' MinIO are put back at the end: its api and site settings, restarted once more.
// The site's name stands for a change that needs a restart: its region would change how requests are signed.

const mcGet = (key: string) => mc('admin', 'config', 'get', 'e2e', key);
const mcExport = () => mc('admin', 'config', 'export', 'e2e');

async function openConfiguration(page: Page, option: string) {
  await page.goto('login');
  await logIn(page);
  await expect(page).toHaveURL(/\/buckets$/);
  await page.goto('settings/configurations');
  await page.getByRole('searchbox', { name: 'Filter subsystems' }).fill(option);
  await page.getByRole('link', { name: option, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Configuration: ${option}` })).toBeVisible();
  return page.getByRole('form', { name: `Configuration ${option}` });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Restart required' });

test.describe('configurations', () => {
  let clusterDeadline = '';

  test.beforeAll(() => {
    clusterDeadline = /cluster_deadline=(\S*)/.exec(mcGet('api'))?.[1] ?? '10s';
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    mc('admin', 'config', 'set', 'e2e', 'api', `cluster_deadline=${clusterDeadline}`);
    mc('admin', 'config', 'reset', 'e2e', 'site');
    mc('admin', 'service', 'restart', 'e2e', '--json');
    await waitUntilReady(E2E.minioEndpoint);
  });

  test('a key edited in the form generated from MinIO help reaches MinIO at once', async ({ page }) => {
    const form = await openConfiguration(page, 'api');
    const field = form.getByRole('textbox', { name: 'cluster_deadline' });
    await expect(field).toHaveValue(clusterDeadline);

    await field.fill('soon');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(field).toHaveAccessibleDescription('must be a duration such as 500ms, 30s, 10m or 2h');

    await field.fill('17s');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(form.getByRole('status')).toHaveText('Saved. MinIO applied the change.');
    expect(mcGet('api')).toContain('cluster_deadline=17s');
    await expect(banner(page)).toBeHidden();
  });

  test('a change MinIO applies on restart raises the banner, whose Restart restarts MinIO', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const form = await openConfiguration(page, 'site');

    await form.getByRole('textbox', { name: 'name' }).fill('e2e-site-1');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(banner(page)).toContainText(RESTART_TEXT);
    expect(mcGet('site')).not.toContain('e2e-site-1');

    await banner(page).getByRole('button', { name: 'Restart' }).click();

    await expect(banner(page)).toBeHidden({ timeout: 90_000 });
    expect(mcGet('site')).toContain('name=e2e-site-1');
  });

  test('a restart request cut by a proxy ("Error 502") while MinIO restarts counts as done', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const form = await openConfiguration(page, 'site');
    await form.getByRole('textbox', { name: 'name' }).fill('e2e-site-2');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(banner(page)).toContainText(RESTART_TEXT);
    // The request reaches the console and restarts MinIO; the browser is answered as a proxy that gave up.
    let restarted: Promise<unknown> = Promise.resolve();
    await page.route('**/api/v1/service/restart', async (route) => {
      restarted = route.fetch({ timeout: 90_000 });
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    });

    await banner(page).getByRole('button', { name: 'Restart' }).click();

    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('alert')).toBeHidden();
    await restarted;
    await waitUntilReady(E2E.minioEndpoint);
    expect(mcGet('site')).toContain('name=e2e-site-2');
  });

  test('export downloads the whole configuration as mc exports it', async ({ page }) => {
    await openConfiguration(page, 'api');
    await page.goto('settings/configurations');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);

    expect(download.suggestedFilename()).toBe('minio-config.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe(mcExport());
  });

  test('an import with a bad line reports the line and changes nothing', async ({ page }) => {
    await openConfiguration(page, 'api');
    await page.goto('settings/configurations');
    const before = mcExport();
    const file = join(mkdtempSync(join(tmpdir(), 'e2e-config-')), 'config.txt');
    writeFileSync(file, `${before}heal max_io=lots\n`);
    const badLine = before.split('\n').length;

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import configuration' });
    await dialog.getByLabel('Configuration file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import' }).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('some lines are refused');
    await expect(alert).toContainText(
      `Line ${badLine} (heal max_io): must be a whole number from 0 to 9223372036854775807`,
    );
    expect(mcExport()).toBe(before);
  });
});
