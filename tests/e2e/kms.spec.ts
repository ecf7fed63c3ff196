import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { type Mc, mcFor } from '../../server/test-support/mc.ts';
import { KMS_MESSAGES, KMS_OPERATIONS } from '../../src/contract/kms.ts';
import { E2E } from './environment.ts';
import { logIn, mainMenu } from './support.ts';

/**
 * The KMS screen over a MinIO of its own whose KMS is a static key (the shared test MinIO has none), with a
 * console server of its own in front of it; effects checked with mc.
 */

const MINIO_PORT = 9640;
const CONSOLE_PORT = 9645;
const ROOT = { user: 'srk-kms-e2e-root', password: 'srk-kms-e2e-secret' };
const KEY = 'srk-journey-key';
const BUCKET = 'srk-encrypted';
const workDir = mkdtempSync(join(tmpdir(), 'srk-kms-e2e-'));

let minio: RunningMinio;
let server: ConsoleProcess;
let mc: Mc;

test.beforeAll(async () => {
  minio = await startMinio({
    binary: E2E.minioBinary,
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
    env: { MINIO_KMS_SECRET_KEY: `${KEY}:${randomBytes(32).toString('base64')}` },
  });
  server = await startConsoleProcess({
    port: CONSOLE_PORT,
    minioServer: minio.endpoint,
    dataDir: join(workDir, 'console'),
    serverEntry: `${E2E.distDir}/server/main.js`,
    staticDir: `${E2E.distDir}/app`,
    subPath: E2E.subPath,
  });
  mc = mcFor(minio.endpoint, ROOT.user, ROOT.password, E2E.mcBinary);
  mc.run(['mb', `${mc.alias}/${BUCKET}`]);
});

test.afterAll(async () => {
  mc?.dispose();
  await server?.stop();
  await minio?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function logInHere(page: Page) {
  await page.goto(`${server.url}/login`);
  await logIn(page, ROOT.user, ROOT.password);
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
