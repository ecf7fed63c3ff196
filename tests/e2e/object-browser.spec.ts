import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

/** A bucket unique to this run, so a MinIO kept between runs never has it already. */
const bucket = `e2e-browse-${Date.now().toString(36)}`;

/** Writes an object with mc, its content given on stdin. */
function put(key: string, content: string): void {
  const endpoint = new URL(E2E.minioEndpoint);
  execFileSync(E2E.mcBinary, ['--no-color', 'pipe', `e2e/${bucket}/${key}`], {
    input: content,
    env: {
      ...process.env,
      MC_HOST_e2e: `${endpoint.protocol}//${encodeURIComponent(E2E.rootUser)}:${encodeURIComponent(E2E.rootPassword)}@${endpoint.host}`,
      MC_CONFIG_DIR: `${E2E.consoleDataDir}/mc`,
    },
    timeout: 60_000,
  });
}

const HOSTILE_NAMES = [
  '<img src=x onerror=alert(1)>.txt',
  '😀 smile.txt',
  'שלום עולם.txt',
  'with space.txt',
  'hash#.txt',
  'pct%41.txt',
  'what?.txt',
  'plus+sign.txt',
];
const NESTED = 'a b/c#d/deep.txt';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A moment as a `datetime-local` input takes it: the browser's (and this machine's) local time. */
function localDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

let between: Date;

test.beforeAll(async () => {
  mc('mb', '--with-versioning', `e2e/${bucket}`);
  for (const name of HOSTILE_NAMES) put(name, `content of ${name}`);
  put(NESTED, 'deep down');
  put('history/r.txt', 'one');
  put('history/gone.txt', 'soon deleted');
  // MinIO stamps versions to the millisecond; a second either side of the moment keeps them clearly apart.
  await sleep(1500);
  between = new Date();
  await sleep(1500);
  put('history/r.txt', 'two, longer');
  put('history/new.txt', 'created later');
  mc('rm', `e2e/${bucket}/history/gone.txt`);
});

test.afterAll(() => {
  mc('rb', '--force', `e2e/${bucket}`);
});

const browse = (folder = '') => `buckets/${bucket}/browse${folder ? `/${folder}` : ''}`;

async function openAsRoot(page: Page, path: string) {
  await page.goto(path);
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table');
/** The row of an object, found by its name (a deleted one also says "Deleted"). */
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

test('hostile names are listed as plain text, and folders open with the browser history working', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openAsRoot(page, browse());

  for (const name of HOSTILE_NAMES) await expect(row(page, name)).toBeVisible();
  await expect(table(page).locator('img')).toHaveCount(0);
  await expect(row(page, '<img src=x onerror=alert(1)>.txt')).toContainText(
    '<img src=x onerror=alert(1)>.txt',
  );

  await page.getByRole('link', { name: 'a b/' }).click();
  await page.getByRole('link', { name: 'c#d/' }).click();
  await expect(row(page, 'deep.txt')).toBeVisible();
  await expect(page).toHaveURL(/\/browse\/a%20b\/c%23d$/);
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('a b/c#d');

  await page.goBack();
  await expect(page.getByRole('link', { name: 'c#d/' })).toBeVisible();
  await page.goBack();
  await expect(row(page, 'what?.txt')).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(row(page, 'deep.txt')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a deep link opens its folder', async ({ page }) => {
  await openAsRoot(page, browse('a%20b/c%23d'));

  await expect(row(page, 'deep.txt')).toBeVisible();
  await expect(page.getByRole('link', { name: 'c#d', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('search finds a nested object from the bucket root', async ({ page }) => {
  await openAsRoot(page, browse());

  await page.getByLabel('Search sub-folders').fill('DEEP');

  await expect(page.getByRole('status').filter({ hasText: 'Search done' })).toContainText('1 match');
  await expect(row(page, NESTED)).toBeVisible();
});

test('show deleted objects reveals delete markers', async ({ page }) => {
  expect(mc('ls', '--versions', `e2e/${bucket}/history/gone.txt`)).toMatch(/DEL\s+gone\.txt/);
  await openAsRoot(page, browse('history'));
  await expect(row(page, 'r.txt')).toBeVisible();
  await expect(row(page, 'gone.txt')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Show deleted objects' }).check();

  await expect(row(page, 'gone.txt')).toContainText('Deleted');
  await expect(row(page, 'r.txt')).toContainText('2'); // two versions
});

test('rewind shows the folder as it was at a moment, as mc does', async ({ page }) => {
  await openAsRoot(page, browse('history'));
  await expect(row(page, 'new.txt')).toBeVisible();
  await expect(row(page, 'r.txt')).toContainText('11 B');

  await page.getByRole('button', { name: 'Rewind…' }).click();
  await page.getByLabel('Show the bucket as it was at').fill(localDateTime(between));
  await page.getByRole('button', { name: 'Show' }).click();

  await expect(page.getByText(`Showing ${bucket} as it was at`)).toBeVisible();
  await expect(row(page, 'r.txt')).toContainText('3 B');
  await expect(row(page, 'gone.txt')).toBeVisible();
  await expect(row(page, 'new.txt')).toHaveCount(0);
  const rewound = mc('ls', '--rewind', between.toISOString(), `e2e/${bucket}/history/`);
  expect(rewound).toMatch(/3B.*r\.txt/);
  expect(rewound).toContain('gone.txt');
  expect(rewound).not.toContain('new.txt');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(row(page, 'new.txt')).toBeVisible();
});
