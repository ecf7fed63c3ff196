import { expect, test } from '@playwright/test';
import { EXPIRY_FROM_NOW_MS, saveExpiringKey } from './access-key-expiry.ts';
import { expectPage, logIn, mc, mcAs } from './support.ts';

test('an access key is made with an expiry, and works until then', async ({ page }) => {
  await page.goto('login');
  await logIn(page);
  await expectPage(page, '/buckets', 'Buckets');
  await page.goto('identity/account');
  await expectPage(page, '/identity/account', 'Service Accounts');
  await page.getByRole('button', { name: 'Create access key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create access key' });
  const accessKey = await dialog.getByLabel('Access key').inputValue();
  const expiresAt = Math.ceil((Date.now() + EXPIRY_FROM_NOW_MS) / 60_000) * 60_000;
  // The field is a datetime-local: the time as the browser's clock shows it.
  const local = await page.evaluate((at) => {
    const date = new Date(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, expiresAt);
  await dialog.getByLabel('Expiry').fill(local);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const secretKey = await dialog.getByLabel('Secret key').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const info = JSON.parse(mc('admin', 'user', 'svcacct', 'info', 'e2e', accessKey, '--json'));
  expect(Date.parse(info.expiration)).toBe(expiresAt);
  expect(mcAs(accessKey, secretKey)('ls', 'key')).toBeDefined();
  saveExpiringKey({ accessKey, secretKey, expiresAt });
});
