import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPage, logIn, mc } from './support.ts';

const bucket = `e2e-watch-${Date.now().toString(36)}`;

test.beforeAll(() => mc('mb', `e2e/${bucket}`));
test.afterAll(() => mc('rb', '--force', `e2e/${bucket}`));

test("Watch shows the events of a bucket's prefix as mc makes them, and only those", async ({ page }) => {
  await page.goto('tools/watch');
  await logIn(page);
  await expectPage(page, '/tools/watch', 'Watch');

  await page.getByLabel('Bucket').selectOption(bucket);
  await page.getByLabel('Prefix').fill('in/');
  await page.getByRole('button', { name: 'Start watching' }).click();
  const status = page.getByRole('status', { name: 'Watch status' });
  await expect(status).toHaveText(/^Watching/);

  const folder = mkdtempSync(join(tmpdir(), 'watch-'));
  const file = join(folder, 'watched.txt');
  writeFileSync(file, 'watched by the console');
  const table = page.getByRole('table', { name: 'Bucket events' });
  const rowsOf = (key: string) => table.getByRole('row').filter({ hasText: key });
  // MinIO starts tracing a moment after the watch opens: new uploads until one is seen.
  let warmUps = 0;
  await expect(async () => {
    warmUps += 1;
    mc('cp', file, `e2e/${bucket}/in/warm-up-${warmUps}.txt`);
    await expect(rowsOf('in/warm-up-').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  mc('cp', file, `e2e/${bucket}/in/match.txt`);
  mc('cp', file, `e2e/${bucket}/out/other.txt`);
  mc('cp', file, `e2e/${bucket}/in/last.txt`);
  await expect(rowsOf('in/last.txt')).toHaveCount(1);

  await expect(rowsOf('in/match.txt')).toHaveCount(1);
  await expect(rowsOf('in/match.txt')).toContainText('s3:ObjectCreated:Put');
  await expect(rowsOf('out/other.txt')).toHaveCount(0);

  await rowsOf('in/match.txt')
    .getByRole('button', { name: /^Details of / })
    .click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(`"Bucket": "${bucket}"`);
  await expect(details).toContainText('"Size": 22');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Stop watching' }).click();
  await expect(status).toHaveText(/^Stopped/);
});
