import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { connect as connectNats } from '@nats-io/transport-node';
import { connect as connectAmqp } from 'amqplib';
import mqtt from 'mqtt';

/**
 * The machine's own event stores that notification targets are proved against (127.0.0.1 only): each is
 * started with the machine's command when its port is closed. In CI a store that cannot be started fails the
 * run; elsewhere it is reported as missing, and its tests are skipped.
 */

export type NotificationStore = 'postgres' | 'mysql' | 'redis' | 'amqp' | 'mqtt' | 'nats';

const STORES: Record<NotificationStore, { port: number; start: string }> = {
  postgres: {
    port: 5432,
    start: `pg_ctlcluster --skip-systemctl-redirect ${postgresVersion()} main start`,
  },
  mysql: { port: 3306, start: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd' },
  redis: {
    port: 6379,
    start:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  },
  amqp: { port: 5672, start: 'rabbitmq-server -detached' },
  mqtt: { port: 1883, start: 'mosquitto -d -c /etc/mosquitto/mosquitto.conf' },
  nats: {
    port: 4222,
    start:
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
  },
};

function postgresVersion(): string {
  try {
    return readdirSync('/etc/postgresql')[0] ?? '';
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connectTcp({ host: '127.0.0.1', port, timeout: 1_000 });
    const finish = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });

async function ensureStore(store: NotificationStore): Promise<boolean> {
  const { port, start } = STORES[store];
  if (await portOpen(port)) return true;
  spawnSync('sh', ['-c', start], { stdio: 'ignore', timeout: 60_000 });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(500))
    if (await portOpen(port)) return true;
  return false;
}

/** Whether one store answers, started if it was not; in CI, one that cannot be started throws. */
export async function ensureNotificationStore(store: NotificationStore): Promise<boolean> {
  const up = await ensureStore(store);
  if (!up && process.env.CI === 'true') throw new Error(`The ${store} store could not be started`);
  return up;
}

/** The stores that answer, each started if it was not; in CI, a missing one throws. */
export async function ensureNotificationStores(): Promise<Set<NotificationStore>> {
  const stores = Object.keys(STORES) as NotificationStore[];
  const up = await Promise.all(stores.map(async (store) => [store, await ensureStore(store)] as const));
  const missing = up.filter(([, ok]) => !ok).map(([store]) => store);
  if (missing.length > 0 && process.env.CI === 'true')
    throw new Error(`These event stores could not be started: ${missing.join(', ')}`);
  return new Set(up.filter(([, ok]) => ok).map(([store]) => store));
}

/** What arrived at a destination, read until `found` says it is there or `timeoutMs` passes. */
export interface EventReader {
  /** Resolves with the first message holding `text`; rejects after the time limit. */
  waitFor: (text: string, timeoutMs?: number) => Promise<string>;
  close: () => Promise<void>;
}

const TIMEOUT_MS = 20_000;

/** A reader over messages pushed to it (a subscription). */
function pushedReader(close: () => Promise<void>) {
  const messages: string[] = [];
  const waiters: { text: string; resolve: (message: string) => void }[] = [];
  const push = (message: string) => {
    messages.push(message);
    for (const waiter of waiters.filter((w) => message.includes(w.text))) waiter.resolve(message);
  };
  const waitFor = (text: string, timeoutMs = TIMEOUT_MS) =>
    new Promise<string>((resolve, reject) => {
      const seen = messages.find((message) => message.includes(text));
      if (seen !== undefined) return resolve(seen);
      const timer = setTimeout(
        () => reject(new Error(`no message with ${text} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const arrived = (message: string) => {
        clearTimeout(timer);
        resolve(message);
      };
      waiters.push({ text, resolve: arrived });
    });
  return { push, reader: { waitFor, close } satisfies EventReader };
}

/** A reader that polls a store (a table, a key) with `read`. */
function polledReader(read: () => string, close: () => Promise<void>): EventReader {
  const waitFor = async (text: string, timeoutMs = TIMEOUT_MS) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(300)) {
      const found = read()
        .split('\n')
        .find((line) => line.includes(text));
      if (found !== undefined) return found;
    }
    throw new Error(`nothing with ${text} within ${timeoutMs} ms`);
  };
  return { waitFor, close };
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });

/** Rows of a PostgreSQL table (psql, database `test`); dropped on close. */
export function postgresReader(table: string): EventReader {
  const psql = (sql: string) =>
    run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-At', '-c', sql]);
  return polledReader(
    () => {
      try {
        return psql(`select event_data::text from ${table}`);
      } catch {
        return ''; // MinIO creates the table when it starts the target
      }
    },
    async () => void psql(`drop table if exists ${table}`),
  );
}

/** Rows of a MariaDB table (mariadb CLI, database `test`); dropped on close. */
export function mysqlReader(table: string): EventReader {
  const sql = (text: string) => run('mariadb', ['-h', '127.0.0.1', '-uroot', 'test', '-N', '-e', text]);
  return polledReader(
    () => {
      try {
        return sql(`select event_data from ${table}`);
      } catch {
        return '';
      }
    },
    async () => void sql(`drop table if exists ${table}`),
  );
}

/** The journal under a Redis key (format `access`: a list); deleted on close. */
export function redisReader(key: string): EventReader {
  const cli = (...args: string[]) => run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', ...args]);
  return polledReader(
    () => cli('lrange', key, '0', '-1'),
    async () => void cli('del', key),
  );
}

/** Requests reaching a webhook receiver on 127.0.0.1. */
export async function webhookReceiver(): Promise<EventReader & { url: string }> {
  const server = createServer();
  const { push, reader } = pushedReader(
    () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  );
  server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      push(
        `${request.method} ${request.url} ${request.headers.authorization ?? ''} ${Buffer.concat(chunks)}`,
      );
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...reader, url: `http://127.0.0.1:${port}/events` };
}

/** Messages on a queue of its own bound to a fanout exchange, declared as MinIO declares it (not durable). */
export async function amqpReader(exchange: string): Promise<EventReader> {
  const connection = await connectAmqp('amqp://guest:guest@127.0.0.1:5672');
  const channel = await connection.createChannel();
  await channel.assertExchange(exchange, 'fanout', { durable: false });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, exchange, '');
  const { push, reader } = pushedReader(async () => {
    await channel.deleteExchange(exchange).catch(() => undefined);
    await connection.close();
  });
  await channel.consume(queue, (message) => message && push(message.content.toString()), { noAck: true });
  return reader;
}

/** Messages on an MQTT topic. */
export async function mqttReader(topic: string): Promise<EventReader> {
  const client = await mqtt.connectAsync('mqtt://127.0.0.1:1883', {
    connectTimeout: 5_000,
    reconnectPeriod: 0,
  });
  const { push, reader } = pushedReader(() => client.endAsync());
  client.on('message', (_, payload) => push(payload.toString()));
  await client.subscribeAsync(topic);
  return reader;
}

/** Messages on a NATS subject. */
export async function natsReader(subject: string): Promise<EventReader> {
  const connection = await connectNats({ servers: '127.0.0.1:4222', timeout: 5_000 });
  const { push, reader } = pushedReader(() => connection.close());
  connection.subscribe(subject, {
    callback: (error, message) => {
      if (!error) push(message.string());
    },
  });
  await connection.flush();
  return reader;
}
