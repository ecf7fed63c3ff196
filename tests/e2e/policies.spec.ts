import { expect, type Page, test } from '@playwright/test';
import { expectPage, logIn, mc } from './support.ts';

// Policies and groups changed in the console, each change read back with mc.

const mcJson = (...args: string[]) => JSON.parse(mc(...args, '--json')) as Record<string, unknown>;
const policyDocument = (name: string) =>
  (mcJson('admin', 'policy', 'info', 'e2e', name).policyInfo as { Policy: { Statement: object[] } }).Policy;
const policyNames = () =>
  mc('admin', 'policy', 'ls', 'e2e', '--json')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { policy: string }).policy);
const groupInfo = (group: string) =>
  mcJson('admin', 'group', 'info', 'e2e', group) as {
    groupStatus: string;
    groupPolicy?: string;
    members?: string[];
  };

function quietly(...args: string[]): void {
  try {
    mc(...args);
  } catch {
    // Not there.
  }
}

async function openAsRoot(page: Page, path: string, heading: string): Promise<void> {
  await page.goto('login');
  await logIn(page);
  await expectPage(page, '/buckets', 'Buckets');
  await page.goto(path);
  await expectPage(page, `/${path}`, heading);
}

const statement = (actions: string[], resource: string) => ({
  Effect: 'Allow',
  Action: actions,
  Resource: [resource],
});
const documentOf = (...statements: object[]) =>
  JSON.stringify({ Version: '2012-10-17', Statement: statements }, null, 2);

test.describe('a policy made in the console', () => {
  const name = 'e2e-pol-journey';
  test.afterAll(() => quietly('admin', 'policy', 'remove', 'e2e', name));

  test('is created, changed and deleted, as mc finds each time', async ({ page }) => {
    await openAsRoot(page, 'access/policies', 'Policies');
    await page.getByRole('button', { name: 'Create policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create policy' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const first = statement(['s3:GetObject'], 'arn:aws:s3:::e2e-pol-bucket/*');
    await dialog.getByRole('textbox', { name: 'Policy document' }).fill(documentOf(first));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectPage(page, `/access/policies/${name}`, `Policy ${name}`);
    expect(policyDocument(name).Statement).toEqual([first]);

    const second = statement(['s3:PutObject'], 'arn:aws:s3:::e2e-pol-bucket/uploads/*');
    await page.getByRole('textbox', { name: 'Policy document' }).fill(documentOf(first, second));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Policy ${name} saved`)).toBeVisible();
    expect(policyDocument(name).Statement).toEqual([first, second]);

    await page.getByRole('button', { name: `Delete policy ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete policy ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Policy ${name} deleted`)).toBeVisible();
    expect(policyNames()).not.toContain(name);
  });

  test('with a broken document is refused before MinIO sees it', async ({ page }) => {
    await openAsRoot(page, 'access/policies', 'Policies');
    await page.getByRole('button', { name: 'Create policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create policy' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog
      .getByRole('textbox', { name: 'Policy document' })
      .fill('{"Version": "2012-10-17", "Statement": [');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(policyNames()).not.toContain(name);
  });
});

test.describe('a group changed in the console', () => {
  const group = 'e2e-grp-journey';
  const user = 'e2e-grp-member';
  test.beforeAll(() => {
    mc('admin', 'user', 'add', 'e2e', user, 'e2e-grp-member-secret');
    mc('admin', 'group', 'add', 'e2e', group, user);
  });
  test.afterAll(() => {
    quietly('admin', 'group', 'rm', 'e2e', group, user);
    quietly('admin', 'group', 'rm', 'e2e', group);
    quietly('admin', 'user', 'remove', 'e2e', user);
  });

  test('gets policies, is disabled and enabled, as mc finds', async ({ page }) => {
    await openAsRoot(page, `identity/groups/${group}`, `Group ${group}`);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.getByRole('button', { name: 'Edit policies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit policies' });
    await dialog.getByRole('searchbox', { name: 'Filter policies' }).fill('read');
    await dialog.getByRole('checkbox', { name: 'readonly' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'readonly' })).toBeVisible();
    expect(groupInfo(group).groupPolicy).toBe('readonly');

    await page.getByRole('button', { name: 'Disable group' }).click();
    await expect(page.getByText(`Group ${group} disabled`)).toBeVisible();
    expect(groupInfo(group).groupStatus).toBe('disabled');
    await page.getByRole('button', { name: 'Enable group' }).click();
    await expect(page.getByText(`Group ${group} enabled`)).toBeVisible();
    expect(groupInfo(group).groupStatus).toBe('enabled');

    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('button', { name: `Remove ${user} from the group` }).click();
    await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('tabpanel').getByText('No members')).toBeVisible();
    expect(groupInfo(group).members ?? []).toEqual([]);
  });
});
