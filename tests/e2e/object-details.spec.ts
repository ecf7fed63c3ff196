import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

/** The object details panel against a real MinIO; every effect is checked with `mc`. */

const suffix = Date.now().toString(36);
const VERSIONED = `e2e-details-${suffix}`;
const LOCKED = `e2e-details-lock-${suffix}`;
const READER = `e2e-reader-${suffix}`;
const READER_SECRET = 'e2e-reader-secret';
const READER_POLICY = `e2e-look-only-${suffix}`;
const KEY = 'notes #1 + é.txt';

const scratch = mkdtempSync(join(tmpdir(), 'e2e-details-'));

/** Copies `content` to the object with `mc cp`, as a user would. */
function copy(bucket: string, key: string, content: string): void {
  const file = join(scratch, 'upload');
  writeFileSync(file, content);
  mc('cp', file, `e2e/${bucket}/${key}`);
}

const mcJson = <T>(...args: string[]): T => JSON.parse(mc('--json', ...args)) as T;
const mcJsonLines = <T>(...args: string[]): T[] =>
  mc('--json', ...args)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

interface ListedVersion {
  versionId: string;
  /** Counts up from the oldest version. */
  versionOrdinal: number;
}
/** The object's versions, newest first. */
const versionsOf = (bucket: string, key: string) =>
  mcJsonLines<ListedVersion>('ls', '--versions', `e2e/${bucket}/${key}`).sort(
    (a, b) => b.versionOrdinal - a.versionOrdinal,
  );

/** What a user who may only look is allowed: list and read objects, their versions, tags and locks. */
const LOOK_ONLY_POLICY = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Action: [
        's3:ListAllMyBuckets',
        's3:GetBucketLocation',
        's3:ListBucket',
        's3:ListBucketVersions',
        's3:GetBucketObjectLockConfiguration',
        's3:GetBucketVersioning',
        's3:GetObject',
        's3:GetObjectVersion',
        's3:GetObjectTagging',
        's3:GetObjectVersionTagging',
        's3:GetObjectLegalHold',
        's3:GetObjectRetention',
      ],
      Resource: ['arn:aws:s3:::*'],
    },
  ],
};

test.beforeAll(() => {
  mc('mb', '--with-versioning', `e2e/${VERSIONED}`);
  mc('mb', '--with-lock', `e2e/${LOCKED}`);
  const policy = join(scratch, 'policy.json');
  writeFileSync(policy, JSON.stringify(LOOK_ONLY_POLICY));
  mc('admin', 'policy', 'create', 'e2e', READER_POLICY, policy);
  mc('admin', 'user', 'add', 'e2e', READER, READER_SECRET);
  mc('admin', 'policy', 'attach', 'e2e', READER_POLICY, '--user', READER);
});

test.afterAll(() => {
  mc('rb', '--force', `e2e/${VERSIONED}`);
  // MinIO refuses to force-delete a locked bucket: its versions go first, held ones released.
  mc('legalhold', 'clear', '--recursive', '--versions', `e2e/${LOCKED}`);
  mc('rm', '--recursive', '--versions', '--force', '--bypass', `e2e/${LOCKED}`);
  mc('rb', `e2e/${LOCKED}`);
  mc('admin', 'user', 'remove', 'e2e', READER);
  mc('admin', 'policy', 'remove', 'e2e', READER_POLICY);
});

/** Logs in and opens the object's details from the browser listing of its folder. */
async function openDetails(page: Page, bucket: string, key: string, as?: [string, string]) {
  await page.goto(`buckets/${bucket}/browse`);
  await logIn(page, ...(as ?? []));
  await page.getByRole('table').getByRole('button', { name: key, exact: true }).click();
  const panel = page.getByRole('complementary', { name: key });
  await expect(panel).toBeVisible();
  return panel;
}

const tab = async (panel: Locator, name: string | RegExp) => {
  await panel.getByRole('tab', { name }).click();
  return panel.getByRole('tabpanel');
};

const confirmIn = (page: Page, dialogName: string, button: string) =>
  page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: button }).click();

test('versions: restore the first as the latest, delete one, then every non-current one', async ({
  page,
}) => {
  copy(VERSIONED, KEY, 'first content');
  copy(VERSIONED, KEY, 'second content');
  const [second, first] = versionsOf(VERSIONED, KEY);
  const panel = await openDetails(page, VERSIONED, KEY);

  const versions = await tab(panel, 'Versions (2)');
  await versions.getByRole('button', { name: `Restore version ${first?.versionId}` }).click();
  await expect(panel.getByRole('tab', { name: 'Versions (3)' })).toBeVisible();
  expect(mc('cat', `e2e/${VERSIONED}/${KEY}`)).toBe('first content');

  await versions.getByRole('button', { name: `Delete version ${second?.versionId}` }).click();
  await confirmIn(page, 'Delete version', 'Delete');
  await expect(panel.getByRole('tab', { name: 'Versions (2)' })).toBeVisible();
  expect(versionsOf(VERSIONED, KEY).map((version) => version.versionId)).not.toContain(second?.versionId);

  await versions.getByRole('button', { name: 'Delete non-current versions' }).click();
  await confirmIn(page, 'Delete non-current versions', 'Delete');
  await expect(panel.getByRole('tab', { name: 'Versions (1)' })).toBeVisible();
  expect(versionsOf(VERSIONED, KEY)).toHaveLength(1);
  expect(mc('cat', `e2e/${VERSIONED}/${KEY}`)).toBe('first content');
});

test('a share link downloads the object without a session', async ({ page }) => {
  copy(VERSIONED, 'shared.txt', 'shared with a plain HTTP client');
  const panel = await openDetails(page, VERSIONED, 'shared.txt');

  const share = await tab(panel, 'Share');
  await share.getByRole('textbox', { name: 'Hours' }).fill('1');
  await share.getByRole('textbox', { name: 'Days' }).fill('0');
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByRole('textbox', { name: 'Share link' }).inputValue();

  expect(link.startsWith(`${E2E.consoleUrl}api/v1/download-shared-object/`)).toBe(true);
  const response = await fetch(link);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('shared with a plain HTTP client');
});

test('tags are replaced as a set', async ({ page }) => {
  copy(VERSIONED, 'tagged.txt', 'tag me');
  const panel = await openDetails(page, VERSIONED, 'tagged.txt');

  const tags = await tab(panel, 'Tags');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await tags.getByRole('group', { name: 'Tag 1' }).getByLabel('Key').fill('project');
  await tags.getByRole('group', { name: 'Tag 1' }).getByLabel('Value').fill('apollo 11');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await tags.getByRole('group', { name: 'Tag 2' }).getByLabel('Key').fill('owner');
  await tags.getByRole('group', { name: 'Tag 2' }).getByLabel('Value').fill('ops');
  await tags.getByRole('button', { name: 'Save tags' }).click();
  await expect(tags.getByRole('status')).toHaveText('Tags saved.');

  expect(
    mcJson<{ tagset?: Record<string, string> }>('tag', 'list', `e2e/${VERSIONED}/tagged.txt`).tagset,
  ).toEqual({
    project: 'apollo 11',
    owner: 'ops',
  });
});

test('a legal hold is turned on and off', async ({ page }) => {
  copy(LOCKED, 'held.csv', 'a,b\n1,2\n');
  const panel = await openDetails(page, LOCKED, 'held.csv');
  const legalHold = (await tab(panel, 'Locking')).getByRole('switch', { name: 'Legal hold' });
  const holdOf = () => mcJson<{ legalhold: string }>('legalhold', 'info', `e2e/${LOCKED}/held.csv`).legalhold;

  await legalHold.click();
  await expect(legalHold).toBeChecked();
  await expect(legalHold).toBeEnabled();
  expect(holdOf()).toBe('ON');

  await legalHold.click();
  await expect(legalHold).not.toBeChecked();
  await expect(legalHold).toBeEnabled();
  expect(holdOf()).toBe('OFF');
});

test('a governance retention is set until a date, then lifted', async ({ page }) => {
  copy(LOCKED, 'ledger.csv', 'a,b\n1,2\n');
  const panel = await openDetails(page, LOCKED, 'ledger.csv');
  const locking = await tab(panel, 'Locking');
  const retentionOf = () =>
    mcJson<{ mode: string; until: string }>('retention', 'info', `e2e/${LOCKED}/ledger.csv`);

  const until = new Date(Date.now() + 2 * 86_400_000);
  until.setSeconds(0, 0);
  await locking.getByRole('radio', { name: /Governance/ }).check();
  await locking.getByLabel('Retain until').fill(localDateTime(until));
  await locking.getByRole('button', { name: 'Set retention' }).click();
  await expect(locking.getByText(/^Governance retention until/)).toBeVisible();
  expect(retentionOf().mode).toBe('GOVERNANCE');
  expect(new Date(retentionOf().until).getTime()).toBe(until.getTime());

  await locking.getByRole('button', { name: 'Clear retention' }).click();
  await confirmIn(page, 'Clear retention', 'Clear retention');
  await expect(locking.getByText('No retention: the version can be deleted.')).toBeVisible();
  expect(retentionOf().mode).toBe('');
});

test('a user who may only look sees no control that changes the object', async ({ page }) => {
  copy(LOCKED, 'report.txt', 'look, do not touch');
  mc('tag', 'set', `e2e/${LOCKED}/report.txt`, 'team=audit');
  const panel = await openDetails(page, LOCKED, 'report.txt', [READER, READER_SECRET]);

  await expect(panel.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create folder' })).toHaveCount(0);
  const tags = await tab(panel, 'Tags');
  await expect(tags.getByText('team: audit')).toBeVisible();
  await expect(tags.getByRole('textbox')).toHaveCount(0);
  const locking = await tab(panel, 'Locking');
  await expect(locking.getByText(/^Off\./)).toBeVisible();
  await expect(locking.getByRole('switch')).toHaveCount(0);
  await expect(locking.getByRole('form', { name: 'Set retention' })).toHaveCount(0);
  const versions = await tab(panel, /^Versions/);
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions.getByRole('button', { name: /Restore|Delete/ })).toHaveCount(0);
});

/** A moment as a `datetime-local` input takes it: the browser's (and this machine's) local time. */
function localDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
