import { z } from 'zod/mini';
import { refusedBy } from './checks';
import {
  type ConfigKeyHelp,
  configChoices,
  configKeyNameProblem,
  configTargetProblem,
  keyValueProblem,
  MAX_CONFIG_KEYS,
  MAX_CONFIG_VALUE_LENGTH,
  normaliseConfigValue,
} from './config-values';
import { endpoint } from './endpoint';

/**
 * Notification endpoints (console contract §3.6): MinIO's notification targets, each the configuration
 * `notify_<service>:<account_id>`. MinIO runs a new target only once restarted; removal is
 * `POST /configs/notify_<service>:<account_id>/reset` (configs contract).
 */

export const NOTIFICATION_SERVICES = [
  'webhook',
  'amqp',
  'kafka',
  'mqtt',
  'nats',
  'nsq',
  'mysql',
  'postgres',
  'elasticsearch',
  'redis',
] as const;
export const notificationServiceSchema = z.enum(NOTIFICATION_SERVICES);
export type NotificationService = z.infer<typeof notificationServiceSchema>;

export const NOTIFICATION_SERVICE_TITLES: Readonly<Record<NotificationService, string>> = {
  webhook: 'Webhook',
  amqp: 'AMQP',
  kafka: 'Kafka',
  mqtt: 'MQTT',
  nats: 'NATS',
  nsq: 'NSQ',
  mysql: 'MySQL',
  postgres: 'PostgreSQL',
  elasticsearch: 'Elasticsearch',
  redis: 'Redis',
};

export const isNotificationService = (value: string): value is NotificationService =>
  (NOTIFICATION_SERVICES as readonly string[]).includes(value);

/** The configuration subsystem of a service's targets. */
export const notificationSubsystem = (service: NotificationService) => `notify_${service}` as const;

/** MinIO names PostgreSQL targets `postgresql` in ARNs and in ServerInfo; every other service as its subsystem. */
const ARN_SERVICE_NAMES: Partial<Record<NotificationService, string>> = { postgres: 'postgresql' };

export const arnServiceName = (service: NotificationService): string => ARN_SERVICE_NAMES[service] ?? service;

/** The service of an ARN's (or ServerInfo's) service name, or undefined for one the console does not know. */
export function serviceOfArnName(name: string): NotificationService | undefined {
  const renamed = Object.entries(ARN_SERVICE_NAMES).find(([, arnName]) => arnName === name)?.[0];
  const service = renamed ?? name;
  return isNotificationService(service) ? service : undefined;
}

/** The ARN a bucket subscribes to for a target (no region configured). */
export const notificationArn = (service: NotificationService, accountId: string) =>
  `arn:minio:sqs::${accountId}:${arnServiceName(service)}`;

/**
 * `online` and `offline` as MinIO reports a running target; `restart_needed` for a target added since MinIO
 * started, which it runs only once restarted.
 */
export const NOTIFICATION_ENDPOINT_STATUSES = ['online', 'offline', 'restart_needed'] as const;
export type NotificationEndpointStatus = (typeof NOTIFICATION_ENDPOINT_STATUSES)[number];

export const notificationEndpointSchema = z.object({
  service: z.string(),
  account_id: z.string(),
  status: z.string(),
});
export type NotificationEndpoint = z.infer<typeof notificationEndpointSchema>;

export const listNotificationEndpointsResponseSchema = z.object({
  notification_endpoints: z.nullish(z.array(notificationEndpointSchema)),
  total: z.optional(z.number()),
});
export type ListNotificationEndpointsResponse = z.infer<typeof listNotificationEndpointsResponseSchema>;

// Rules of each service's values, beyond what MinIO's help type of a key says (config-values checks that).

type ValueRule = (value: string) => string | undefined;

const HOST_PORT = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]{0,252}))?:\d{1,5}$/;

function hostPortProblem(value: string): string | undefined {
  const port = Number(value.slice(value.lastIndexOf(':') + 1));
  if (!HOST_PORT.test(value) || port < 1 || port > 65535)
    return 'must be an address such as 127.0.0.1:4222 (host:port, port 1 to 65535)';
  return undefined;
}

const urlWithSchemes =
  (schemes: readonly string[], example: string): ValueRule =>
  (value) => {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\/[^/\s]/i.exec(value)?.[1]?.toLowerCase();
    if (!scheme || !schemes.includes(scheme) || !URL.canParse(value))
      return `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}, such as ${example}`;
    return undefined;
  };

const hostPortList: ValueRule = (value) =>
  value.split(',').some((item) => hostPortProblem(item.trim()) !== undefined)
    ? 'must be a comma-separated list of host:port addresses, such as 10.0.0.1:9092,10.0.0.2:9092'
    : undefined;

/** Go's MySQL DSN: `[user[:password]@][protocol[(address)]]/dbname[?param=value]`, with a database named. */
const MYSQL_DSN = /^(?:\S*@)?(?:[a-z]+(?:\([^()\s]*\))?)?\/[^/?\s]+(?:\?\S*)?$/;
const mysqlDsn: ValueRule = (value) =>
  MYSQL_DSN.test(value) ? undefined : 'must be a DSN such as user:password@tcp(127.0.0.1:3306)/database';

/** lib/pq's connection string: `key=value` pairs (values may be single-quoted), or a postgres:// URL. */
const PG_PAIRS =
  /^\s*[a-z_]+\s*=\s*(?:'(?:[^'\\]|\\.)*'|[^\s']+)(?:\s+[a-z_]+\s*=\s*(?:'(?:[^'\\]|\\.)*'|[^\s']+))*\s*$/;
const pgConnection: ValueRule = (value) =>
  PG_PAIRS.test(value) || /^postgres(ql)?:\/\/\S+$/.test(value)
    ? undefined
    : 'must be key=value pairs such as host=127.0.0.1 port=5432 dbname=events user=minio sslmode=disable';

const oneOf =
  (choices: readonly string[]): ValueRule =>
  (value) =>
    choices.includes(value) ? undefined : `must be one of ${choices.join(', ')}`;

const wholeNumberFrom =
  (min: number, max: number): ValueRule =>
  (value) =>
    /^\d{1,10}$/.test(value) && Number(value) >= min && Number(value) <= max
      ? undefined
      : `must be a whole number from ${min} to ${max}`;

const absolutePath: ValueRule = (value) =>
  value.startsWith('/') ? undefined : "must be an absolute path such as '/home/events'";

/** Every service stages undelivered events in `queue_dir`, which MinIO wants absolute. */
const COMMON_RULES: Readonly<Record<string, ValueRule>> = { queue_dir: absolutePath };

const SERVICE_RULES: Readonly<Record<NotificationService, Readonly<Record<string, ValueRule>>>> = {
  webhook: { endpoint: urlWithSchemes(['http', 'https'], 'http://10.0.0.5:8080/minio/events') },
  amqp: {
    url: urlWithSchemes(['amqp', 'amqps'], 'amqp://user:password@10.0.0.5:5672'),
    exchange_type: oneOf(['direct', 'fanout', 'topic', 'headers']),
    delivery_mode: oneOf(['0', '1', '2']),
  },
  kafka: { brokers: hostPortList, compression_level: wholeNumberFrom(0, 22) },
  mqtt: {
    broker: urlWithSchemes(['tcp', 'ssl', 'tls', 'ws', 'wss'], 'tcp://10.0.0.5:1883'),
    qos: oneOf(['0', '1', '2']),
  },
  nats: { address: hostPortProblem },
  nsq: { nsqd_address: hostPortProblem },
  mysql: { dsn_string: mysqlDsn, max_open_connections: wholeNumberFrom(1, 10_000) },
  postgres: { connection_string: pgConnection, max_open_connections: wholeNumberFrom(1, 10_000) },
  elasticsearch: { url: urlWithSchemes(['http', 'https'], 'http://10.0.0.5:9200') },
  redis: { address: hostPortProblem },
};

/** MinIO's help calls the DSN optional, yet refuses a MySQL target without one ("unspecified port"). */
const ALSO_REQUIRED: Readonly<Partial<Record<NotificationService, readonly string[]>>> = {
  mysql: ['dsn_string'],
};

/** A property's problem by its key; absent keys have none. */
export type PropertyProblems = Record<string, string>;

/** What the service's own rules find wrong with the values given (empty values are left to `required`). */
export function servicePropertyProblems(
  service: NotificationService,
  properties: Readonly<Record<string, string>>,
): PropertyProblems {
  const rules = { ...COMMON_RULES, ...SERVICE_RULES[service] };
  const problems: PropertyProblems = {};
  for (const required of ALSO_REQUIRED[service] ?? [])
    if ((properties[required] ?? '').trim() === '') problems[required] = 'is required';
  for (const [key, value] of Object.entries(properties)) {
    const normalised = normaliseConfigValue(value).trim();
    const problem = normalised === '' ? undefined : rules[key]?.(normalised);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/**
 * Whether MinIO requires a key of a new target: its help says not optional, and MinIO has no default for it
 * (`enable` is switched on for a new target, and a choice such as `namespace*|access` has one).
 */
export const isRequiredForNewTarget = (help: Pick<ConfigKeyHelp, 'key' | 'type' | 'optional'>) =>
  !help.optional && help.key !== 'enable' && configChoices(help.type)?.fallback === undefined;

/** The keys of MinIO's help a new target's form offers: all but `enable`. */
export const targetKeysHelp = <H extends Pick<ConfigKeyHelp, 'key'>>(keysHelp: readonly H[]): H[] =>
  keysHelp.filter((help) => help.key !== 'enable');

/**
 * What is wrong with a new target's properties against MinIO's help for its service (unknown keys, values of
 * the wrong type, required keys missing) and the service's own rules; empty when nothing is.
 */
export function targetPropertyProblems(
  service: NotificationService,
  keysHelp: readonly ConfigKeyHelp[],
  properties: Readonly<Record<string, string>>,
): PropertyProblems {
  const offered = targetKeysHelp(keysHelp);
  const problems: PropertyProblems = {};
  for (const help of offered)
    if (isRequiredForNewTarget(help) && (properties[help.key] ?? '').trim() === '')
      problems[help.key] = 'is required';
  for (const [key, value] of Object.entries(properties)) {
    const problem = keyValueProblem(offered, key, value);
    if (problem) problems[key] = problem.slice(key.length + 2);
  }
  return { ...servicePropertyProblems(service, properties), ...problems };
}

/** The keys written for a new target: those given a value, trimmed (an empty one would stand for MinIO's default). */
export const writtenProperties = (properties: Readonly<Record<string, string>>) =>
  Object.entries(properties)
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => ({ key, value: value.trim() }));

/** The problems as one line: "key: reason; …". */
export const describePropertyProblems = (problems: PropertyProblems): string =>
  Object.entries(problems)
    .map(([key, problem]) => `${key}: ${problem}`)
    .join('; ');

/** Keys whose value is a secret: never sent back (MinIO itself hides these once set). */
const SECRET_KEYS = new Set(['password', 'auth_token', 'token']);
const SECRET_KEY_SUFFIX = /_password$/;

/** A value with its embedded password hidden: a URL's or DSN's `user:password@`, a connection string's `password=`. */
function withoutEmbeddedPassword(value: string): string {
  return value
    .replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s]*@/i, '$1:REDACTED@')
    .replace(/^([^:/@\s()]*):[^@\s]*@(?=[a-z]*\(|\/)/, '$1:REDACTED@')
    .replace(/(^|\s)password\s*=\s*('(?:[^'\\]|\\.)*'|\S+)/g, '$1password=REDACTED');
}

/** Whether a key of a target holds a secret. */
export const isSecretKey = (key: string) => SECRET_KEYS.has(key) || SECRET_KEY_SUFFIX.test(key);

/** The properties as they may be shown: secret keys left out, passwords inside values replaced. */
export function shownProperties(properties: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, value]) => [key, withoutEmbeddedPassword(value)]),
  );
}

const propertiesSchema = z
  .record(
    z.string().check(refusedBy((key: string) => configKeyNameProblem(key) ?? null)),
    z.string().check(z.maxLength(MAX_CONFIG_VALUE_LENGTH)),
  )
  .check(
    refusedBy((properties: Record<string, string>) =>
      Object.keys(properties).length > MAX_CONFIG_KEYS ? `has at most ${MAX_CONFIG_KEYS} keys` : null,
    ),
  );

/** POST /admin/notification_endpoints: a new target of `service` named `account_id`. */
export const addNotificationEndpointRequestSchema = z
  .object({
    service: notificationServiceSchema,
    account_id: z.string().check(refusedBy((id: string) => configTargetProblem(id) ?? null)),
    properties: propertiesSchema,
  })
  .check(
    z.superRefine((request, context) => {
      for (const [key, problem] of Object.entries(
        servicePropertyProblems(request.service, request.properties),
      ))
        context.issues.push({ code: 'custom', message: problem, input: request, path: ['properties', key] });
    }),
  );
export type AddNotificationEndpointRequest = z.infer<typeof addNotificationEndpointRequestSchema>;

/** 201: the target as written (secrets left out) and whether MinIO runs it only once restarted. */
export const addNotificationEndpointResponseSchema = z.object({
  service: z.string(),
  account_id: z.string(),
  properties: z.record(z.string(), z.string()),
  restart: z.boolean(),
});
export type AddNotificationEndpointResponse = z.infer<typeof addNotificationEndpointResponseSchema>;

/** The console's own refusals (MinIO's, such as an unreachable target, pass through as they come). */
export const NOTIFICATION_ENDPOINT_MESSAGES = {
  taken: (service: NotificationService, accountId: string) =>
    `A ${NOTIFICATION_SERVICE_TITLES[service]} endpoint named ${accountId} exists already (${notificationArn(service, accountId)})`,
  invalidProperties: 'Invalid notification endpoint settings',
} as const;

export const listNotificationEndpoints = endpoint({
  id: 'NotificationEndpointList',
  area: 'notification-endpoints',
  method: 'GET',
  path: '/admin/notification_endpoints',
  summary: 'The notification targets: those MinIO runs, with their state, and those awaiting a restart',
  response: listNotificationEndpointsResponseSchema,
  status: 200,
});

export const addNotificationEndpoint = endpoint({
  id: 'AddNotificationEndpoint',
  area: 'notification-endpoints',
  method: 'POST',
  path: '/admin/notification_endpoints',
  summary: 'Adds a notification target, which MinIO tests first and runs once restarted',
  body: addNotificationEndpointRequestSchema,
  response: addNotificationEndpointResponseSchema,
  status: 201,
});

export const NOTIFICATION_ENDPOINT_ENDPOINTS = [listNotificationEndpoints, addNotificationEndpoint] as const;
