import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET_EVENT_MESSAGES } from '../../src/contract/bucket-events.ts';
import { LIFECYCLE_MESSAGES } from '../../src/contract/bucket-lifecycle.ts';
import { REPLICATION_MESSAGES } from '../../src/contract/bucket-replication.ts';
import { type InProcessConsole, inProcessConsole, minioTestEnv } from '../test-support/console-app.ts';
import { jsonLines, type Mc, mcFor } from '../test-support/mc.ts';

// The writes that read a bucket's whole configuration, change one part and write it back: a part that is not
// there is refused (404) or left alone, and the rest of the configuration survives. Runs against the real
// MinIO of the 'integration' project.

const id = randomBytes(3).toString('hex');
/** Has one rule of every kind; `bare` has no configuration at all. */
const configured = `ml-rmw-${id}`;
const bare = `ml-rmw-bare-${id}`;
const destination = `ml-rmw-dest-${id}`;
const UNKNOWN_RULE = 'no-such-rule';
const UNKNOWN_ARN = 'arn:minio:sqs::ml:webhook';

let mc: Mc;
let app: InProcessConsole;
let cookie: string;

const at = (path: string) => `${mc.alias}/${path}`;

async function call(method: string, path: string, body?: unknown) {
  const response = await app.request(`/api/v1/${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const lifecycleIds = async (bucket: string): Promise<string[]> =>
  ((await call('GET', `buckets/${bucket}/lifecycle`)).body.lifecycle ?? []).map(
    (rule: { id: string }) => rule.id,
  );
const replicationIds = async (bucket: string): Promise<string[]> =>
  ((await call('GET', `buckets/${bucket}/replication`)).body.rules ?? []).map(
    (rule: { id: string }) => rule.id,
  );
const accessRules = async (bucket: string) =>
  (await call('GET', `bucket/${bucket}/access-rules`)).body.accessRules;
const bucketTags = (bucket: string): Record<string, string> => {
  try {
    return (
      (jsonLines(mc.run(['tag', 'list', '--json', at(bucket)]))[0] as { tagset?: Record<string, string> })
        .tagset ?? {}
    );
  } catch {
    // mc fails on a bucket without tags.
    return {};
  }
};

const lifecycleRule = { type: 'expiry', prefix: 'logs/', expiry_days: 1 };
const replicationEdit = { arn: 'arn:minio:replication::x:y', prefix: 'p/' };
const eventMatch = { events: ['put'], prefix: '', suffix: '' };

beforeAll(async () => {
  const env = minioTestEnv();
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  app = inProcessConsole(env.endpoint);
  cookie = await app.login(env.rootUser, env.rootPassword);
  for (const name of [configured, bare, destination]) mc.run(['mb', at(name)]);
  for (const name of [configured, destination]) mc.run(['version', 'enable', at(name)]);
  expect((await call('POST', `buckets/${configured}/lifecycle`, lifecycleRule)).status).toBe(201);
  const replication = await call('POST', 'buckets-replication', {
    accessKey: env.rootUser,
    secretKey: env.rootPassword,
    targetURL: env.endpoint,
    prefix: 'p/',
    bucketsRelation: [{ originBucket: configured, destinationBucket: destination }],
  });
  expect(replication.body?.replicationState?.[0]?.errorString ?? '').toBe('');
  expect(
    (await call('PUT', `bucket/${configured}/access-rules`, { prefix: 'a/', access: 'readonly' })).status,
  ).toBe(200);
}, 60_000);

afterAll(() => {
  try {
    mc?.run(['replicate', 'rm', '--all', '--force', at(configured)]);
  } catch {
    // Nothing left to remove.
  }
  for (const name of [configured, bare, destination]) {
    try {
      mc?.run(['rb', '--force', at(name)]);
    } catch {
      // Already gone.
    }
  }
  mc?.dispose();
  app?.dispose();
}, 60_000);

describe('a rule, notification or target that is not there', () => {
  const refusals: [string, string, (bucket: string) => string, unknown, string][] = [
    [
      'lifecycle update',
      'PUT',
      (b) => `buckets/${b}/lifecycle/${UNKNOWN_RULE}`,
      lifecycleRule,
      LIFECYCLE_MESSAGES.noSuchRule(UNKNOWN_RULE),
    ],
    [
      'lifecycle delete',
      'DELETE',
      (b) => `buckets/${b}/lifecycle/${UNKNOWN_RULE}`,
      undefined,
      LIFECYCLE_MESSAGES.noSuchRule(UNKNOWN_RULE),
    ],
    [
      'replication update',
      'PUT',
      (b) => `buckets/${b}/replication/${UNKNOWN_RULE}`,
      replicationEdit,
      REPLICATION_MESSAGES.noSuchRule,
    ],
    [
      'replication delete',
      'DELETE',
      (b) => `buckets/${b}/replication/${UNKNOWN_RULE}`,
      undefined,
      REPLICATION_MESSAGES.noSuchRule,
    ],
    [
      'event delete',
      'DELETE',
      (b) => `buckets/${b}/events/${encodeURIComponent(UNKNOWN_ARN)}`,
      eventMatch,
      BUCKET_EVENT_MESSAGES.noMatch,
    ],
  ];
  const cases = refusals.flatMap(([name, method, path, body, message]) =>
    [configured, bare].map(
      (bucket) =>
        [
          name,
          bucket === bare ? 'none at all' : 'others there',
          method,
          path(bucket),
          body,
          message,
          bucket,
        ] as const,
    ),
  );

  it.each(cases)(
    '%s (%s) is 404 and changes nothing',
    { timeout: 30_000 },
    async (_name, _kind, method, path, body, message, bucket) => {
      const before = { lifecycle: await lifecycleIds(bucket), replication: await replicationIds(bucket) };
      const answer = await call(method, path, body);
      expect(answer).toMatchObject({ status: 404, body: { message } });
      expect({ lifecycle: await lifecycleIds(bucket), replication: await replicationIds(bucket) }).toEqual(
        before,
      );
    },
  );

  it('has the configuration the refusals above must leave alone', async () => {
    expect(await lifecycleIds(configured)).toHaveLength(1);
    expect(await replicationIds(configured)).toHaveLength(1);
  });
});

describe('anonymous access rules', () => {
  it.each([
    ['a prefix without a rule, other rules there', configured, [{ prefix: 'a/', access: 'readonly' }]],
    ['a prefix without a rule, no policy at all', bare, []],
  ])(
    'removing %s answers true and keeps the others',
    { timeout: 30_000 },
    async (_case, bucket, remaining) => {
      const answer = await call('DELETE', `bucket/${bucket}/access-rules`, { prefix: 'b/' });
      expect(answer).toMatchObject({ status: 200, body: true });
      expect((await accessRules(bucket)) ?? []).toEqual(remaining);
    },
  );
});

describe('bucket tags', () => {
  it.each([
    ['sets tags on a bucket without any', { a: '1', b: '2' }],
    ['replaces the whole set, dropping the tags not named', { c: '3' }],
    ['removes them all with an empty set', {}],
  ])('%s', { timeout: 30_000 }, async (_case, tags) => {
    expect((await call('PUT', `buckets/${bare}/tags`, { tags })).status).toBe(200);
    expect(bucketTags(bare)).toEqual(tags);
  });
});
