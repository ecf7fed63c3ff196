import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { expectPage, logIn, mc } from './support.ts';

/** The bucket settings tabs against a real MinIO; every effect is checked with `mc`. */

const suffix = Date.now().toString(36);
const BUCKET = `e2e-settings-${suffix}`;
const LOCKED = `e2e-locked-${suffix}`;

const mcJson = <T>(...args: string[]): T => JSON.parse(mc('--json', ...args)) as T;

/** The key of MinIO's KMS, or null when it has none (MinIO then refuses every default encryption). */
function kmsKeyId(): string | null {
  try {
    return mcJson<{ keyId: string }>('admin', 'kms', 'key', 'status', 'e2e').keyId;
  } catch {
    return null;
  }
}

async function openTab(page: Page, bucketName: string, tab: 'summary' | 'prefix' | 'access') {
  await page.goto('login');
  await logIn(page);
  await expectPage(page, '/buckets', 'Buckets');
  await page.goto(`buckets/${bucketName}/admin/${tab}`);
  await expectPage(page, `/buckets/${bucketName}/admin/${tab}`, `Bucket ${bucketName}`);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

async function openDialog(page: Page, cardTitle: string, button: string) {
  await card(page, cardTitle).getByRole('button', { name: button }).click();
  return page.getByRole('dialog');
}

test.describe('bucket settings', () => {
  test.beforeAll(() => {
    mc('mb', `e2e/${BUCKET}`);
    mc('mb', '--with-lock', `e2e/${LOCKED}`);
  });
  test.afterAll(() => {
    mc('rb', '--force', `e2e/${BUCKET}`);
    // Locked objects cannot be removed; the locked bucket stays empty, so a plain remove works.
    mc('rb', `e2e/${LOCKED}`);
  });

  test('tags are added and removed', async ({ page }) => {
    await openTab(page, BUCKET, 'summary');
    const tags = card(page, 'Tags');

    await tags.getByLabel('Tag key').fill('env');
    await tags.getByLabel('Tag value').fill('e2e-test');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await expect(tags.getByText('env: e2e-test')).toBeVisible();
    await tags.getByLabel('Tag key').fill('owner');
    await tags.getByLabel('Tag value').fill('ops');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await expect(tags.getByText('owner: ops')).toBeVisible();
    expect(mcJson<{ tagset?: Record<string, string> }>('tag', 'list', `e2e/${BUCKET}`).tagset).toEqual({
      env: 'e2e-test',
      owner: 'ops',
    });

    await tags.getByRole('button', { name: 'Remove tag owner' }).click();
    await page.getByRole('dialog', { name: 'Remove tag' }).getByRole('button', { name: 'Remove' }).click();
    await expect(tags.getByText('owner: ops')).toBeHidden();
    expect(mcJson<{ tagset?: Record<string, string> }>('tag', 'list', `e2e/${BUCKET}`).tagset).toEqual({
      env: 'e2e-test',
    });
  });

  test('an anonymous read-only rule on public/ is what mc calls download, and deleting it removes it', async ({
    page,
  }) => {
    await openTab(page, BUCKET, 'prefix');

    await page.getByRole('button', { name: 'Add access rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add access rule' });
    await dialog.getByLabel('Prefix').fill('public/');
    await dialog.getByLabel('Access').selectOption('readonly');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const rules = page.getByRole('table', { name: 'Anonymous access rules' });
    await expect(rules.getByRole('row', { name: /public\/.*Read only/ })).toBeVisible();
    expect(mcJson<{ permission: string }>('anonymous', 'get', `e2e/${BUCKET}/public/`).permission).toBe(
      'download',
    );
    expect(mc('anonymous', 'list', `e2e/${BUCKET}`)).toContain(`${BUCKET}/public/* => readonly`);

    await page.getByRole('button', { name: 'Delete rule for public/' }).click();
    await page
      .getByRole('dialog', { name: 'Delete access rule' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No anonymous access')).toBeVisible();
    expect(mcJson<{ permission: string }>('anonymous', 'get', `e2e/${BUCKET}/public/`).permission).toBe(
      'private',
    );
  });

  test('a quota is set, refused below the data stored, and cleared', async ({ page }) => {
    const data = `${E2E.consoleDataDir}/quota-data-${suffix}.bin`;
    writeFileSync(data, Buffer.alloc(2 * 1024 * 1024, 1));
    mc('cp', data, `e2e/${BUCKET}/data.bin`);
    await openTab(page, BUCKET, 'summary');

    let dialog = await openDialog(page, 'Quota', 'Set quota');
    await dialog.getByLabel('Quota size').fill('1');
    await dialog.getByLabel('Quota unit').selectOption('GiB');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Quota').getByText('1.0 GiB')).toBeVisible();
    expect(mc('quota', 'info', `e2e/${BUCKET}`)).toContain('hard quota of 1.0 GiB');

    dialog = await openDialog(page, 'Quota', 'Set quota');
    await dialog.getByLabel('Quota size').fill('1');
    await dialog.getByLabel('Quota unit').selectOption('MiB');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('smaller than the data already stored');
    await expect(dialog.getByLabel('Quota size')).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(mc('quota', 'info', `e2e/${BUCKET}`)).toContain('hard quota of 1.0 GiB');

    dialog = await openDialog(page, 'Quota', 'Set quota');
    await dialog.getByRole('checkbox', { name: "Limit the bucket's size with a hard quota" }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Quota').getByText('None')).toBeVisible();
    expect(mc('quota', 'info', `e2e/${BUCKET}`)).not.toContain('hard quota');
  });

  test('versioning is enabled with excluded prefixes, then suspended', async ({ page }) => {
    await openTab(page, BUCKET, 'summary');

    let dialog = await openDialog(page, 'Versioning', 'Change versioning');
    await dialog.getByRole('checkbox', { name: /versioning enabled/ }).check();
    await dialog.getByLabel('Excluded prefixes').fill('tmp/\ncache/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Versioning').getByText('tmp/, cache/')).toBeVisible();
    const enabled = mcJson<{ versioning: { status: string; excludedPrefixes?: string[] } }>(
      'version',
      'info',
      `e2e/${BUCKET}`,
    );
    expect(enabled.versioning.status).toBe('Enabled');
    expect(mc('version', 'info', `e2e/${BUCKET}`)).toContain('versioning is enabled');

    dialog = await openDialog(page, 'Versioning', 'Change versioning');
    await dialog.getByRole('checkbox', { name: /versioning enabled/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Versioning').getByText('Suspended')).toBeVisible();
    expect(mc('version', 'info', `e2e/${BUCKET}`)).toContain('versioning is suspended');
  });

  test("MinIO's refusal to suspend versioning on a locked bucket is shown, and nothing changes", async ({
    page,
  }) => {
    await openTab(page, LOCKED, 'summary');

    const dialog = await openDialog(page, 'Versioning', 'Change versioning');
    await expect(dialog.getByLabel('Excluded prefixes')).toBeHidden();
    await dialog.getByRole('checkbox', { name: /versioning enabled/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Object Lock configuration is present');
    expect(mc('version', 'info', `e2e/${LOCKED}`)).toContain('versioning is enabled');
  });

  test('the default retention of a locked bucket is set', async ({ page }) => {
    await openTab(page, LOCKED, 'summary');

    const dialog = await openDialog(page, 'Object locking', 'Set default retention');
    await dialog.getByRole('radio', { name: /Governance/ }).check();
    await dialog.getByLabel('Retention validity').fill('2');
    await dialog.getByLabel('Retention unit').selectOption('days');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Object locking').getByText('Governance, 2 days')).toBeVisible();
    const retention = mcJson<{ mode: string; validity: string }>(
      'retention',
      'info',
      '--default',
      `e2e/${LOCKED}`,
    );
    expect(retention).toMatchObject({ mode: 'GOVERNANCE', validity: '2DAYS' });
  });

  test('SSE-S3 and SSE-KMS encryption are turned on and off, or MinIO’s refusal without a KMS is shown', async ({
    page,
  }) => {
    const keyId = kmsKeyId();
    await openTab(page, BUCKET, 'summary');
    const encryption = card(page, 'Encryption');

    let dialog = await openDialog(page, 'Encryption', 'Change encryption');
    await dialog.getByRole('radio', { name: /SSE-S3/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    if (!keyId) {
      await expect(dialog.getByRole('alert')).toContainText('KMS is not configured');
      await expect(dialog.getByRole('radio', { name: /SSE-S3/ })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: /SSE-KMS/ })).toBeHidden();
      expect(() => mc('encrypt', 'info', `e2e/${BUCKET}`)).toThrow(/encryption configuration was not found/);
      return;
    }
    await expect(encryption.getByText(/SSE-S3/)).toBeVisible();
    expect(mc('encrypt', 'info', `e2e/${BUCKET}`)).toContain("'sse-s3' is enabled");

    dialog = await openDialog(page, 'Encryption', 'Change encryption');
    await dialog.getByRole('radio', { name: /SSE-KMS/ }).check();
    await dialog.getByLabel('KMS key ID').fill(keyId);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(encryption.getByText(`SSE-KMS with key ${keyId}`)).toBeVisible();
    expect(mc('encrypt', 'info', `e2e/${BUCKET}`)).toContain(keyId);

    dialog = await openDialog(page, 'Encryption', 'Change encryption');
    await dialog.getByRole('radio', { name: /Disabled/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(encryption.getByText('Disabled')).toBeVisible();
    expect(() => mc('encrypt', 'info', `e2e/${BUCKET}`)).toThrow(/encryption configuration was not found/);
  });

  test('malformed policy JSON is refused before saving; a custom policy is saved as typed', async ({
    page,
  }) => {
    const before = mc('anonymous', 'get-json', `e2e/${BUCKET}`);
    await openTab(page, BUCKET, 'summary');

    const dialog = await openDialog(page, 'Access policy', 'Change access policy');
    await dialog.getByRole('radio', { name: /Custom/ }).check();
    const editor = dialog.getByLabel('Policy JSON');
    await editor.fill('{"Version": "2012-10-17", "Statement": [ {"Effect": "Allow",');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/The policy is not valid JSON/)).toBeVisible();
    await expect(editor).toHaveValue('{"Version": "2012-10-17", "Statement": [ {"Effect": "Allow",');
    expect(mc('anonymous', 'get-json', `e2e/${BUCKET}`)).toBe(before);

    const policy = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${BUCKET}/reports/*`],
        },
      ],
    };
    await editor.fill(JSON.stringify(policy, null, 2));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card(page, 'Access policy').getByText('Custom', { exact: true })).toBeVisible();
    const saved = mcJson<{ anonymous: { Statement: { Action: string[]; Resource: string[] }[] } }>(
      'anonymous',
      'get-json',
      `e2e/${BUCKET}`,
    );
    expect(saved.anonymous.Statement).toEqual([
      expect.objectContaining({ Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${BUCKET}/reports/*`] }),
    ]);

    const privateDialog = await openDialog(page, 'Access policy', 'Change access policy');
    await privateDialog.getByRole('radio', { name: /Private/ }).check();
    await privateDialog.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Access policy').getByText('Private', { exact: true })).toBeVisible();
    expect(mcJson<{ permission: string }>('anonymous', 'get', `e2e/${BUCKET}`).permission).toBe('private');
  });

  test('the Access tab lists the policies and users that reach the bucket', async ({ page }) => {
    const user = `e2e-reader-${suffix}`;
    const policyName = `e2e-read-${suffix}`;
    const policyFile = `${E2E.consoleDataDir}/${policyName}.json`;
    writeFileSync(
      policyFile,
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${BUCKET}/*`] }],
      }),
    );
    mc('admin', 'policy', 'create', 'e2e', policyName, policyFile);
    mc('admin', 'user', 'add', 'e2e', user, 'e2e-reader-secret');
    mc('admin', 'policy', 'attach', 'e2e', policyName, '--user', user);
    try {
      await openTab(page, BUCKET, 'access');
      await expect(
        page.getByRole('list', { name: 'Policies with access' }).getByText(policyName),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Users with access' }).getByText(user)).toBeVisible();
    } finally {
      mc('admin', 'user', 'remove', 'e2e', user);
      mc('admin', 'policy', 'remove', 'e2e', policyName);
    }
  });
});

test.describe('a user limited to one bucket', () => {
  const user = `e2e-limited-${suffix}`;
  const secret = 'e2e-limited-secret';
  const policyName = `e2e-limited-${suffix}`;
  const bucket = `e2e-limited-${suffix}`;

  test.beforeAll(() => {
    mc('mb', `e2e/${bucket}`);
    const policyFile = `${E2E.consoleDataDir}/${policyName}.json`;
    writeFileSync(
      policyFile,
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Action: [
              's3:GetBucketVersioning',
              's3:PutBucketVersioning',
              's3:ListBucket',
              's3:GetBucketLocation',
            ],
            Resource: [`arn:aws:s3:::${bucket}`],
          },
        ],
      }),
    );
    mc('admin', 'policy', 'create', 'e2e', policyName, policyFile);
    mc('admin', 'user', 'add', 'e2e', user, secret);
    mc('admin', 'policy', 'attach', 'e2e', policyName, '--user', user);
  });
  test.afterAll(() => {
    mc('admin', 'user', 'remove', 'e2e', user);
    mc('admin', 'policy', 'remove', 'e2e', policyName);
    mc('rb', '--force', `e2e/${bucket}`);
  });

  test('sees only the tabs and cards it may use; the Anonymous tab URL falls back to the summary', async ({
    page,
  }) => {
    await page.goto('login');
    await logIn(page, user, secret);
    await expectPage(page, '/buckets', 'Buckets');
    await page.goto(`buckets/${bucket}/admin/prefix`);
    await expectPage(page, `/buckets/${bucket}/admin/summary`, `Bucket ${bucket}`);

    const tabs = page.getByRole('navigation', { name: 'Bucket settings' }).getByRole('link');
    await expect(tabs).toHaveText(['Summary']);
    await expect(card(page, 'Versioning').getByRole('button', { name: 'Change versioning' })).toBeVisible();
    for (const hidden of ['Access policy', 'Encryption', 'Quota', 'Tags', 'Object locking']) {
      await expect(card(page, hidden)).toBeHidden();
    }
    await expect(page.getByRole('button', { name: `Delete bucket ${bucket}` })).toBeHidden();
  });
});
