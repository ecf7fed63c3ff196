import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import {
  type AddNotificationEndpointRequest,
  NOTIFICATION_ENDPOINT_MESSAGES,
  type NotificationService,
  notificationArn,
} from '../../src/contract/notification-endpoints.ts';
import { apiCaller, type InProcessConsole, inProcessConsole } from '../test-support/console-app.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';
import {
  amqpReader,
  type EventReader,
  ensureNotificationStores,
  mqttReader,
  mysqlReader,
  type NotificationStore,
  natsReader,
  postgresReader,
  redisReader,
  webhookReceiver,
} from '../test-support/notification-services.ts';

// Targets of every kind reachable on this machine, added through the API to a MinIO of this test's own (adding
// targets takes a restart, which must not hit the shared MinIO), each then proved by an event read where it landed.

const PORT = 9460;
const ROOT = { user: 'ntf-it-root', password: 'ntf-it-root-secret' };
const run = randomBytes(4).toString('hex');
const names = {
  bucket: `ntf-it-${run}`,
  table: `ntf_it_${run}`,
  key: `ntf-it:${run}`,
  exchange: `ntf-it-${run}`,
  topic: `ntf-it/${run}`,
  subject: `ntf-it.${run}`,
};
const workDir = mkdtempSync(join(tmpdir(), 'ntf-it-'));

let minio: RunningMinio;
let server: InProcessConsole;
let cookie: string;
let mc: Mc;
let stores: Set<NotificationStore>;
let readers: EventReader[] = [];

const api = (method: string, path: string, body?: unknown) =>
  apiCaller(server, () => cookie)(method, path, body);

const listed = async () =>
  (await api('GET', '/admin/notification_endpoints')).body.notification_endpoints as {
    service: string;
    account_id: string;
    status: string;
  }[];

const statusOf = async (service: NotificationService, accountId: string) =>
  (await listed()).find((target) => target.service === service && target.account_id === accountId)?.status;

const configText = () => mc.run(['admin', 'config', 'export', mc.alias]);

beforeAll(async () => {
  stores = await ensureNotificationStores();
  minio = await startMinio({
    binary: process.env.MINIO_BINARY ?? '',
    dataDir: workDir,
    port: PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
  });
  server = inProcessConsole(minio.endpoint);
  cookie = await server.login(ROOT.user, ROOT.password);
  mc = mcFor(minio.endpoint, ROOT.user, ROOT.password);
  mc.run(['mb', `${mc.alias}/${names.bucket}`]);
}, 180_000);

afterAll(async () => {
  mc?.dispose();
  server?.dispose();
  await minio?.stop();
  // Once MinIO is gone: a restart would create the tables again.
  await Promise.all(readers.map((reader) => reader.close()));
  rmSync(workDir, { recursive: true, force: true });
});

interface Proof {
  store: NotificationStore | 'webhook';
  request: AddNotificationEndpointRequest;
  reader: () => Promise<EventReader>;
}

const ID = `it-${run}`;
let webhook: EventReader & { url: string };

const proofs = (): Proof[] => [
  {
    store: 'webhook',
    request: {
      service: 'webhook',
      account_id: ID,
      properties: { endpoint: webhook.url, auth_token: `token-${run}` },
    },
    reader: async () => webhook,
  },
  {
    store: 'postgres',
    request: {
      service: 'postgres',
      account_id: ID,
      properties: {
        connection_string: 'host=127.0.0.1 port=5432 dbname=test user=postgres sslmode=disable',
        table: names.table,
        format: 'access',
      },
    },
    reader: async () => postgresReader(names.table),
  },
  {
    store: 'mysql',
    request: {
      service: 'mysql',
      account_id: ID,
      properties: { dsn_string: 'root@tcp(127.0.0.1:3306)/test', table: names.table, format: 'access' },
    },
    reader: async () => mysqlReader(names.table),
  },
  {
    store: 'redis',
    request: {
      service: 'redis',
      account_id: ID,
      properties: { address: '127.0.0.1:6379', key: names.key, format: 'access' },
    },
    reader: async () => redisReader(names.key),
  },
  {
    store: 'amqp',
    request: {
      service: 'amqp',
      account_id: ID,
      properties: {
        url: 'amqp://guest:guest@127.0.0.1:5672',
        exchange: names.exchange,
        exchange_type: 'fanout',
      },
    },
    reader: () => amqpReader(names.exchange),
  },
  {
    store: 'mqtt',
    request: {
      service: 'mqtt',
      account_id: ID,
      properties: { broker: 'tcp://127.0.0.1:1883', topic: names.topic, qos: '1' },
    },
    reader: () => mqttReader(names.topic),
  },
  {
    store: 'nats',
    request: {
      service: 'nats',
      account_id: ID,
      properties: { address: '127.0.0.1:4222', subject: names.subject },
    },
    reader: () => natsReader(names.subject),
  },
];

describe('a target of each kind, added through the console', () => {
  it('is tested by MinIO, awaits a restart, then receives the events of a subscribed bucket', async () => {
    webhook = await webhookReceiver();
    const cases = proofs().filter(({ store }) => store === 'webhook' || stores.has(store));
    for (const { request } of cases) {
      const added = await api('POST', '/admin/notification_endpoints', request);
      expect(added, request.service).toMatchObject({ status: 201, body: { restart: true } });
      expect(JSON.stringify(added.body)).not.toContain(`token-${run}`);
      expect(await statusOf(request.service, ID)).toBe('restart_needed');
    }
    // MinIO shows a new target nowhere but in its history until it restarts.
    expect(mc.run(['admin', 'config', 'get', mc.alias, 'notify_webhook'])).not.toContain(ID);

    expect((await api('POST', '/service/restart', {})).status).toBe(204);
    for (const { request } of cases)
      expect(await statusOf(request.service, ID), request.service).toBe('online');

    readers = await Promise.all(cases.map(({ reader }) => reader()));
    for (const { request } of cases) {
      const configuration = { arn: notificationArn(request.service, ID), events: ['put'] };
      const subscribed = await api('POST', `/buckets/${names.bucket}/events`, { configuration });
      expect(subscribed.status, request.service).toBe(201);
    }
    const events = mc.run(['event', 'ls', `${mc.alias}/${names.bucket}`]);
    for (const { request } of cases) expect(events).toContain(notificationArn(request.service, ID));

    const objectKey = `landed-${run}.txt`;
    const file = join(workDir, 'object.txt');
    writeFileSync(file, 'an event');
    mc.run(['cp', file, `${mc.alias}/${names.bucket}/${objectKey}`]);

    const landed = await Promise.all(readers.map((reader) => reader.waitFor(objectKey)));
    for (const message of landed) expect(message).toContain('s3:ObjectCreated:Put');
    expect(landed[0]).toContain(`Bearer token-${run}`);
  }, 180_000);

  it('is gone once removed and MinIO restarted', async () => {
    const removed = await api('POST', `/configs/notify_redis:${ID}/reset`);
    expect(removed).toMatchObject({ status: 200, body: { restart: true } });
    expect((await api('POST', '/service/restart', {})).status).toBe(204);
    expect(await statusOf('redis', ID)).toBeUndefined();
    expect(() => mc.run(['admin', 'config', 'get', mc.alias, `notify_redis:${ID}`])).toThrow(/no target/);
  }, 120_000);
});

const refusals: [string, AddNotificationEndpointRequest, number, RegExp | string][] = [
  [
    'a webhook URL without http(s)',
    { service: 'webhook', account_id: 'bad-1', properties: { endpoint: 'ftp://127.0.0.1/x' } },
    400,
    'Invalid request',
  ],
  [
    'an AMQP URL of another scheme',
    { service: 'amqp', account_id: 'bad-2', properties: { url: 'http://127.0.0.1:5672' } },
    400,
    'Invalid request',
  ],
  [
    'Kafka brokers that are not host:port',
    { service: 'kafka', account_id: 'bad-3', properties: { brokers: 'kafka-one,kafka-two' } },
    400,
    'Invalid request',
  ],
  [
    'a MySQL target without a DSN',
    { service: 'mysql', account_id: 'bad-4', properties: { table: 't' } },
    400,
    'Invalid request',
  ],
  [
    'a PostgreSQL connection string that is not key=value',
    { service: 'postgres', account_id: 'bad-5', properties: { connection_string: 'garbage', table: 't' } },
    400,
    'Invalid request',
  ],
  [
    'a Redis format MinIO does not know, and no key',
    { service: 'redis', account_id: 'bad-6', properties: { address: '127.0.0.1:6379', format: 'journal' } },
    400,
    NOTIFICATION_ENDPOINT_MESSAGES.invalidProperties,
  ],
  [
    'an MQTT quality of service above 2 (MinIO would take it)',
    {
      service: 'mqtt',
      account_id: 'bad-7',
      properties: { broker: 'tcp://127.0.0.1:1883', topic: 't', qos: '5' },
    },
    400,
    'Invalid request',
  ],
  [
    'a relative queue folder',
    {
      service: 'nats',
      account_id: 'bad-8',
      properties: { address: '127.0.0.1:4222', subject: 's', queue_dir: 'q' },
    },
    400,
    'Invalid request',
  ],
  [
    'a target name with a space',
    { service: 'nsq', account_id: 'a b', properties: { nsqd_address: '127.0.0.1:4150', topic: 't' } },
    400,
    'Invalid request',
  ],
  [
    'an unreachable Kafka (MinIO tests it)',
    { service: 'kafka', account_id: 'down-1', properties: { brokers: '127.0.0.1:9' } },
    400,
    /^error \(down-1:kafka\): .*connection refused/,
  ],
  [
    'an unreachable NSQ',
    { service: 'nsq', account_id: 'down-2', properties: { nsqd_address: '127.0.0.1:9', topic: 't' } },
    400,
    /^error \(down-2:nsq\): dial tcp 127.0.0.1:9: connect: connection refused$/,
  ],
  [
    'an unreachable Elasticsearch',
    { service: 'elasticsearch', account_id: 'down-3', properties: { url: 'http://127.0.0.1:9', index: 'i' } },
    400,
    /^error \(down-3:elasticsearch\): not connected/,
  ],
  [
    'an unreachable webhook',
    { service: 'webhook', account_id: 'down-4', properties: { endpoint: 'http://127.0.0.1:9/events' } },
    400,
    'error (down-4:webhook): dial tcp 127.0.0.1:9: connect: connection refused',
  ],
  [
    'a name its service has (a duplicate ARN)',
    { service: 'nats', account_id: ID, properties: { address: '127.0.0.1:4222', subject: 'other' } },
    409,
    NOTIFICATION_ENDPOINT_MESSAGES.taken('nats', ID),
  ],
];

describe('refused targets', () => {
  it.each(refusals)(
    '%s: refused, and the configuration is unchanged',
    async (_, request, status, message) => {
      const before = configText();
      const listedBefore = await listed();
      const answer = await api('POST', '/admin/notification_endpoints', request);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toMatch(message);
      expect(configText()).toBe(before);
      expect(await listed()).toEqual(listedBefore);
    },
    60_000,
  );
});
