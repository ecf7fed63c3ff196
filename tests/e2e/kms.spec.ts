import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { ConsoleProcess } from '../../server/test-support/console-process.ts';
import type { Mc } from '../../server/test-support/mc.ts';
import { KMS_MESSAGES, KMS_OPERATIONS } from '../../src/contract/kms.ts';
import { type OwnConsole, startOwnConsole } from './own-console.ts';
import { logIn, mainMenu } from './support.ts';

/**
 * The KMS screen over a MinIO of its own whose KMS is a static key (the shared test MinIO has none), with a
 * console server of its own in front of it; effects checked with mc.
 */

const MINIO_PORT = 9640;
const CONSOLE_PORT = 9645;
const KEY = 'srk-journey-key';
const BUCKET = 'srk-encrypted';

let own: OwnConsole;
let server: ConsoleProcess;
let mc: Mc;

test.beforeAll(async () => {
  own = await startOwnConsole({
    name: 'kms',
    minioPort: MINIO_PORT,
    consolePort: CONSOLE_PORT,
    minioEnv: { MINIO_KMS_SECRET_KEY: `${KEY}:${randomBytes(32).toString('base64')}` },
  });
  ({ server, mc } = own);
  mc.run(['mb', `${mc.alias}/${BUCKET}`]);
});

test.afterAll(() => own?.stop());

async function logInHere(page: Page) {
  await page.goto(`${server.url}/login`);
  await logIn(page, own.root.user, own.root.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test('the KMS screen shows the static key and says what such a key cannot do', async ({ page }) => {
  await logInHere(page);
  await mainMenu(page).getByRole('link', { name: 'KMS' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Management' })).toBeVisible();

  const status = card(page, 'Status');
  await expect(status.getByText('MinIO builtin')).toBeVisible();
  await expect(status.getByText(KEY)).toBeVisible();
  await expect(card(page, 'Keys').getByRole('cell', { name: KEY, exact: true })).toBeVisible();
  expect(mc.run(['admin', 'kms', 'key', 'list', mc.alias])).toContain(KEY);

  await card(page, 'Keys')
    .getByRole('button', { name: `Check key ${KEY}` })
    .click();
  await expect(page.getByRole('region', { name: `Check of key ${KEY}` })).toContainText(`${KEY} encrypts`);

  const apis = card(page, 'APIs');
  await expect(apis.getByRole('alert')).toContainText(KMS_MESSAGES.unsupported(KMS_OPERATIONS.apis));
  await expect(apis.getByRole('alert')).toContainText('requested functionality is not supported');

  await card(page, 'Keys').getByRole('button', { name: 'Create Key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Key name').fill('srk-second-key');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText(KMS_MESSAGES.unsupported(KMS_OPERATIONS.createKey));
  await expect(dialog.getByRole('alert')).toContainText('requested functionality is not supported');
  expect(mc.run(['admin', 'kms', 'key', 'list', mc.alias])).not.toContain('srk-second-key');
});

test('a bucket is encrypted by default with the KMS key', async ({ page }) => {
  await logInHere(page);
  await page.goto(`${server.url}/buckets/${BUCKET}/admin/summary`);
  await expectPageHere(page, `/buckets/${BUCKET}/admin/summary`, `Bucket ${BUCKET}`);
  const encryption = card(page, 'Encryption');
  await encryption.getByRole('button', { name: 'Change encryption' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /SSE-KMS/ }).check();
  await dialog.getByLabel('KMS key ID').fill(KEY);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(encryption.getByText(`SSE-KMS with key ${KEY}`)).toBeVisible();
  const info = mc.run(['encrypt', 'info', `${mc.alias}/${BUCKET}`]);
  expect(info).toContain("'sse-kms'");
  expect(info).toContain(KEY);
});

/** `expectPage` for this journey's own console server. */
async function expectPageHere(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(`${server.url}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
