import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { waitUntilReady } from '../../scripts/lib/minio-server.ts';
import {
  amqpReader,
  type EventReader,
  ensureNotificationStores,
  mqttReader,
  mysqlReader,
  natsReader,
  postgresReader,
  redisReader,
  webhookReceiver,
} from '../../server/test-support/notification-services.ts';
import { E2E } from './environment.ts';
import { logIn, mc } from './support.ts';

// A target of each kind added in the UI, MinIO restarted from the restart banner, a bucket subscribed in its
// Events tab: an upload with mc lands in each store, read there. The targets are removed and MinIO restarted
// again, so it runs as before.

const run = Date.now().toString(36);
const ID = `e2e-${run}`;
const bucket = `e2e-notify-${run}`;
const names = {
  table: `ntf_e2e_${run}`,
  key: `ntf-e2e:${run}`,
  exchange: `ntf-e2e-${run}`,
  topic: `ntf-e2e/${run}`,
  subject: `ntf-e2e.${run}`,
};

interface Target {
  title: string;
  service: string;
  arnService: string;
  fields: Record<string, string>;
  reader: () => Promise<EventReader>;
}

let webhook: EventReader & { url: string };

const targets = (): Target[] => [
  {
    title: 'Webhook',
    service: 'webhook',
    arnService: 'webhook',
    fields: { 'endpoint (required)': webhook.url, auth_token: `token-${run}` },
    reader: async () => webhook,
  },
  {
    title: 'PostgreSQL',
    service: 'postgres',
    arnService: 'postgresql',
    fields: {
      'connection_string (required)': 'host=127.0.0.1 port=5432 dbname=test user=postgres sslmode=disable',
      'table (required)': names.table,
      'format (required)': 'access',
    },
    reader: async () => postgresReader(names.table),
  },
  {
    title: 'MySQL',
    service: 'mysql',
    arnService: 'mysql',
    fields: {
      dsn_string: 'root@tcp(127.0.0.1:3306)/test',
      'table (required)': names.table,
      'format (required)': 'access',
    },
    reader: async () => mysqlReader(names.table),
  },
  {
    title: 'Redis',
    service: 'redis',
    arnService: 'redis',
    fields: {
      'address (required)': '127.0.0.1:6379',
      'key (required)': names.key,
      'format (required)': 'access',
    },
    reader: async () => redisReader(names.key),
  },
  {
    title: 'AMQP',
    service: 'amqp',
    arnService: 'amqp',
    fields: {
      'url (required)': 'amqp://guest:guest@127.0.0.1:5672',
      exchange: names.exchange,
      exchange_type: 'fanout',
    },
    reader: () => amqpReader(names.exchange),
  },
  {
    title: 'MQTT',
    service: 'mqtt',
    arnService: 'mqtt',
    fields: { 'broker (required)': 'tcp://127.0.0.1:1883', 'topic (required)': names.topic },
    reader: () => mqttReader(names.topic),
  },
  {
    title: 'NATS',
    service: 'nats',
    arnService: 'nats',
    fields: { 'address (required)': '127.0.0.1:4222', 'subject (required)': names.subject },
    reader: () => natsReader(names.subject),
  },
];

const arnOf = (target: Target) => `arn:minio:sqs::${ID}:${target.arnService}`;

async function addInUi(page: Page, target: Target) {
  await page.goto('settings/notification-endpoints/add');
  await page.getByRole('link', { name: new RegExp(`^${target.title}`) }).click();
  const form = page.getByRole('form', { name: `New ${target.title} target` });
  await form.getByLabel('Name (required)').fill(ID);
  for (const [label, value] of Object.entries(target.fields)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await form.getByRole('button', { name: 'Add Target' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Endpoints' })).toBeVisible();
  await expect(rowOf(page, target)).toContainText('Restart needed');
}

const rowOf = (page: Page, target: Target) => page.getByRole('row').filter({ hasText: arnOf(target) });

async function restartFromBanner(page: Page) {
  const banner = page.getByRole('region', { name: 'Restart required' });
  await banner.getByRole('button', { name: 'Restart' }).click();
  await expect(banner).toBeHidden({ timeout: 90_000 });
}

test.describe('notification endpoints', () => {
  let readers: EventReader[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await ensureNotificationStores();
    webhook = await webhookReceiver();
    mc('mb', `e2e/${bucket}`);
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    await Promise.all(readers.map((reader) => reader.close()));
    mc('rb', '--force', `e2e/${bucket}`);
    // Whatever the journey left (it removes its targets itself), so MinIO runs as it did before.
    const left = mc('admin', 'info', 'e2e', '--json').includes(`"${ID}"`);
    if (left) {
      for (const target of targets())
        mc('admin', 'config', 'reset', 'e2e', `notify_${target.service}:${ID}`, '--json');
      mc('admin', 'service', 'restart', 'e2e', '--json');
      await waitUntilReady(E2E.minioEndpoint);
    }
  });

  test('a target of each kind, added in the UI, receives the events of a subscribed bucket', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('login');
    await logIn(page);
    await expect(page).toHaveURL(/\/buckets$/);

    for (const target of targets()) await addInUi(page, target);
    expect(mc('admin', 'config', 'get', 'e2e', 'notify_webhook')).not.toContain(ID);

    await restartFromBanner(page);
    await page.goto('settings/notification-endpoints');
    for (const target of targets()) await expect(rowOf(page, target)).toContainText('Online');

    readers = await Promise.all(targets().map((target) => target.reader()));
    await page.goto(`buckets/${bucket}/admin/events`);
    for (const target of targets()) {
      await page.getByRole('button', { name: 'Subscribe to Event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to bucket events' });
      await dialog.getByLabel('Notification target (ARN)').selectOption(arnOf(target));
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(dialog).toBeHidden();
    }
    const subscribed = mc('event', 'ls', `e2e/${bucket}`);
    for (const target of targets()) expect(subscribed).toContain(arnOf(target));

    const objectKey = `landed-${run}.txt`;
    const file = join(mkdtempSync(join(tmpdir(), 'e2e-notify-')), 'object.txt');
    writeFileSync(file, 'an event\n');
    mc('cp', file, `e2e/${bucket}/${objectKey}`);
    const landed = await Promise.all(readers.map((reader) => reader.waitFor(objectKey, 30_000)));
    for (const message of landed) expect(message).toContain('s3:ObjectCreated:Put');
    expect(landed[0]).toContain(`Bearer token-${run}`);

    await page.goto('settings/notification-endpoints');
    for (const target of targets()) {
      const name = `Remove ${target.title} target ${ID}`;
      await page.getByRole('button', { name }).click();
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('dialog', { name })).toBeHidden();
    }
    mc('event', 'rm', `e2e/${bucket}`, '--force');
    await restartFromBanner(page);
    await page.goto('settings/notification-endpoints');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification Endpoints' })).toBeVisible();
    await expect(page.getByText(ID)).toHaveCount(0);
    expect(mc('admin', 'info', 'e2e', '--json')).not.toContain(`"${ID}"`);
  });
});
