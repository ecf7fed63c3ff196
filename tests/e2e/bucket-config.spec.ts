import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type RunningMinio, startMinio, waitUntilReady } from '../../scripts/lib/minio-server.ts';
import { AdminClient } from '../../server/minio/admin-client.ts';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

/** Ports of the two helpers this journey starts on 127.0.0.1. */
const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 9695);
const REMOTE_PORT = Number(process.env.E2E_REMOTE_MINIO_PORT ?? 9610);
const REMOTE_USER = 'e2e-remote';
const REMOTE_PASSWORD = 'e2e-remote-secret';

const uniqueBucket = (purpose: string) => `e2e-${purpose}-${Date.now().toString(36)}`;

/** A small file to upload with `mc cp`. */
function localFile(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-config-')), name);
  writeFileSync(path, `${name} from the bucket-config journey\n`);
  return path;
}

async function eventually<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function openTab(page: Page, bucketName: string, tab: string, heading: string) {
  await page.goto('login');
  await logIn(page);
  await expect(page).toHaveURL(/\/buckets$/);
  await page.goto(`buckets/${bucketName}/admin/${tab}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('bucket events reach a webhook', () => {
  const bucket = uniqueBucket('events');
  const arn = 'arn:minio:sqs::e2e:webhook';
  const received: Array<{ EventName?: string; Key?: string }> = [];
  let receiver: Server;

  /** MinIO applies a new notification target only after a restart. */
  async function restartMinio() {
    mc('admin', 'service', 'restart', 'e2e', '--json');
    await waitUntilReady(E2E.minioEndpoint);
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (request.method === 'POST' && body) received.push(JSON.parse(body));
        response.end();
      });
    });
    await new Promise<void>((listening) => receiver.listen(WEBHOOK_PORT, '127.0.0.1', listening));
    // MinIO checks that the endpoint answers before it accepts the target.
    mc(
      'admin',
      'config',
      'set',
      'e2e',
      'notify_webhook:e2e',
      `endpoint=http://127.0.0.1:${WEBHOOK_PORT}/hook`,
    );
    await restartMinio();
    mc('mb', `e2e/${bucket}`);
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    mc('rb', '--force', `e2e/${bucket}`);
    mc('admin', 'config', 'reset', 'e2e', 'notify_webhook:e2e');
    await restartMinio();
    await new Promise((closed) => receiver.close(closed));
  });

  test('subscribing to put events in the UI sends each upload to the webhook', async ({ page }) => {
    await openTab(page, bucket, 'events', 'Events');
    await expect(page.getByText('No event notifications')).toBeVisible();

    await page.getByRole('button', { name: 'Subscribe to Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to bucket events' });
    await dialog.getByLabel('Notification target (ARN)').selectOption(arn);
    await dialog.getByLabel('Prefix').fill('incoming/');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Event notifications' })).toContainText('incoming/');

    const listed = mc('event', 'ls', `e2e/${bucket}`, arn);
    expect(listed).toContain('s3:ObjectCreated:*');
    expect(listed).toContain('prefix="incoming/"');

    mc('cp', localFile('photo.jpg'), `e2e/${bucket}/incoming/photo.jpg`);
    const event = await eventually('the webhook event', () =>
      received.find((record) => record.Key === `${bucket}/incoming/photo.jpg`),
    );
    expect(event.EventName).toBe('s3:ObjectCreated:Put');

    await page.getByRole('button', { name: `Delete the PUT notification to ${arn}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete event notification?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No event notifications')).toBeVisible();
    expect(mc('event', 'ls', `e2e/${bucket}`).trim()).toBe('');
  });
});

test.describe('lifecycle rules', () => {
  const bucket = uniqueBucket('ilm');

  test.beforeAll(() => {
    mc('mb', `e2e/${bucket}`);
  });
  test.afterAll(() => {
    mc('rb', '--force', `e2e/${bucket}`);
  });

  const ruleOnServer = () => {
    const answer = JSON.parse(mc('ilm', 'rule', 'ls', `e2e/${bucket}`, '--json'));
    return answer.config.Rules[0];
  };

  test('an expiry rule added, edited and deleted in the UI is what MinIO applies', async ({ page }) => {
    await openTab(page, bucket, 'lifecycle', 'Lifecycle');

    await page.getByRole('button', { name: 'Add Lifecycle Rule' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add lifecycle rule' });
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog.getByText('An expiry rule needs expiry days')).toBeVisible();
    await dialog.getByLabel('Prefix').fill('logs/');
    await dialog.getByLabel('Expire objects after (days)').fill('30');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByRole('table', { name: 'Lifecycle rules' })).toContainText('Expire after 30 days');
    expect(ruleOnServer()).toMatchObject({
      Status: 'Enabled',
      Expiration: { Days: 30 },
      Filter: { Prefix: 'logs/' },
    });
    expect(mc('ilm', 'rule', 'ls', `e2e/${bucket}`)).toContain('logs/');

    await page.getByRole('button', { name: /^Edit rule/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit lifecycle rule' });
    await dialog.getByLabel('Expire objects after (days)').fill('45');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'Lifecycle rules' })).toContainText('Expire after 45 days');
    expect(ruleOnServer()).toMatchObject({ Expiration: { Days: 45 }, Filter: { Prefix: 'logs/' } });

    await page.getByRole('button', { name: /^Delete rule/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete lifecycle rule?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No lifecycle rules')).toBeVisible();
    expect(() => mc('ilm', 'rule', 'ls', `e2e/${bucket}`)).toThrow(/lifecycle configuration does not exist/);
  });
});

test.describe('replication to a second MinIO', () => {
  const source = uniqueBucket('src');
  const target = uniqueBucket('dst');
  let remote: RunningMinio;
  let remoteData: string;

  /** mc against the second MinIO (alias "remote"). */
  const mcRemote = (...args: string[]) =>
    execFileSync(E2E.mcBinary, ['--no-color', ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        MC_HOST_remote: `http://${REMOTE_USER}:${REMOTE_PASSWORD}@127.0.0.1:${REMOTE_PORT}`,
        MC_CONFIG_DIR: `${E2E.consoleDataDir}/mc`,
      },
      timeout: 60_000,
    });

  /** The source bucket's rules as mc lists them; none when MinIO has no replication configuration. */
  function rulesOnServer(): Array<{ ID: string; Destination: { Bucket: string } }> {
    try {
      return mc('replicate', 'ls', `e2e/${source}`, '--json')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).rule);
    } catch (error) {
      // With --json, mc reports its errors on stdout.
      if (/replication configuration not set/.test(String((error as { stdout?: string }).stdout))) return [];
      throw error;
    }
  }

  /** The source bucket's remote targets, read with MinIO's admin API (this mc has no command listing them). */
  const targetsOnServer = () =>
    new AdminClient({
      endpoint: E2E.minioEndpoint,
      credentials: { accessKey: E2E.rootUser, secretKey: E2E.rootPassword },
    }).listRemoteTargets(source);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    remoteData = mkdtempSync(join(tmpdir(), 'e2e-remote-minio-'));
    remote = await startMinio({
      binary: E2E.minioBinary,
      dataDir: remoteData,
      port: REMOTE_PORT,
      rootUser: REMOTE_USER,
      rootPassword: REMOTE_PASSWORD,
    });
    mc('mb', `e2e/${source}`);
    mc('version', 'enable', `e2e/${source}`);
    mcRemote('mb', `remote/${target}`);
    mcRemote('version', 'enable', `remote/${target}`);
  });

  test.afterAll(async () => {
    mc('rb', '--force', `e2e/${source}`);
    await remote?.stop();
    rmSync(remoteData, { recursive: true, force: true });
  });

  test('a rule added in the UI replicates objects; wrong keys leave nothing behind', async ({ page }) => {
    test.setTimeout(120_000);
    await openTab(page, source, 'replication', 'Replication');

    await page.getByRole('button', { name: 'Add Replication Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add replication rule' });
    await dialog.getByLabel('Target URL').fill(`127.0.0.1:${REMOTE_PORT}`);
    await dialog.getByLabel('Access key').fill(REMOTE_USER);
    await dialog.getByLabel('Secret key').fill('not-the-remote-secret');
    await dialog.getByLabel('Target bucket').fill(target);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog.getByText('The target URL must start with http:// or https://')).toBeVisible();

    await dialog.getByLabel('Target URL').fill(`http://127.0.0.1:${REMOTE_PORT}`);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Remote service connection error');
    await expect(dialog.getByRole('alert')).toContainText('signature');
    await expect(dialog.getByLabel('Target bucket')).toHaveValue(target);
    expect(rulesOnServer()).toEqual([]);
    expect(await targetsOnServer()).toEqual([]);

    await dialog.getByLabel('Secret key').fill(REMOTE_PASSWORD);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table', { name: 'Replication rules' });
    await expect(table).toContainText(`http://127.0.0.1:${REMOTE_PORT}/${target}`);

    const [rule] = rulesOnServer();
    expect(rule?.Destination.Bucket).toMatch(new RegExp(`^arn:minio:replication::.*:${target}$`));
    expect(mc('replicate', 'ls', `e2e/${source}`)).toContain(target);

    mc('cp', localFile('report.txt'), `e2e/${source}/report.txt`);
    await eventually('the replica on the second MinIO', () => {
      try {
        return mcRemote('stat', `remote/${target}/report.txt`);
      } catch {
        return undefined;
      }
    });

    await page.getByRole('button', { name: 'Delete All Rules' }).click();
    await page
      .getByRole('dialog', { name: 'Delete all replication rules?' })
      .getByRole('button', { name: 'Delete all' })
      .click();
    await expect(page.getByText('No replication rules')).toBeVisible();
    expect(rulesOnServer()).toEqual([]);
    expect(await targetsOnServer()).toEqual([]);
  });
});
