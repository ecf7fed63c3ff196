import { describe, expect, it } from 'vitest';
import {
  addNotificationEndpointRequestSchema,
  type NotificationService,
  notificationArn,
  serviceOfArnName,
  servicePropertyProblems,
  shownProperties,
  targetPropertyProblems,
} from './notification-endpoints';

describe("each service's own rules", () => {
  it.each<[NotificationService, string, string, boolean]>([
    ['webhook', 'endpoint', 'https://hooks.example.com/minio', true],
    ['webhook', 'endpoint', 'ftp://hooks.example.com/minio', false],
    ['webhook', 'endpoint', 'hooks.example.com', false],
    ['amqp', 'url', 'amqps://user:pw@mq.example.com:5671', true],
    ['amqp', 'url', 'http://mq.example.com:5672', false],
    ['amqp', 'exchange_type', 'fanout', true],
    ['amqp', 'exchange_type', 'broadcast', false],
    ['kafka', 'brokers', '10.0.0.1:9092,10.0.0.2:9092', true],
    ['kafka', 'brokers', 'kafka-one', false],
    ['kafka', 'brokers', '10.0.0.1:70000', false],
    ['mqtt', 'broker', 'tcp://127.0.0.1:1883', true],
    ['mqtt', 'broker', 'http://127.0.0.1:1883', false],
    ['mqtt', 'qos', '2', true],
    ['mqtt', 'qos', '5', false],
    ['nats', 'address', '[::1]:4222', true],
    ['nats', 'address', 'nats.example.com', false],
    ['nsq', 'nsqd_address', 'nsq:4150', true],
    ['redis', 'address', '127.0.0.1:6379', true],
    ['redis', 'address', '127.0.0.1:0', false],
    ['mysql', 'dsn_string', 'user:p@ss@tcp(127.0.0.1:3306)/events?parseTime=true', true],
    ['mysql', 'dsn_string', 'root@tcp(127.0.0.1:3306)/', false],
    ['mysql', 'dsn_string', 'garbage', false],
    ['mysql', 'max_open_connections', '0', false],
    ['postgres', 'connection_string', "host=127.0.0.1 port=5432 dbname=test password='a b'", true],
    ['postgres', 'connection_string', 'postgres://minio@127.0.0.1/events', true],
    ['postgres', 'connection_string', 'garbage', false],
    ['elasticsearch', 'url', 'http://127.0.0.1:9200', true],
    ['elasticsearch', 'queue_dir', '/var/events', true],
    ['elasticsearch', 'queue_dir', 'events', false],
  ])('%s %s=%s is accepted: %s', (service, key, value, accepted) => {
    const problems = servicePropertyProblems(service, { dsn_string: 'root@tcp(h:1)/db', [key]: value });
    expect(problems[key] === undefined).toBe(accepted);
  });

  it('requires a DSN for MySQL, which its help calls optional', () => {
    expect(servicePropertyProblems('mysql', { table: 't' })).toEqual({ dsn_string: 'is required' });
  });
});

const REDIS_HELP = [
  { key: 'enable', type: 'on|off', description: '', optional: false },
  { key: 'address', type: 'address', description: '', optional: false },
  { key: 'key', type: 'string', description: '', optional: false },
  { key: 'format', type: 'namespace*|access', description: '', optional: false },
  { key: 'queue_limit', type: 'number', description: '', optional: true },
];

describe("the rules of MinIO's help for a new target", () => {
  it.each([
    ['all it needs', { address: '127.0.0.1:6379', key: 'k' }, {}],
    [
      'a required key missing (enable and a choice with a default are not)',
      { address: '127.0.0.1:6379' },
      { key: 'is required' },
    ],
    [
      'a key the service does not have',
      { address: 'h:1', key: 'k', nope: '1' },
      { nope: 'not a key of this subsystem' },
    ],
    [
      'a value of the wrong type',
      { address: 'h:1', key: 'k', queue_limit: 'lots' },
      { queue_limit: expect.stringMatching(/whole number/) },
    ],
    [
      'a choice MinIO does not know',
      { address: 'h:1', key: 'k', format: 'journal' },
      { format: 'must be one of namespace, access' },
    ],
  ])('%s', (_, properties, problems) => {
    expect(targetPropertyProblems('redis', REDIS_HELP, properties)).toEqual(problems);
  });
});

describe('the request', () => {
  it.each([
    ['a target name with a colon, which would break its ARN', 'a:b'],
    ['the name of the default target', '_'],
    ['an empty name', ''],
    ['a name past 64 characters', 'x'.repeat(65)],
  ])('refuses %s', (_, accountId) => {
    const request = { service: 'redis', account_id: accountId, properties: { address: 'h:1', key: 'k' } };
    expect(addNotificationEndpointRequestSchema.safeParse(request).success).toBe(false);
  });

  it('names the property a service rule refuses', () => {
    const request = {
      service: 'mqtt',
      account_id: 'm',
      properties: { broker: 'tcp://h:1', topic: 't', qos: '3' },
    };
    const result = addNotificationEndpointRequestSchema.safeParse(request);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['properties.qos']);
  });
});

it('shows no secret: secret keys left out, passwords inside values replaced', () => {
  expect(
    shownProperties({
      endpoint: 'http://h/e',
      auth_token: 't0ken',
      password: 'pw',
      sasl_password: 'pw',
      url: 'amqp://guest:guest@127.0.0.1:5672',
      dsn_string: 'root:s3cret@tcp(127.0.0.1:3306)/test',
      connection_string: "host=h password='a b' dbname=d",
    }),
  ).toEqual({
    endpoint: 'http://h/e',
    url: 'amqp://guest:REDACTED@127.0.0.1:5672',
    dsn_string: 'root:REDACTED@tcp(127.0.0.1:3306)/test',
    connection_string: 'host=h password=REDACTED dbname=d',
  });
});

it('names ARNs as MinIO does (PostgreSQL as postgresql)', () => {
  expect(notificationArn('postgres', 'events')).toBe('arn:minio:sqs::events:postgresql');
  expect(serviceOfArnName('postgresql')).toBe('postgres');
  expect(serviceOfArnName('webhook')).toBe('webhook');
  expect(serviceOfArnName('sqs')).toBeUndefined();
});
