import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { AdminClient, MinioApiError } from '../../server/minio/admin-client.ts';
import { E2E } from './environment.ts';
import { expectPage, logIn, mc, menuEntries } from './support.ts';

const suffix = Date.now().toString(36);
const apiKey = `e2e0000-${suffix}-4000-8000-000000000000`;
const limitedUser = { name: `e2e-support-${suffix}`, secret: `e2e-support-${suffix}-secret` };

const admin = new AdminClient({
  endpoint: E2E.minioEndpoint,
  credentials: { accessKey: E2E.rootUser, secretKey: E2E.rootPassword },
});

/** A config line as `mc admin config get` prints it, as `key → value`. */
const configOf = (name: string): Map<string, string> =>
  new Map(
    [...mc('admin', 'config', 'get', 'e2e', name).matchAll(/(\w+)=("[^"]*"|\S*)/g)].map(([, key, value]) => [
      key ?? '',
      (value ?? '').replace(/^"|"$/g, ''),
    ]),
  );

async function open(page: Page, path: string, heading: string) {
  await page.goto(path.replace(/^\//, ''));
  await logIn(page);
  await expectPage(page, path, heading);
}

test.beforeAll(() => {
  mc('admin', 'user', 'add', 'e2e', limitedUser.name, limitedUser.secret);
  mc('admin', 'policy', 'attach', 'e2e', 'readonly', '--user', limitedUser.name);
  // Other suites may have registered the shared MinIO: the registration journey starts unregistered.
  mc('admin', 'config', 'set', 'e2e', 'callhome', 'enable=off');
  mc('admin', 'config', 'reset', 'e2e', 'subnet');
});
test.afterAll(() => {
  mc('admin', 'user', 'remove', 'e2e', limitedUser.name);
  mc('admin', 'config', 'set', 'e2e', 'callhome', 'enable=off');
  mc('admin', 'config', 'reset', 'e2e', 'subnet');
});

test('a 10-second CPU profile downloads as a zip holding the CPU profile', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/support/profile', 'Profile');
  await page.getByLabel('Duration (seconds)').fill('10');
  await page.getByRole('button', { name: 'Start profiling' }).click();
  await expect(page.getByRole('timer')).toHaveText(/\d+ s left/);
  const download = await page.waitForEvent('download', { timeout: 40_000 });
  expect(download.suggestedFilename()).toBe('profile.zip');

  const listing = execFileSync('unzip', ['-l', await download.path()], { encoding: 'utf8' });
  expect(listing).toMatch(/profile-[^\s]+-cpu\.pprof/);
  expect(execFileSync('unzip', ['-tq', await download.path()], { encoding: 'utf8' })).toMatch(/No errors/);
  await expect(page.getByText('Saved the profiles.')).toBeVisible();
});

test('cancelling a profile stops MinIO’s profilers', async ({ page }) => {
  await open(page, '/support/profile', 'Profile');
  await page.getByLabel('Duration (seconds)').fill('300');
  await page.getByRole('button', { name: 'Start profiling' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Cancelled: MinIO stopped profiling.')).toBeVisible();

  // With its profilers stopped, MinIO has nothing to give: it refuses a download.
  const leftOver = await admin.downloadProfilingData().then(
    () => 'profiling data',
    (error: unknown) => (error instanceof MinioApiError ? error.status : error),
  );
  expect(leftOver).toBe(400);
});

test('offline registration stores the API key SUBNET gave in MinIO’s subnet config', async ({ page }) => {
  await open(page, '/support/register', 'Register');
  await expect(page.getByText('This deployment is not registered with SUBNET.')).toBeVisible();
  const offline = page.getByRole('region', { name: 'Offline' });
  const token = await offline.getByRole('textbox', { name: 'Registration token' }).inputValue();
  const info = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  const serverInfo = await admin.serverInfo();
  expect(info).toMatchObject({ deployment_id: serverInfo.deploymentID, info: { no_of_drives: 4 } });
  await expect(offline.getByRole('link', { name: /SUBNET’s registration page/ })).toHaveAttribute(
    'href',
    `${E2E.noOutsideService}/cluster/register?token=${encodeURIComponent(token)}`,
  );

  await offline.getByRole('textbox', { name: 'API key' }).fill(apiKey);
  await offline.getByRole('button', { name: 'Save API key' }).click();
  await expect(page.getByText('This deployment is registered with SUBNET')).toBeVisible();
  expect(configOf('subnet').get('api_key')).toBe(apiKey);
});

test('call home round-trips through MinIO’s callhome config', async ({ page }) => {
  mc('admin', 'config', 'set', 'e2e', 'subnet', `api_key=${apiKey}`);
  await open(page, '/support/call-home', 'Call Home');
  const diagnostics = page.getByRole('switch', { name: 'Send diagnostics' });
  await expect(diagnostics).not.toBeChecked();
  await diagnostics.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(configOf('callhome').get('enable') ?? 'on').toBe('on');

  await page.reload();
  await expect(diagnostics).toBeChecked();
  await diagnostics.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(configOf('callhome').get('enable')).toBe('off');
});

test('the online registration fails at once, saying SUBNET cannot be reached', async ({ page }) => {
  await open(page, '/support/register', 'Register');
  const login = page.getByRole('form', { name: 'SUBNET login' });
  await login.getByLabel('Email').fill('admin@example.net');
  await login.getByLabel('Password').fill('not-sent-anywhere');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toContainText('Cannot reach SUBNET from the console server');
});

test('the support home lists the tools, and says once that the release service cannot be reached', async ({
  page,
}) => {
  await open(page, '/support', 'Support');
  const tools = page.getByRole('navigation', { name: 'Support tools' });
  for (const name of ['Register', 'Call Home', 'Profile', 'Performance', 'Diagnostics']) {
    await expect(tools.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const releases = page.getByRole('region', { name: 'MinIO releases' });
  await expect(releases.getByRole('alert')).toContainText(
    'Cannot reach the release service from the console server',
  );
  await expect(page.getByRole('alert')).toHaveCount(1);
});

test('a user without OBDInfo, ServerInfo or ConfigUpdate sees none of the support pages', async ({
  page,
}) => {
  await page.goto('support/profile');
  await logIn(page, limitedUser.name, limitedUser.secret);
  await expectPage(page, '/buckets', 'Buckets');
  const entries = await menuEntries(page);
  expect(entries).toContain('License');
  for (const item of ['Register', 'Health', 'Performance', 'Support']) expect(entries).not.toContain(item);
  for (const path of ['/support', '/support/register', '/support/call-home', '/support/profile']) {
    await page.goto(path.slice(1));
    await expectPage(page, '/buckets', 'Buckets');
  }
  await page.goto('license');
  await expectPage(page, '/license', 'License');
  await expect(page.getByRole('region', { name: 'This console' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Registration' })).toHaveCount(0);
});
