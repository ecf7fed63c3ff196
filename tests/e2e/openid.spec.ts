import { expect, type Page, test } from '@playwright/test';
import type { ConsoleProcess } from '../../server/test-support/console-process.ts';
import type { Mc } from '../../server/test-support/mc.ts';
import {
  consoleOpenIdEnv,
  minioOpenIdEnv,
  OIDC_CLIENTS,
  roleArnFrom,
  roleArnOfClient,
  startOidcProvider,
  type TestOidcProvider,
} from '../../server/test-support/oidc-provider.ts';
import { E2E } from './environment.ts';
import { type OwnConsole, startOwnConsole } from './own-console.ts';

/**
 * Single sign-on through a real OpenID provider on 127.0.0.1, with a MinIO that trusts it and a console server
 * of their own; effects checked with mc.
 */

const PROVIDER_PORT = 9830;
const MINIO_PORT = 9832;
const CONSOLE_PORT = 9835;
const CALLBACK = `http://127.0.0.1:${CONSOLE_PORT}${E2E.subPath}oauth_callback`;
const BUCKET = `sso-${Date.now().toString(36)}`;

let provider: TestOidcProvider;
let own: OwnConsole;
let server: ConsoleProcess;
let mc: Mc;

test.beforeAll(async () => {
  provider = await startOidcProvider(PROVIDER_PORT, [CALLBACK]);
  const roleArn = roleArnOfClient(OIDC_CLIENTS.role.id);
  own = await startOwnConsole({
    name: 'oidc',
    minioPort: MINIO_PORT,
    consolePort: CONSOLE_PORT,
    minioEnv: minioOpenIdEnv(provider, CALLBACK),
    consoleEnv: consoleOpenIdEnv(provider, CALLBACK, roleArn),
  });
  ({ server, mc } = own);
  expect(roleArnFrom(mc.run(['idp', 'openid', 'info', mc.alias, 'ROLE']))).toBe(roleArn);
});

test.afterAll(async () => {
  await own?.stop();
  await provider?.stop();
});

/** From the console's login page to the provider's consent page, signed in there as `user`. */
async function signInAtProvider(page: Page, user: string) {
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('link', { name: 'Test provider (read-only role)' })).toBeVisible();
  await expect(page.getByLabel('Access key')).toBeVisible();
  await page.getByRole('link', { name: 'Test provider', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(user);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
}

test('a user signs in at the provider and works in the console with the policy of their claim', async ({
  page,
}) => {
  await signInAtProvider(page, 'alice');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();

  await page.goto(`${server.url}/add-bucket`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Bucket' })).toBeVisible();
  await page.getByLabel('Bucket name').fill(BUCKET);
  await page.getByRole('button', { name: 'Create Bucket' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/buckets/${BUCKET}/admin/summary$`));
  expect(mc.run(['ls', mc.alias])).toContain(BUCKET);
});

test('a consent denied at the provider returns to the login page, which says so', async ({ page }) => {
  await signInAtProvider(page, 'alice');
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(new RegExp(`${E2E.subPath}login$`));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Single sign-on failed');
  await expect(alert).toContainText('Access was denied at the identity provider');
  await expect(page.getByRole('link', { name: 'Test provider', exact: true })).toBeVisible();
});
