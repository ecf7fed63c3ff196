import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { expectPage, logIn, mainMenu, mc, mcAs, menuEntries } from './support.ts';

// Identity and access, end to end: every change made in the console is read back with mc.

const mcJson = (...args: string[]) => JSON.parse(mc(...args, '--json')) as Record<string, unknown>;
const userInfo = (user: string) => mcJson('admin', 'user', 'info', 'e2e', user);
const groupMembers = (group: string) =>
  (mcJson('admin', 'group', 'info', 'e2e', group).members as string[] | null) ?? [];

function quietly(...args: string[]): void {
  try {
    mc(...args);
  } catch {
    // Not there.
  }
}

function addPolicy(name: string, statements: object[]): void {
  const file = join(E2E.consoleDataDir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ Version: '2012-10-17', Statement: statements }));
  mc('admin', 'policy', 'create', 'e2e', name, file);
}

const readBucket = (bucket: string) => [
  {
    Effect: 'Allow',
    Action: ['s3:ListBucket', 's3:GetBucketLocation'],
    Resource: [`arn:aws:s3:::${bucket}`],
  },
  { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
];

async function asRoot(page: Page, path: string, heading: string): Promise<void> {
  await page.goto('login');
  await logIn(page);
  await expectPage(page, '/buckets', 'Buckets');
  await page.goto(path);
  await expectPage(page, `/${path}`, heading);
}

/** A second browser, logged in as `user`: its own cookies, as another person's would be. */
async function loggedInAs(browser: Browser, user: string, secret: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('login');
  await logIn(page, user, secret);
  await expectPage(page, '/buckets', 'Buckets');
  return page;
}

test.describe('a user made in the console', () => {
  const user = 'e2e-id-reader';
  const secret = 'e2e-id-reader-secret';
  const policy = 'e2e-id-read-one';
  const allowed = 'e2e-id-allowed';
  const other = 'e2e-id-other';

  test.beforeAll(() => {
    for (const bucket of [allowed, other]) mc('mb', '--ignore-existing', `e2e/${bucket}`);
    mc('pipe', `e2e/${allowed}/report.txt`, { input: 'quarterly numbers' });
    addPolicy(policy, readBucket(allowed));
  });
  test.afterAll(() => {
    quietly('admin', 'user', 'remove', 'e2e', user);
    quietly('admin', 'policy', 'remove', 'e2e', policy);
    for (const bucket of [allowed, other]) quietly('rb', '--force', `e2e/${bucket}`);
  });

  test('gets its policy, sees exactly what it allows, and once disabled is logged out and refused', async ({
    page,
    browser,
  }) => {
    await asRoot(page, 'identity/users', 'Users');
    await page.getByRole('button', { name: 'Create User' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Access key').fill(user);
    await dialog.getByLabel('Secret key', { exact: true }).fill(secret);
    await dialog.getByRole('searchbox', { name: 'Filter policies' }).fill(policy);
    await dialog.getByRole('checkbox', { name: policy }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    expect(userInfo(user)).toMatchObject({ policyName: policy, userStatus: 'enabled' });

    const userPage = await loggedInAs(browser, user, secret);
    const buckets = userPage.getByRole('main');
    await expect(buckets.getByRole('link', { name: allowed, exact: true })).toBeVisible();
    await expect(buckets.getByRole('link', { name: other, exact: true })).toHaveCount(0);
    expect(await menuEntries(userPage)).toEqual(['Buckets', 'Service Accounts', 'License', 'Documentation']);
    await userPage.goto(`buckets/${allowed}/browse`);
    await expect(userPage.getByRole('main').getByText('report.txt')).toBeVisible();

    await page.goto(`identity/users/${user}`);
    await expectPage(page, `/identity/users/${user}`, `User ${user}`);
    await page.getByRole('button', { name: 'Disable user' }).click();
    await expect(page.getByRole('button', { name: 'Enable user' })).toBeVisible();
    expect(userInfo(user)).toMatchObject({ userStatus: 'disabled' });

    await userPage.goto('buckets');
    await expect(userPage).toHaveURL(/\/console\/login$/);
    await logIn(userPage, user, secret);
    await expect(userPage.getByRole('alert')).toBeVisible();
    await expect(userPage).toHaveURL(/\/console\/login$/);
  });
});

test.describe('group membership', () => {
  const user = 'e2e-id-mover';
  const [from, to] = ['e2e-id-team-a', 'e2e-id-team-b'];

  test.beforeAll(() => {
    mc('admin', 'user', 'add', 'e2e', user, 'e2e-id-mover-secret');
    mc('admin', 'group', 'add', 'e2e', from, user);
    mc('admin', 'group', 'add', 'e2e', to, user);
    mc('admin', 'group', 'rm', 'e2e', to, user);
  });
  test.afterAll(() => {
    quietly('admin', 'user', 'remove', 'e2e', user);
    for (const group of [from, to]) quietly('admin', 'group', 'rm', 'e2e', group);
  });

  test('moves a user from one group to another', async ({ page }) => {
    expect(groupMembers(from)).toEqual([user]);
    await asRoot(page, `identity/users/${user}`, `User ${user}`);
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'Edit groups' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit groups' });
    await dialog.getByRole('searchbox', { name: 'Filter groups' }).fill('e2e-id-team');
    await dialog.getByRole('checkbox', { name: from }).uncheck();
    await dialog.getByRole('checkbox', { name: to }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: to })).toBeVisible();
    expect(groupMembers(from)).toEqual([]);
    expect(groupMembers(to)).toEqual([user]);
    expect(userInfo(user).memberOf).toEqual([{ name: to }]);
  });
});

test.describe('an access key with a restricting policy', () => {
  const bucket = 'e2e-id-keyed';
  let accessKey = '';

  test.beforeAll(() => {
    mc('mb', '--ignore-existing', `e2e/${bucket}`);
    mc('pipe', `e2e/${bucket}/a.txt`, { input: 'a' });
  });
  test.afterAll(() => {
    if (accessKey) quietly('admin', 'user', 'svcacct', 'rm', 'e2e', accessKey);
    quietly('rb', '--force', `e2e/${bucket}`);
    quietly('rb', '--force', `e2e/${bucket}-made`);
  });

  test('can do less than its parent, as mc finds', async ({ page }) => {
    await asRoot(page, 'identity/account', 'Service Accounts');
    await page.getByRole('button', { name: 'Create access key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create access key' });
    accessKey = await dialog.getByLabel('Access key').inputValue();
    expect(accessKey).toHaveLength(16);
    expect(await dialog.getByLabel('Secret key').inputValue()).toHaveLength(32);
    await dialog.getByLabel('Name').fill('read one bucket');
    await dialog.getByRole('checkbox', { name: 'Restrict with a policy' }).check();
    const editor = dialog.getByRole('textbox', { name: 'Restricting policy' });
    await expect(editor).toHaveValue(/Statement/);
    await editor.fill(JSON.stringify({ Version: '2012-10-17', Statement: readBucket(bucket) }, null, 2));
    await dialog.getByRole('button', { name: 'Create' }).click();

    const secretKey = await dialog.getByLabel('Secret key').inputValue();
    await expect(dialog.getByRole('note')).toContainText('will not be shown again');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const info = mcJson('admin', 'user', 'svcacct', 'info', 'e2e', accessKey);
    expect(info).toMatchObject({ parentUser: E2E.rootUser, name: 'read one bucket' });
    expect(JSON.stringify(info.policy)).toContain(`arn:aws:s3:::${bucket}/*`);
    const keyed = mcAs(accessKey, secretKey);
    expect(keyed('cat', `key/${bucket}/a.txt`)).toBe('a');
    expect(() => keyed('mb', `key/${bucket}-made`)).toThrow(/Access Denied/);
    expect(() => keyed('pipe', `key/${bucket}/b.txt`, { input: 'b' })).toThrow(
      /Access Denied|Insufficient permissions/,
    );
    mc('mb', `e2e/${bucket}-made`);
  });
});

test.describe('your own password', () => {
  const user = 'e2e-id-self';
  const [oldSecret, newSecret] = ['e2e-id-self-secret', 'e2e-id-self-renewed'];
  const object = 'e2e-id-self-bucket/note.txt';

  test.beforeAll(() => {
    mc('admin', 'user', 'add', 'e2e', user, oldSecret);
    mc('admin', 'policy', 'attach', 'e2e', 'readonly', '--user', user);
    mc('mb', '--ignore-existing', 'e2e/e2e-id-self-bucket');
    mc('pipe', `e2e/${object}`, { input: 'note' });
  });
  test.afterAll(() => {
    quietly('admin', 'user', 'remove', 'e2e', user);
    quietly('rb', '--force', 'e2e/e2e-id-self-bucket');
  });

  test('is changed in the console; the session goes on and only the new one logs in', async ({ page }) => {
    await page.goto('login');
    await logIn(page, user, oldSecret);
    await expectPage(page, '/buckets', 'Buckets');
    await page.goto('identity/account');
    await expectPage(page, '/identity/account', 'Service Accounts');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(oldSecret);
    await dialog.getByLabel('New password', { exact: true }).fill(newSecret);
    await dialog.getByLabel('Confirm the new password').fill(newSecret);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('buckets');
    await expectPage(page, '/buckets', 'Buckets');
    expect(mcAs(user, newSecret)('cat', `key/${object}`)).toBe('note');
    expect(() => mcAs(user, oldSecret)('cat', `key/${object}`)).toThrow(/signature|secret|Access Denied/i);

    await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
    await logIn(page, user, oldSecret);
    await expect(page.getByRole('alert')).toContainText('Invalid login');
    await page.getByLabel('Secret key').fill(newSecret);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectPage(page, '/buckets', 'Buckets');
  });
});
