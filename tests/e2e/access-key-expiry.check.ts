import { expect, test } from '@playwright/test';
import { readExpiringKey } from './access-key-expiry.ts';
import { logIn, mc, mcAs } from './support.ts';

const MARGIN_MS = 5_000;

test('the access key is refused once it has expired, by MinIO and at login', async ({ page }) => {
  const { accessKey, secretKey, expiresAt } = readExpiringKey();
  test.setTimeout(Math.max(0, expiresAt - Date.now()) + 2 * 60_000);
  try {
    await page.waitForTimeout(Math.max(0, expiresAt + MARGIN_MS - Date.now()));
    expect(() => mcAs(accessKey, secretKey)('ls', 'key')).toThrow(/expired|does not exist|invalid|denied/i);
    await page.goto('login');
    await logIn(page, accessKey, secretKey);
    await expect(page.getByRole('alert')).toContainText('Invalid login');
  } finally {
    try {
      mc('admin', 'user', 'svcacct', 'rm', 'e2e', accessKey);
    } catch {
      // MinIO may have removed it already.
    }
  }
});
