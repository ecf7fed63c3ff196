import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPage, logIn, mc } from './support.ts';

const bucket = `e2e-trace-${Date.now().toString(36)}`;

test.beforeAll(() => mc('mb', `e2e/${bucket}`));
test.afterAll(() => mc('rb', '--force', `e2e/${bucket}`));

test('the live trace shows the calls mc makes, as filtered, and opens one', async ({ page }) => {
  await page.goto('tools/trace');
  await logIn(page);
  await expectPage(page, '/tools/trace', 'Trace');

  await page.getByLabel('Methods').fill('PUT');
  await page.getByLabel('Path starts with').fill(`/${bucket}/`);
  await page.getByRole('button', { name: 'Start trace' }).click();
  const status = page.getByRole('status', { name: 'Trace status' });
  await expect(status).toHaveText(/^Tracing/);

  const file = join(mkdtempSync(join(tmpdir(), 'trace-')), 'traced.txt');
  writeFileSync(file, 'traced by the console');
  // MinIO starts sending a moment after the trace opens; a few puts make sure one is seen.
  await expect(async () => {
    mc('cp', file, `e2e/${bucket}/traced.txt`);
    mc('stat', `e2e/${bucket}/traced.txt`);
    await expect(page.getByRole('button', { name: /^Details of s3\.PutObject/ }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });

  const table = page.getByRole('table', { name: 'Traced calls' });
  await expect(table.getByRole('cell', { name: `/${bucket}/traced.txt` }).first()).toBeVisible();
  // The HEAD that mc stat made is filtered out.
  await expect(table.getByRole('button', { name: /^Details of s3\.HeadObject/ })).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Details of s3\.PutObject/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(`"path": "/${bucket}/traced.txt"`);
  await expect(details).toContainText('"statusCode": 200');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Stop trace' }).click();
  await expect(status).toHaveText(/^Stopped/);
});
