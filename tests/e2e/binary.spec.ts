import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

/**
 * The self-contained binary (`npm run build:binary`), copied alone into an empty folder and started there
 * against the real MinIO under /console/, with CONSOLE_STATIC_DIR pointing at an empty folder: what it serves
 * comes from inside it. MinIO's encrypted answers (the users list) prove its embedded Argon2id worker.
 */

const BINARY = `${E2E.distDir}/minio-console`;
const CONSOLE_PORT = Number(process.env.E2E_BINARY_CONSOLE_PORT ?? 9725);
const run = Date.now().toString(36);
const BUCKET = `e2e-binary-${run}`;
const USER = `e2e-binary-${run}`;
const workDir = mkdtempSync(join(tmpdir(), 'binary-e2e-'));

let server: ConsoleProcess;

test.beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`npm run build:binary\` first`);
  const alone = join(workDir, 'bin');
  const emptyApp = join(workDir, 'no-app');
  mkdirSync(alone);
  mkdirSync(emptyApp);
  copyFileSync(BINARY, join(alone, 'minio-console'));
  mc('mb', `e2e/${BUCKET}`);
  mc('pipe', `e2e/${BUCKET}/reports/2026.txt`, { input: 'made with mc' });
  mc('admin', 'user', 'add', 'e2e', USER, 'binary-user-secret');
  server = await startConsoleProcess({
    binary: join(alone, 'minio-console'),
    port: CONSOLE_PORT,
    minioServer: E2E.minioEndpoint,
    dataDir: join(workDir, 'console'),
    staticDir: emptyApp,
    subPath: E2E.subPath,
    env: { CONSOLE_SUBNET_URL: E2E.noOutsideService, CONSOLE_RELEASES_URL: E2E.noOutsideService },
  });
});

test.afterAll(async () => {
  await server?.stop();
  try {
    mc('rb', '--force', `e2e/${BUCKET}`);
    mc('admin', 'user', 'remove', 'e2e', USER);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
});

test('the binary serves the console under a sub-path: log in, browse a bucket, upload', async ({ page }) => {
  await page.goto(`${server.url}/buckets/${BUCKET}/browse`);
  await logIn(page);
  await expect(page).toHaveURL(`${server.url}/buckets/${BUCKET}/browse`);

  await page.getByRole('link', { name: 'reports/' }).click();
  await expect(page.getByRole('table').getByRole('button', { name: '2026.txt', exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/buckets/${BUCKET}/browse/reports`);

  await page.getByLabel('Files to upload').setInputFiles({
    name: 'from-the-binary.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('uploaded through the binary'),
  });
  await expect(page.getByRole('table').getByRole('button', { name: 'from-the-binary.txt' })).toBeVisible();
  expect(mc('cat', `e2e/${BUCKET}/reports/from-the-binary.txt`)).toBe('uploaded through the binary');
});

test('the binary decrypts MinIO admin answers: users made with mc are listed', async ({ page }) => {
  await page.goto(`${server.url}/identity/users`);
  await logIn(page);
  await expect(page.getByRole('rowheader', { name: USER })).toBeVisible();
});
