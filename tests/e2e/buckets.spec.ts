import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { expectPage, logIn, mc } from './support.ts';

/** Bucket names unique to this run, so a MinIO kept between runs never has them already. */
const run = Date.now().toString(36);
const bucketName = (what: string) => `e2e-${what}-${run}`;

const listedBuckets = () => mc('ls', 'e2e');

/** Leaves MinIO as other journeys expect it: without this run's buckets (a locked one only goes empty). */
test.afterAll(() => {
  const ours = listedBuckets()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).at(-1)?.replace(/\/$/, '') ?? '')
    .filter((name) => name.endsWith(`-${run}`));
  for (const name of ours) {
    try {
      mc('rb', '--force', `e2e/${name}`);
    } catch {
      mc('rb', `e2e/${name}`);
    }
  }
});

async function logInAsRoot(page: Page, path: string) {
  await page.goto(path);
  await logIn(page);
}

async function openCreateForm(page: Page) {
  await logInAsRoot(page, 'add-bucket');
  await expectPage(page, '/add-bucket', 'Create Bucket');
}

test.describe('creating a bucket', () => {
  test('with versioning, locking, quota and retention, each as MinIO reports it', async ({ page }) => {
    const name = bucketName('full');
    await openCreateForm(page);

    await page.getByLabel('Bucket name').fill(name);
    await page.getByRole('switch', { name: 'Quota' }).check();
    await page.getByRole('switch', { name: 'Retention' }).check();
    await expect(page.getByRole('switch', { name: 'Object locking' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Versioning' })).toBeChecked();
    await page.getByRole('button', { name: 'Create Bucket' }).click();

    await expect(page).toHaveURL(new RegExp(`/console/buckets/${name}/admin/summary$`));
    expect(mc('version', 'info', `e2e/${name}`)).toContain('versioning is enabled');
    expect(mc('quota', 'info', `e2e/${name}`)).toContain('hard quota of 1.0 TiB');
    const retention = mc('retention', 'info', '--default', `e2e/${name}`);
    expect(retention).toContain('COMPLIANCE');
    expect(retention).toMatch(/1\s*DAYS/i);

    await page.goto(`buckets?filter=${name}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByRole('list', { name: 'Features' })).toContainText('Versioned');
    await expect(row.getByRole('list', { name: 'Features' })).toContainText('Locked');
    await expect(row.getByRole('list', { name: 'Features' })).toContainText('Quota 1.0 TiB');
  });

  test('with versioning exclusions, as MinIO reports them', async ({ page }) => {
    const name = bucketName('excl');
    await openCreateForm(page);

    await page.getByLabel('Bucket name').fill(name);
    await page.getByRole('switch', { name: 'Versioning' }).check();
    await page.getByLabel('Excluded prefixes').fill('tmp/\ncache/');
    await page.getByLabel(/Exclude folders/).check();
    await page.getByRole('button', { name: 'Create Bucket' }).click();

    await expect(page).toHaveURL(new RegExp(`/console/buckets/${name}/admin/summary$`));
    const versioning = JSON.parse(mc('version', 'info', `e2e/${name}`, '--json')).versioning;
    expect(versioning).toMatchObject({
      status: 'Enabled',
      ExcludedPrefixes: ['tmp/', 'cache/'],
      ExcludeFolders: true,
    });
  });

  test('an invalid name shows the reason and cannot be sent', async ({ page }) => {
    await openCreateForm(page);

    await page.getByLabel('Bucket name').fill('Bad_Name');
    await expect(
      page.getByText('"B" is not allowed: use lowercase letters, digits, dots (.) and hyphens (-)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Bucket' })).toBeDisabled();

    await page.getByLabel('Bucket name').fill('192.168.1.1');
    await expect(page.getByText('A bucket name cannot contain an IP address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Bucket' })).toBeDisabled();
  });

  test('a name that exists shows MinIO’s answer and keeps the form', async ({ page }) => {
    const name = bucketName('taken');
    mc('mb', `e2e/${name}`);
    await openCreateForm(page);

    await page.getByLabel('Bucket name').fill(name);
    await page.getByRole('switch', { name: 'Versioning' }).check();
    await page.getByRole('button', { name: 'Create Bucket' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Bucket already exists');
    await alert.getByRole('button', { name: 'Details' }).click();
    await expect(alert).toContainText('you already own it');
    await expect(page.getByLabel('Bucket name')).toHaveValue(name);
    await expect(page.getByRole('switch', { name: 'Versioning' })).toBeChecked();
    expect(mc('version', 'info', `e2e/${name}`)).not.toContain('versioning is enabled');
  });

  test('the server refuses a half-applicable request before creating anything', async ({ page }) => {
    await logInAsRoot(page, 'buckets');
    await expectPage(page, '/buckets', 'Buckets');
    const refusals: [string, object, string][] = [
      [
        bucketName('noloc'),
        { retention: { mode: 'compliance', unit: 'days', validity: 1 } },
        'A default retention needs object locking',
      ],
      [
        bucketName('lockex'),
        { locking: true, versioning: { enabled: true, excludePrefixes: ['tmp/'] } },
        'not allowed on a bucket with object locking',
      ],
      [
        bucketName('noquota'),
        { quota: { enabled: true, quota_type: 'hard', amount: 0 } },
        'more than 0 bytes',
      ],
    ];
    for (const [name, settings, message] of refusals) {
      const answer = await page.request.post('api/v1/buckets', { data: { name, ...settings } });
      expect(answer.status()).toBe(400);
      expect((await answer.json()).message).toContain(message);
      expect(listedBuckets()).not.toContain(`${name}/`);
    }
  });
});

test.describe('deleting a bucket', () => {
  async function confirmDelete(page: Page, name: string, { force }: { force: boolean }) {
    const deleteButton = page.getByRole('button', { name: `Delete bucket ${name}` });
    // MinIO lists a bucket made a moment ago (with mc) a little later: refresh as a user would.
    await expect(async () => {
      if (!(await deleteButton.isVisible())) await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(deleteButton).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: `Delete bucket ${name}?` });
    await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
    if (force) await dialog.getByRole('checkbox', { name: /Delete everything in it/ }).check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    return dialog;
  }

  test('a non-empty bucket is refused without force and removed with it, versions and all', async ({
    page,
  }) => {
    const name = bucketName('full-del');
    mc('mb', `e2e/${name}`);
    mc('version', 'enable', `e2e/${name}`);
    for (const content of ['one', 'two']) {
      mc('cp', '--quiet', 'package.json', `e2e/${name}/docs/${content}.json`);
    }
    mc('rm', `e2e/${name}/docs/one.json`);
    await logInAsRoot(page, `buckets?filter=${name}`);

    const dialog = await confirmDelete(page, name, { force: false });
    await expect(dialog.getByRole('alert')).toContainText('The bucket is not empty');
    expect(listedBuckets()).toContain(`${name}/`);

    await dialog.getByRole('checkbox', { name: /Delete everything in it/ }).check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
    expect(listedBuckets()).not.toContain(`${name}/`);
  });

  test('an empty bucket goes without force', async ({ page }) => {
    const name = bucketName('empty-del');
    mc('mb', `e2e/${name}`);
    await logInAsRoot(page, `buckets?filter=${name}`);

    const dialog = await confirmDelete(page, name, { force: false });

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
    expect(listedBuckets()).not.toContain(`${name}/`);
  });
});

test.describe('a user limited to one bucket', () => {
  const user = `e2e-one-${run}`;
  const secret = 'e2e-one-bucket-secret';
  const policy = `e2e-one-bucket-${run}`;
  const own = bucketName('own');
  const other = bucketName('other');

  test.beforeAll(() => {
    mc('mb', `e2e/${own}`);
    mc('mb', `e2e/${other}`);
    const resources = [`arn:aws:s3:::${own}`, `arn:aws:s3:::${own}/*`];
    const document = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:*'], Resource: resources }],
    };
    mkdirSync(E2E.consoleDataDir, { recursive: true });
    const file = `${E2E.consoleDataDir}/${policy}.json`;
    writeFileSync(file, JSON.stringify(document));
    mc('admin', 'policy', 'create', 'e2e', policy, file);
    mc('admin', 'user', 'add', 'e2e', user, secret);
    mc('admin', 'policy', 'attach', 'e2e', policy, '--user', user);
  });

  test.afterAll(() => {
    mc('admin', 'user', 'rm', 'e2e', user);
    mc('admin', 'policy', 'rm', 'e2e', policy);
  });

  test('sees only that bucket, and MinIO refuses it another one', async ({ page }) => {
    await page.goto('buckets');
    await logIn(page, user, secret);
    await expectPage(page, '/buckets', 'Buckets');

    await expect(page.getByRole('rowheader')).toHaveText([own]);
    await expect(page.getByText('1 bucket', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `Manage ${own}` }).click();
    const tabs = page.getByRole('navigation', { name: 'Bucket settings' });
    await expect(tabs.getByRole('link', { name: 'Summary' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Access' })).toHaveCount(0);

    await page.goto('add-bucket');
    await page.getByLabel('Bucket name').fill(bucketName('denied'));
    await page.getByRole('button', { name: 'Create Bucket' }).click();
    await expect(page.getByRole('alert')).toContainText('Access Denied');
    expect(listedBuckets()).not.toContain(`${bucketName('denied')}/`);
  });
});

test.describe('a user who may create buckets but not set quotas', () => {
  const user = `e2e-s3only-${run}`;
  const secret = 'e2e-s3only-secret';

  test.beforeAll(() => {
    mc('admin', 'user', 'add', 'e2e', user, secret);
    mc('admin', 'policy', 'attach', 'e2e', 'readwrite', '--user', user);
  });

  test.afterAll(() => {
    mc('admin', 'user', 'rm', 'e2e', user);
  });

  test('sees MinIO refuse the quota, and the half-created bucket removed again', async ({ page }) => {
    const name = bucketName('rollback');
    await page.goto('add-bucket');
    await logIn(page, user, secret);
    await expectPage(page, '/add-bucket', 'Create Bucket');

    await page.getByLabel('Bucket name').fill(name);
    await page.getByRole('switch', { name: 'Quota' }).check();
    await page.getByRole('button', { name: 'Create Bucket' }).click();

    await expect(page.getByRole('alert')).toContainText('Access Denied');
    await expect(page.getByLabel('Bucket name')).toHaveValue(name);
    expect(listedBuckets()).not.toContain(`${name}/`);
  });
});
