import { expect, test } from '@playwright/test';
import { type OpenIdDiscovery, startOpenIdDiscovery } from '../../server/test-support/openid-discovery.ts';
import { type OwnConsole, startOwnConsole } from './own-console.ts';
import { logIn, mainMenu } from './support.ts';

/**
 * An OpenID provider added through the screens of a console over a MinIO of its own (the shared one must keep
 * its built-in login), run with after the console's restart, and removed again; effects checked with mc.
 */

const MINIO_PORT = 9850;
const CONSOLE_PORT = 9852;
const PROVIDER_PORT = 9853;
const NAME = 'corp';

let own: OwnConsole;
let provider: OpenIdDiscovery;

const openIdNames = () =>
  (JSON.parse(own.mc.run(['--json', 'idp', 'openid', 'ls', own.mc.alias])) as { name: string }[]).map(
    (item) => item.name,
  );

test.beforeAll(async () => {
  provider = await startOpenIdDiscovery(PROVIDER_PORT);
  own = await startOwnConsole({ name: 'idpcfg', minioPort: MINIO_PORT, consolePort: CONSOLE_PORT });
});

test.afterAll(async () => {
  await own?.stop();
  await provider?.stop();
});

test('an OpenID provider is added, run with after a restart, and removed', async ({ page }) => {
  await page.goto(`${own.server.url}/login`);
  await logIn(page, own.root.user, own.root.password);
  await mainMenu(page).getByRole('link', { name: 'OpenID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'OpenID Configurations' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Configuration' }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'New configuration' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await form.getByRole('textbox', { name: 'config_url (required)' }).fill(provider.configUrl);
  await form.getByRole('textbox', { name: 'client_id (required)' }).fill('console');
  await form.getByLabel(/^client_secret/).fill('journey-client-secret');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const banner = page.getByRole('region', { name: 'Restart required' });
  await expect(banner).toContainText('needs to be restarted');
  expect(openIdNames()).not.toContain(NAME);
  await banner.getByRole('button', { name: 'Restart' }).click();
  await expect(banner).toBeHidden({ timeout: 30_000 });
  expect(openIdNames()).toContain(NAME);

  const table = page.getByRole('table', { name: 'OpenID configurations' });
  await expect(table.getByRole('link', { name: NAME })).toBeVisible();
  await table.getByRole('button', { name: `Remove ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove OpenID configuration ${NAME}` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await banner.getByRole('button', { name: 'Restart' }).click();
  await expect(banner).toBeHidden({ timeout: 30_000 });
  expect(openIdNames()).not.toContain(NAME);
  await expect(table.getByRole('link', { name: NAME })).toBeHidden();
});
