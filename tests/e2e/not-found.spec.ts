import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { logIn, mc } from './support.ts';

/** Names unique to this run, so a MinIO kept between runs never has them already. */
const run = Date.now().toString(36);
const bucketName = (what: string) => `nf-${what}-${run}`;

const scratch = mkdtempSync(join(tmpdir(), 'e2e-not-found-'));

/** A bucket holding `docs/notes.txt`, made with mc. */
function bucketWithNotes(what: string): string {
  const name = bucketName(what);
  const file = join(scratch, 'notes.txt');
  writeFileSync(file, 'Notes from the not-found journey.\n');
  mc('mb', `e2e/${name}`);
  mc('cp', file, `e2e/${name}/docs/notes.txt`);
  return name;
}

/** Removes what is left of this run's buckets (the journeys delete most of them themselves). */
test.afterAll(() => {
  const ours = mc('ls', 'e2e')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).at(-1)?.replace(/\/$/, '') ?? '')
    .filter((name) => name.startsWith('nf-') && name.endsWith(`-${run}`));
  for (const name of ours) mc('rb', '--force', `e2e/${name}`);
  rmSync(scratch, { recursive: true, force: true });
});

async function openAsRoot(page: Page, path: string) {
  await page.goto(path);
  await logIn(page);
}

/** The page-wide "not found" of a bucket: its h1 has the focus, and none of the bucket's controls are left. */
async function expectBucketNotFound(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: 'Bucket not found' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Bucket settings' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('an unknown bucket’s address shows "Bucket not found", and the way back to the bucket list', async ({
  page,
}) => {
  await openAsRoot(page, `buckets/${bucketName('never-made')}/browse`);

  await expectBucketNotFound(page);
  await page.getByRole('link', { name: 'Back to all buckets' }).click();
  await expect(page).toHaveURL(/\/console\/buckets$/);
});

test('a bucket deleted with mc while its objects are open turns into "not found" at the next refresh', async ({
  page,
}) => {
  const name = bucketWithNotes('browse');
  await openAsRoot(page, `buckets/${name}/browse/docs`);
  await expect(page.getByRole('button', { name: 'notes.txt', exact: true })).toBeVisible();

  mc('rb', '--force', `e2e/${name}`);
  await page.getByRole('button', { name: 'Refresh' }).click();

  await expectBucketNotFound(page);
});

test('a bucket deleted with mc while its settings are open turns into "not found" on the next tab', async ({
  page,
}) => {
  const name = bucketWithNotes('settings');
  await openAsRoot(page, `buckets/${name}/admin/summary`);
  await expect(page.getByRole('navigation', { name: 'Bucket settings' })).toBeVisible();

  mc('rb', '--force', `e2e/${name}`);
  await page
    .getByRole('navigation', { name: 'Bucket settings' })
    .getByRole('link', { name: 'Events' })
    .click();

  await expectBucketNotFound(page);
});

test('a deep link to a missing object says so, with the way back to the nearest folder that exists', async ({
  page,
}) => {
  const name = bucketWithNotes('object');
  await openAsRoot(page, `buckets/${name}/browse/docs?object=${encodeURIComponent('docs/old/gone.txt')}`);

  const details = page.getByRole('complementary');
  await expect(details.getByRole('heading', { name: 'Object not found' })).toBeVisible();
  await details.getByRole('link', { name: `Back to ${name}/docs/` }).click();

  await expect(page).toHaveURL(new RegExp(`/console/buckets/${name}/browse/docs$`));
  await expect(page.getByRole('button', { name: 'notes.txt', exact: true })).toBeVisible();
});

test('a folder address with nothing under it is "empty or no longer exists", with the way back', async ({
  page,
}) => {
  const name = bucketWithNotes('folder');
  await openAsRoot(page, `buckets/${name}/browse/docs/2099/q1`);

  await expect(page.getByRole('heading', { name: 'This folder is empty or no longer exists' })).toBeFocused();
  await page.getByRole('link', { name: `Back to ${name}/docs/` }).click();

  await expect(page).toHaveURL(new RegExp(`/console/buckets/${name}/browse/docs$`));
  await expect(page.getByRole('button', { name: 'notes.txt', exact: true })).toBeVisible();
});
