import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { expectPage, logIn, mc, mcAs } from './support.ts';

const run = Date.now().toString(36);
const bucket = `e2e-audit-${run}`;
const user = { name: `e2e-audit-${run}`, secret: `e2e-audit-${run}-secret` };
const receiver = `${E2E.consoleUrl}api/v1/audit/ingest`;

test.afterAll(() => {
  mc('admin', 'config', 'reset', 'e2e', 'audit_webhook:console');
  mc('admin', 'user', 'remove', 'e2e', user.name);
  mc('rb', '--force', `e2e/${bucket}`);
});

async function filterBy(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Audit log filters' });
  await form.getByRole('button', { name: 'Clear filters' }).click();
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Search' }).click();
}

/** The table's rows (each as its cells' text) once `count` arrived: MinIO sends each call as it ends. */
async function rowsOnceArrived(page: Page, fields: Record<string, string>, count: number) {
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(async () => {
    await filterBy(page, fields);
    await expect(table.getByRole('row')).toHaveCount(count + 1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const rows = await table.getByRole('row').all();
  return Promise.all(rows.slice(1).map((row) => row.getByRole('cell').allTextContents()));
}

test('Audit Logs points MinIO at the console, then finds, filters and exports the calls a user made', async ({
  page,
}) => {
  await page.goto('tools/audit-logs');
  await logIn(page);
  await expectPage(page, '/tools/audit-logs', 'Audit Logs');

  // Until entries arrive, setting up is the page's content; once they have, it is one click away.
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(page.getByText('No audit entries yet').or(table)).toBeVisible();
  if (await table.isVisible())
    await page.getByRole('button', { name: 'Sending MinIO’s audit log to the console' }).click();
  const setup = page.getByRole('form', { name: 'Send MinIO’s audit log here' });
  await expect(setup.getByLabel('Receiver address')).toHaveValue(receiver);
  await setup.getByRole('button', { name: 'Send MinIO’s audit log here' }).click();
  await expect(page.getByText('MinIO now sends its audit log here.')).toBeVisible();
  await expect(page.getByText('MinIO sends its audit log here.', { exact: true })).toBeVisible();
  expect(mc('admin', 'config', 'get', 'e2e', 'audit_webhook:console')).toContain(`endpoint=${receiver}`);

  const file = join(mkdtempSync(join(tmpdir(), 'audit-')), 'q1.txt');
  writeFileSync(file, 'quarterly numbers');
  mc('mb', `e2e/${bucket}`);
  mc('admin', 'user', 'add', 'e2e', user.name, user.secret);
  mc('admin', 'policy', 'attach', 'e2e', 'readwrite', '--user', user.name);
  const asUser = mcAs(user.name, user.secret);
  asUser('cp', file, `key/${bucket}/reports/q1.txt`);
  asUser('rm', `key/${bucket}/reports/q1.txt`);
  expect(() => asUser('cat', `key/${bucket}/reports/missing.txt`)).toThrow(/does not exist/);

  const [put] = await rowsOnceArrived(page, { User: user.name, API: 'PutObject' }, 1);
  expect(put?.slice(1, 6)).toEqual(['PutObject', bucket, 'reports/q1.txt', '200', user.name]);

  const missing = await rowsOnceArrived(
    page,
    { Bucket: bucket, 'Object starts with': 'reports/missing', Status: '404' },
    1,
  );
  expect(missing.map((cells) => cells.slice(2, 6))).toEqual([
    [bucket, 'reports/missing.txt', '404', user.name],
  ]);

  // The row's details are MinIO's whole entry, without the request's signature.
  await page.getByRole('button', { name: /^Details of / }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(`"accessKey": "${user.name}"`);
  await expect(details).toContainText('"Authorization": "REDACTED"');
  await page.keyboard.press('Escape');

  await filterBy(page, { User: user.name, API: 'PutObject' });
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  const [head, ...lines] = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(head?.split(',').slice(0, 6)).toEqual([
    'time',
    'api_name',
    'bucket',
    'object',
    'response_status_code',
    'access_key',
  ]);
  expect(lines).toHaveLength(1);
  expect(lines[0]?.split(',').slice(1, 6)).toEqual(['PutObject', bucket, 'reports/q1.txt', '200', user.name]);
});
