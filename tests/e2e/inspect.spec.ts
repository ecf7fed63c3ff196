import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openStream } from '../../server/minio/sio.ts';
import { expectPage, logIn, mc } from './support.ts';

const bucket = `e2e-inspect-${Date.now().toString(36)}`;

test.beforeAll(() => {
  const file = join(mkdtempSync(join(tmpdir(), 'inspect-')), 'a.txt');
  writeFileSync(file, 'inspected');
  mc('mb', `e2e/${bucket}`);
  mc('cp', file, `e2e/${bucket}/docs/a.txt`);
});
test.afterAll(() => mc('rb', '--force', `e2e/${bucket}`));

test('Inspect downloads the sealed metadata, and the key it shows once opens it', async ({ page }) => {
  await page.goto('tools/inspect');
  await logIn(page);
  await expectPage(page, '/tools/inspect', 'Inspect');
  await page.getByLabel('Volume').fill(bucket);
  await page.getByLabel('File').fill('docs/a.txt/xl.meta');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`inspect-${bucket}-docs_a.txt_xl.meta.enc`);

  const dialog = page.getByRole('dialog', { name: 'Decryption key' });
  const key = await dialog.getByRole('textbox', { name: 'Key' }).inputValue();
  expect(key).toMatch(/^[0-9a-f]{64}$/);

  const sealed = readFileSync(await download.path());
  const zip = Buffer.from(
    openStream({ cipher: 'aes-256-gcm', key: Buffer.from(key, 'hex'), nonce: new Uint8Array(8) }, sealed),
  );
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes(Buffer.from(`${bucket}/docs/a.txt/xl.meta`))).toBe(true);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
