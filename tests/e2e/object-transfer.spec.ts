import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Download, expect, type Page, test } from '@playwright/test';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { PARTS_IN_FLIGHT, partCountFor } from '../../src/contract/object-transfer.ts';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

/** Names unique to this run, so a MinIO kept between runs never has them already. */
const run = Date.now().toString(36);
const BUCKET = `e2e-xfer-${run}`;
const HOSTILE = '<img src=x onerror=alert(1)>.txt';
const EMOJI = 'party 🎉 ok.txt';
const RTL = 'שלום עולם.txt';
const MiB = 1024 * 1024;

/** Local files of this run; made when the tests start (the runner also loads this file just to list them). */
let work = '';

test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'e2e-transfer-'));
  mc('mb', `e2e/${BUCKET}`);
});

test.afterAll(() => {
  mc('rb', '--force', `e2e/${BUCKET}`);
  rmSync(work, { recursive: true, force: true });
});

/** The mc environment of support.ts, for commands whose output is binary. */
function mcEnv(): NodeJS.ProcessEnv {
  const endpoint = new URL(E2E.minioEndpoint);
  const host = `${endpoint.protocol}//${encodeURIComponent(E2E.rootUser)}:${encodeURIComponent(E2E.rootPassword)}@${endpoint.host}`;
  return { ...process.env, MC_HOST_e2e: host, MC_CONFIG_DIR: `${E2E.consoleDataDir}/mc` };
}

/** SHA-256 of what `mc cat` reads from MinIO, streamed (objects can be a GiB). */
function mcSha256(key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const cat = spawn(E2E.mcBinary, ['cat', `e2e/${BUCKET}/${key}`], { env: mcEnv() });
    const hash = createHash('sha256');
    cat.stdout.on('data', (chunk: Buffer) => hash.update(chunk));
    cat.on('error', reject);
    cat.on('close', (code) =>
      code === 0 ? resolve(hash.digest('hex')) : reject(new Error(`mc cat: ${code}`)),
    );
  });
}

function fileSha256(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** A file of `mib` MiB of real data, fast: one random MiB, each copy stamped with its index so no two are equal. */
function bigFile(name: string, mib: number): string {
  const path = join(work, name);
  const block = randomBytes(MiB);
  const fd = openSync(path, 'w');
  for (let index = 0; index < mib; index += 1) {
    block.writeUInt32BE(index, 0);
    writeSync(fd, block);
  }
  return path;
}

function localFile(relativePath: string, content: string | Buffer): string {
  const path = join(work, relativePath);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  return path;
}

const incompleteUploads = () => mc('ls', '--incomplete', '--recursive', `e2e/${BUCKET}`).trim();
const objectSize = (key: string) => JSON.parse(mc('stat', '--json', `e2e/${BUCKET}/${key}`)).size as number;

/** The bucket's page, on the journeys' console or on another one at `consoleUrl`. */
async function openBrowser(page: Page, folder = '', consoleUrl = '') {
  await page.goto(`${consoleUrl && `${consoleUrl}/`}buckets/${BUCKET}/browse/${folder}`);
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Upload file(s)' })).toBeEnabled();
}

/** The object manager's item of a transfer, named by its direction and key. */
const transfer = (page: Page, key: string, direction: 'Upload' | 'Download' = 'Upload') =>
  page
    .getByRole('complementary', { name: 'Uploads and downloads' })
    .getByRole('listitem', { name: `${direction}: ${key}`, exact: true });

async function expectUploaded(page: Page, key: string, timeout = 30_000) {
  await expect(transfer(page, key).getByText(`${BUCKET} · Uploaded`)).toBeVisible({ timeout });
}

const PART_PUT = {
  console: (url: string) => /\/uploads\/[^/]+\/parts\/\d+/.test(url),
  minio: (url: string) =>
    url.startsWith(`${new URL(E2E.minioEndpoint).origin}/`) && /[?&]partNumber=\d+/.test(url),
};

/** Counts the parts stored from now on: PUTs through a console, or straight to MinIO's part URLs. */
const partsStored = (page: Page, where: keyof typeof PART_PUT = 'console') => {
  let count = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && PART_PUT[where](response.url()) && response.ok()) count += 1;
  });
  return () => count;
};

test('files and a nested folder with hostile names are stored as sent and listed as plain text', async ({
  page,
}) => {
  page.on('dialog', () => {
    throw new Error('A name ran as script');
  });
  const files = [
    localFile(`flat/${HOSTILE}`, 'not a script'),
    localFile(`flat/${EMOJI}`, 'emoji 🎉 content'),
    localFile(`flat/${RTL}`, 'תוכן'),
  ];
  localFile(`tree/${RTL.replace('.txt', '')}/deep/${HOSTILE}`, 'deep hostile');
  localFile('tree/top.txt', 'top');

  await openBrowser(page);
  await page.getByLabel('Files to upload').setInputFiles(files);
  await page.getByLabel('Folder to upload').setInputFiles(join(work, 'tree'));

  for (const key of [HOSTILE, EMOJI, RTL, 'tree/top.txt', `tree/שלום עולם/deep/${HOSTILE}`]) {
    await expectUploaded(page, key);
  }
  const listed = mc('ls', '--recursive', `e2e/${BUCKET}`);
  for (const key of [HOSTILE, EMOJI, RTL, 'tree/top.txt', `tree/שלום עולם/deep/${HOSTILE}`]) {
    expect(listed).toContain(key);
  }
  expect(mc('cat', `e2e/${BUCKET}/${HOSTILE}`)).toBe('not a script');
  expect(mc('cat', `e2e/${BUCKET}/${EMOJI}`)).toBe('emoji 🎉 content');
  expect(mc('cat', `e2e/${BUCKET}/tree/שלום עולם/deep/${HOSTILE}`)).toBe('deep hostile');

  const table = page.getByRole('main');
  await expect(table.getByText(HOSTILE, { exact: true })).toBeVisible();
  await expect(table.getByText(RTL, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test.describe('downloads', () => {
  const binary = randomBytes(3 * MiB + 17);

  test.beforeAll(() => {
    const path = localFile('download/data.bin', binary);
    mc('cp', path, `e2e/${BUCKET}/dl/data #1.bin`);
    mc('cp', localFile('download/a.txt', 'alpha'), `e2e/${BUCKET}/dl/sub/a.txt`);
    mc('cp', localFile('download/b.txt', 'beta'), `e2e/${BUCKET}/dl/sub/deeper/b.txt`);
  });

  async function saved(download: Download, name: string): Promise<string> {
    const path = join(work, 'saved', name);
    await download.saveAs(path);
    return path;
  }

  test('one object streams to disk with the same checksum, and a Range gets just those bytes', async ({
    page,
  }) => {
    await openBrowser(page, 'dl/');
    await page.getByRole('checkbox', { name: 'Select data #1.bin' }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe('data #1.bin');
    const path = await saved(download, 'data.bin');
    expect(await fileSha256(path)).toBe(createHash('sha256').update(binary).digest('hex'));
    await expect(
      transfer(page, 'data #1.bin', 'Download').getByText(`${BUCKET} · Handed to the browser`),
    ).toBeVisible();

    const url = `api/v1/buckets/${BUCKET}/objects/download?prefix=${encodeURIComponent('dl/data #1.bin')}`;
    const part = await page.request.get(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${binary.length}`);
    expect(Buffer.from(await part.body()).equals(binary.subarray(1000, 2000))).toBe(true);
  });

  test('a folder and an object download as one zip', async ({ page }) => {
    await openBrowser(page, 'dl/');
    await page.getByRole('checkbox', { name: 'Select sub/' }).check();
    await page.getByRole('checkbox', { name: 'Select data #1.bin' }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 2 items' }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(/^selected_files_\d{8}T\d{6}Z\.zip$/);
    const path = await saved(download, 'selection.zip');
    const entries = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(entries).toEqual(['data #1.bin', 'sub/a.txt', 'sub/deeper/b.txt']);
    expect(execFileSync('unzip', ['-p', path, 'sub/deeper/b.txt'], { encoding: 'utf8' })).toBe('beta');
    await expect(page).toHaveURL(/\/browse\/dl\/?$/);
  });
});

test('a 1 GiB upload survives a network drop and a page reload, and stores exactly the file', async ({
  page,
  context,
}) => {
  test.setTimeout(6 * 60_000);
  const path = bigFile('big.bin', 1024);
  const parts = partCountFor(1024 * MiB);
  const expected = await fileSha256(path);
  const stored = partsStored(page);
  let failedWhileOffline = 0;
  page.on('requestfailed', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/parts/')) failedWhileOffline += 1;
  });

  await openBrowser(page);
  await page.getByLabel('Files to upload').setInputFiles(path);
  await expect.poll(stored, { timeout: 60_000 }).toBeGreaterThanOrEqual(parts / 8);

  // The network drops: the parts sent meanwhile fail and are sent again, with backoff, once it is back.
  await context.setOffline(true);
  await expect.poll(() => failedWhileOffline, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(2_000);
  await context.setOffline(false);
  await expect.poll(stored, { timeout: 120_000 }).toBeGreaterThanOrEqual((3 * parts) / 8);

  // A reload loses the page; choosing the same file again sends only the parts MinIO does not have yet.
  await page.reload();
  await expect(transfer(page, 'big.bin').getByText(/Paused: choose the same file again/)).toBeVisible();
  const sentAfterReload = partsStored(page);
  await page.getByLabel('Files to upload').setInputFiles(path);
  await expectUploaded(page, 'big.bin', 240_000);
  expect(sentAfterReload()).toBeLessThanOrEqual(parts - (3 * parts) / 8 + PARTS_IN_FLIGHT - 1);

  expect(objectSize('big.bin')).toBe(1024 * MiB);
  expect(await mcSha256('big.bin')).toBe(expected);
  expect(incompleteUploads()).toBe('');
  rmSync(path);
});

test('a cancelled upload leaves no parts behind', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  // Ten parts: more than are sent at once, so some are still to go when the first is stored.
  const path = bigFile('cancelled.bin', 640);
  const stored = partsStored(page);
  await openBrowser(page);
  await page.getByLabel('Files to upload').setInputFiles(path);
  await expect.poll(stored, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  expect(incompleteUploads()).toContain('cancelled.bin');

  await transfer(page, 'cancelled.bin').getByRole('button', { name: 'Cancel cancelled.bin' }).click();

  await expect(transfer(page, 'cancelled.bin').getByText(`${BUCKET} · Cancelled`)).toBeVisible();
  await expect.poll(incompleteUploads, { timeout: 15_000 }).toBe('');
  expect(mc('ls', `e2e/${BUCKET}`)).not.toContain('cancelled.bin');
  rmSync(path);
});

test.describe("direct uploads, on a console that knows MinIO's public address", () => {
  let direct: ConsoleProcess;
  const minioOrigin = new URL(E2E.minioEndpoint).origin;

  test.beforeAll(async () => {
    direct = await startConsoleProcess({
      port: E2E.consolePort + 1,
      minioServer: E2E.minioEndpoint,
      dataDir: join(work, 'direct-console'),
      serverEntry: `${E2E.distDir}/server/main.js`,
      staticDir: `${E2E.distDir}/app`,
      subPath: E2E.subPath,
      env: { CONSOLE_MINIO_PUBLIC_URL: minioOrigin },
    });
  });

  test.afterAll(async () => {
    await direct?.stop();
  });

  test('the page may connect to MinIO, and to nothing else', async ({ page }) => {
    const answer = await page.goto(`${direct.url}/login`);
    expect(answer?.headers()['content-security-policy']).toContain(`connect-src 'self' ${minioOrigin};`);
  });

  test('parts go straight to MinIO, a reload resumes there, and the object is the file', async ({ page }) => {
    test.setTimeout(4 * 60_000);
    const path = bigFile('direct.bin', 1024);
    const parts = partCountFor(1024 * MiB);
    const expected = await fileSha256(path);
    const atMinio = partsStored(page, 'minio');
    const throughConsole = partsStored(page);

    await openBrowser(page, '', direct.url);
    await page.getByLabel('Files to upload').setInputFiles(path);
    await expect.poll(atMinio, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(incompleteUploads()).toContain('direct.bin');

    await page.reload();
    await expect(transfer(page, 'direct.bin').getByText(/Paused: choose the same file again/)).toBeVisible();
    const sentAfterReload = partsStored(page, 'minio');
    await page.getByLabel('Files to upload').setInputFiles(path);
    await expectUploaded(page, 'direct.bin', 120_000);

    expect(sentAfterReload()).toBeLessThanOrEqual(parts - 2 + PARTS_IN_FLIGHT - 1);
    expect(throughConsole()).toBe(0);
    expect(objectSize('direct.bin')).toBe(1024 * MiB);
    expect(await mcSha256('direct.bin')).toBe(expected);
    expect(incompleteUploads()).toBe('');
    rmSync(path);
  });
});

test.describe('a user who may read but not write', () => {
  const user = `e2e-xfer-reader-${run}`;
  const secret = 'e2e-xfer-reader-secret';
  const policyName = `e2e-xfer-read-${run}`;

  test.beforeAll(() => {
    const policyFile = join(work, `${policyName}.json`);
    writeFileSync(
      policyFile,
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Action: ['s3:ListBucket', 's3:GetBucketLocation'],
            Resource: [`arn:aws:s3:::${BUCKET}`],
          },
          { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${BUCKET}/*`] },
          { Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] },
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
  });

  test('cannot upload, and is told why', async ({ page }) => {
    await page.goto(`buckets/${BUCKET}/browse/`);
    await logIn(page, user, secret);

    const reason = `You cannot upload to ${BUCKET}: your policy does not allow s3:PutObject there.`;
    await expect(page.getByText(reason)).toBeVisible();
    for (const name of ['Upload file(s)', 'Upload folder']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
      await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(reason);
    }
  });
});
