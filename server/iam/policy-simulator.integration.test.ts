import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesWildcard } from '../../src/contract/iam-actions.ts';
import {
  type ConditionValues,
  evaluatePolicies,
  type PolicyDecision,
  type PolicyRequest,
} from '../../src/contract/policy-evaluation.ts';
import { type Credentials, signRequest } from '../minio/sigv4.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';

// The policy evaluator against a real MinIO (started by `npm test`): generated policies are attached to fresh
// users, each user makes real requests with its own credentials, and MinIO's answer (AccessDenied or not) must be
// the evaluator's decision, every time.

const SEED = 20_240_611;
const POLICY_COUNT = 24;
const REGION = 'us-east-1';

const run = randomBytes(3).toString('hex');
const BUCKET = `sim-${run}`;
/** Also matched by `arn:aws:s3:::${BUCKET}*`. */
const OTHER_BUCKET = `sim-${run}-other`;
const userName = (index: number) => `sim-${run}-u${index}`;
const policyName = (index: number) => `sim-${run}-p${index}`;

const FIXTURE_KEYS = ['docs/a.txt', 'docs/b.txt', 'logs/2024/x.log', 'top.txt'];
const homeKey = (user: string) => `home/${user}/notes.txt`;

// ---- Policies, built from a vocabulary MinIO accepts

const S3_ACTION_PATTERNS = [
  's3:GetObject',
  's3:PutObject',
  's3:DeleteObject',
  's3:ListBucket',
  's3:ListBucketVersions',
  's3:GetBucketTagging',
  's3:PutBucketTagging',
  's3:GetBucketVersioning',
  's3:GetBucketLocation',
  's3:GetObjectTagging',
  's3:GetObjectVersion',
  's3:Get*',
  's3:Put*',
  's3:*Object',
  's3:List*',
  's3:Get?ucket*',
  's3:*',
];
const ADMIN_ACTION_CHOICES = ['admin:ServerInfo', 'admin:ListUsers', 'admin:*'];

// biome-ignore lint/suspicious/noTemplateCurlyInString: MinIO's policy variable, written as policies write it
const USERNAME = '${aws:username}';
const arn = (pattern: string) => `arn:aws:s3:::${pattern}`;
const RESOURCES = [
  arn(BUCKET),
  arn(`${BUCKET}/*`),
  arn(`${BUCKET}/docs/*`),
  arn(`${BUCKET}/docs/a.txt`),
  arn(`${BUCKET}/d?cs/*`),
  arn(`${BUCKET}/*.txt`),
  arn(`${BUCKET}/logs`),
  arn(`${BUCKET}/logs/*/x.log`),
  arn(`${BUCKET}/home/${USERNAME}/*`),
  arn(`${BUCKET}*`),
  arn(OTHER_BUCKET),
  arn(`${OTHER_BUCKET}/*`),
  arn('*'),
  '*',
];

type Condition = Record<string, Record<string, unknown>>;

/** Keys every action takes (admin actions too). */
const REQUESTER_CONDITIONS: Condition[] = [
  { StringEquals: { 'aws:username': USERNAME } },
  { StringNotEquals: { 'aws:username': 'nobody' } },
  { StringLike: { 'aws:UserAgent': '*sim-agent*' } },
  { 'ForAnyValue:StringLike': { 'aws:username': ['sim-*', 'x'] } },
  { IpAddress: { 'aws:SourceIp': '127.0.0.0/8' } },
  { IpAddress: { 'aws:SourceIp': ['10.0.0.0/8', '192.168.0.1'] } },
  { NotIpAddress: { 'aws:SourceIp': '127.0.0.1' } },
  { Bool: { 'aws:SecureTransport': 'false' } },
  { Bool: { 'aws:SecureTransport': true } },
  { DateLessThan: { 'aws:CurrentTime': '2100-01-01T00:00:00Z' } },
  { DateGreaterThan: { 'aws:CurrentTime': '2100-01-01T00:00:00+02:00' } },
  { NumericGreaterThan: { 'aws:EpochTime': 946_684_800 } },
  { Null: { 'aws:Referer': 'false' } },
];

/** Keys only listing actions take. */
const LISTING_CONDITIONS: Condition[] = [
  { StringEquals: { 's3:prefix': ['docs/', ''] } },
  { StringLike: { 's3:prefix': 'docs/*' } },
  { StringNotLike: { 's3:prefix': 'logs/*' } },
  { Null: { 's3:prefix': 'true' } },
  { Null: { 's3:prefix': false } },
  { NumericLessThanEquals: { 's3:max-keys': 100 } },
  { NumericGreaterThanIfExists: { 's3:max-keys': '50' } },
  { StringEquals: { 's3:delimiter': '/' } },
  { 'ForAllValues:StringLike': { 's3:prefix': ['docs/*', 'home/*'] } },
  { StringEquals: { 's3:prefix': `home/${USERNAME}/` } },
  { StringEqualsIgnoreCase: { 's3:prefix': 'DOCS/' } },
  { BinaryEquals: { 's3:prefix': Buffer.from('docs/').toString('base64') } },
];

/** MinIO takes listing keys only in statements whose every action is (or covers) a listing. */
const takesListingKeys = (actions: readonly string[]) =>
  actions.every((action) =>
    ['s3:ListBucket', 's3:ListBucketVersions', 's3:*'].some((key) => matchesWildcard(action, key)),
  );

const merged = (conditions: readonly Condition[]): Condition | undefined => {
  if (conditions.length === 0) return undefined;
  const condition: Condition = {};
  for (const block of conditions) {
    for (const [operator, keys] of Object.entries(block))
      condition[operator] = { ...condition[operator], ...keys };
  }
  return condition;
};

const conditionArb = (choices: readonly Condition[]) =>
  fc.uniqueArray(fc.constantFrom(...choices), { maxLength: 2 }).map(merged);

const effectArb = fc.constantFrom('Allow', 'Allow', 'Allow', 'Deny');
const resourcesArb = fc.uniqueArray(fc.constantFrom(...RESOURCES), { minLength: 1, maxLength: 3 });
const s3ActionsArb = fc.uniqueArray(fc.constantFrom(...S3_ACTION_PATTERNS), { minLength: 1, maxLength: 3 });

const withCondition = (statement: Record<string, unknown>, condition: Condition | undefined) =>
  condition ? { ...statement, Condition: condition } : statement;

const s3StatementArb = fc
  .record({
    Effect: effectArb,
    Action: s3ActionsArb,
    resources: resourcesArb,
    negated: fc.boolean(),
  })
  .chain(({ Effect, Action, resources, negated }) =>
    conditionArb(
      takesListingKeys(Action) ? [...REQUESTER_CONDITIONS, ...LISTING_CONDITIONS] : REQUESTER_CONDITIONS,
    ).map((condition) =>
      withCondition({ Effect, Action, [negated ? 'NotResource' : 'Resource']: resources }, condition),
    ),
  );

/** NotAction statements: MinIO checks no condition key against them, and they reach admin actions too. */
const notActionStatementArb = fc
  .record({
    Effect: effectArb,
    NotAction: s3ActionsArb,
    Resource: resourcesArb,
    condition: conditionArb([...REQUESTER_CONDITIONS, ...LISTING_CONDITIONS]),
  })
  .map(({ condition, ...statement }) => withCondition(statement, condition));

const adminStatementArb = fc
  .record({
    Effect: effectArb,
    Action: fc.uniqueArray(fc.constantFrom(...ADMIN_ACTION_CHOICES), { minLength: 1, maxLength: 2 }),
    Resource: resourcesArb,
    condition: conditionArb(REQUESTER_CONDITIONS),
  })
  .map(({ condition, ...statement }) => withCondition(statement, condition));

/** `*` is MinIO's "every STS action": it matches every action and ignores the resource. */
const everythingStatementArb = fc.record({
  Effect: effectArb,
  Action: fc.constant('*'),
  Resource: resourcesArb,
});

const statementArb = fc
  .tuple(
    fc.oneof(
      { arbitrary: s3StatementArb, weight: 12 },
      { arbitrary: notActionStatementArb, weight: 2 },
      { arbitrary: adminStatementArb, weight: 2 },
      { arbitrary: everythingStatementArb, weight: 1 },
    ),
    fc.option(fc.constantFrom('First', 'Second', 'Third'), { nil: undefined }),
  )
  .map(([statement, sid]) => (sid ? { Sid: sid, ...statement } : statement));

const policyArb = fc
  .array(statementArb, { minLength: 1, maxLength: 4 })
  .map((statements) => ({ Version: '2012-10-17', Statement: statements }));

// ---- Requests, each as MinIO receives it and as the evaluator is told of it

interface Probe {
  action: string;
  method: 'GET' | 'PUT' | 'DELETE';
  bucket?: string;
  key?: string;
  /** For admin API calls: the path under the endpoint. */
  path?: string;
  query?: Record<string, string>;
  body?: string;
}

type ListQuery = { prefix?: string; delimiter?: string; 'max-keys'?: string };

const TAGGING = '<Tagging><TagSet><Tag><Key>team</Key><Value>sim</Value></Tag></TagSet></Tagging>';

type Method = Probe['method'];
const object = (action: string, method: Method, bucket: string, key: string): Probe => ({
  action,
  method,
  bucket,
  key,
});
const bucketCall = (action: string, method: Method, bucket: string, query: Probe['query']): Probe => ({
  action,
  method,
  bucket,
  query,
});

/** What a user may be asked to do: read fixture objects, overwrite them as they are, delete absent keys. */
function probesFor(self: string, other: string): Probe[] {
  const listings: ListQuery[] = [
    {},
    { prefix: '' },
    { prefix: 'docs/' },
    { prefix: 'logs/', delimiter: '/' },
    { prefix: `home/${self}/` },
    { prefix: 'docs/', 'max-keys': '10' },
    { 'max-keys': '500' },
  ];
  return [
    ...['docs/a.txt', 'logs/2024/x.log', 'top.txt', homeKey(self), homeKey(other)].map((key) =>
      object('s3:GetObject', 'GET', BUCKET, key),
    ),
    object('s3:GetObject', 'GET', OTHER_BUCKET, 'docs/a.txt'),
    ...['docs/a.txt', 'top.txt', homeKey(self)].map((key) => ({
      ...object('s3:PutObject', 'PUT', BUCKET, key),
      body: 'sim',
    })),
    { ...object('s3:PutObject', 'PUT', OTHER_BUCKET, 'docs/a.txt'), body: 'sim' },
    ...['docs/gone.txt', `home/${self}/gone.txt`].map((key) =>
      object('s3:DeleteObject', 'DELETE', BUCKET, key),
    ),
    object('s3:DeleteObject', 'DELETE', OTHER_BUCKET, 'gone.txt'),
    ...listings.map((query) => bucketCall('s3:ListBucket', 'GET', BUCKET, { 'list-type': '2', ...query })),
    bucketCall('s3:ListBucket', 'GET', OTHER_BUCKET, { 'list-type': '2', prefix: 'docs/' }),
    bucketCall('s3:ListBucketVersions', 'GET', BUCKET, { versions: '', prefix: 'docs/' }),
    bucketCall('s3:ListBucketVersions', 'GET', BUCKET, { versions: '' }),
    bucketCall('s3:GetBucketTagging', 'GET', BUCKET, { tagging: '' }),
    bucketCall('s3:GetBucketTagging', 'GET', OTHER_BUCKET, { tagging: '' }),
    { ...bucketCall('s3:PutBucketTagging', 'PUT', BUCKET, { tagging: '' }), body: TAGGING },
    bucketCall('s3:GetBucketVersioning', 'GET', BUCKET, { versioning: '' }),
    bucketCall('s3:GetBucketVersioning', 'GET', OTHER_BUCKET, { versioning: '' }),
    bucketCall('s3:GetBucketLocation', 'GET', BUCKET, { location: '' }),
    { ...object('s3:GetObjectTagging', 'GET', BUCKET, 'docs/a.txt'), query: { tagging: '' } },
    { action: 'admin:ServerInfo', method: 'GET', path: '/minio/admin/v3/info' },
    { action: 'admin:ListUsers', method: 'GET', path: '/minio/admin/v3/list-users' },
  ];
}

/** How one request differs from the same one made by another client: its address and its user agent. */
interface Variation {
  forwardedFor: string | undefined;
  userAgent: string;
}

const PROBE_COUNT = probesFor('a', 'b').length;
const variationArb: fc.Arbitrary<Variation> = fc.record({
  forwardedFor: fc.option(fc.constant('10.1.2.3'), { nil: undefined }),
  userAgent: fc.constantFrom('sim-agent/1.0', 'curl/8.0'),
});

/** A policy, and how each probe is sent under it. */
const caseArb = fc.tuple(
  policyArb,
  fc.array(variationArb, { minLength: PROBE_COUNT, maxLength: PROBE_COUNT }),
);

interface Sent {
  url: URL;
  init: RequestInit;
  /** The condition values MinIO derives from this request (bucket-policy.go, getConditionValues). */
  conditions: ConditionValues;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function urlOf(probe: Probe): URL {
  const segments = [probe.bucket ?? '', ...(probe.key ? probe.key.split('/') : [])];
  const url = new URL(probe.path ?? `/${segments.map(encodeURIComponent).join('/')}`, endpoint);
  for (const [name, value] of Object.entries(probe.query ?? {})) url.searchParams.set(name, value);
  return url;
}

/** The condition values MinIO derives from a request (getConditionValues in its bucket-policy.go). */
function conditionsOf(probe: Probe, user: string, variation: Variation): ConditionValues {
  const now = new Date();
  const listing = (['prefix', 'delimiter', 'max-keys'] as const)
    .filter((name) => probe.query?.[name] !== undefined)
    .map((name) => [`s3:${name}`, probe.query?.[name] ?? '']);
  return {
    'aws:CurrentTime': now.toISOString().replace(/\.\d+Z$/, 'Z'),
    'aws:EpochTime': String(Math.floor(now.getTime() / 1000)),
    'aws:SecureTransport': 'false',
    'aws:SourceIp': variation.forwardedFor ?? '127.0.0.1',
    'aws:UserAgent': variation.userAgent,
    'aws:Referer': '',
    'aws:principaltype': 'User',
    'aws:userid': user,
    'aws:username': user,
    's3:versionid': '',
    's3:signatureversion': 'AWS4-HMAC-SHA256',
    's3:authType': 'REST-HEADER',
    's3:x-amz-content-sha256': sha256(probe.body ?? ''),
    ...Object.fromEntries(listing),
  };
}

function signed(probe: Probe, credentials: Credentials, variation: Variation): Sent {
  const url = urlOf(probe);
  const body = probe.body ?? '';
  const headers: Record<string, string> = { 'user-agent': variation.userAgent };
  if (variation.forwardedFor) headers['x-forwarded-for'] = variation.forwardedFor;
  if (body) headers['content-md5'] = createHash('md5').update(body).digest('base64');
  const signedHeaders = signRequest({
    method: probe.method,
    url,
    headers,
    body: new TextEncoder().encode(body),
    credentials,
    region: REGION,
    service: 's3',
  });
  return {
    url,
    init: { method: probe.method, headers: signedHeaders, body: body || undefined },
    conditions: conditionsOf(probe, credentials.accessKey, variation),
  };
}

/** MinIO's verdict: refused with AccessDenied, or let through (a missing tag set still means it was allowed). */
async function minioAllows(sent: Sent): Promise<boolean> {
  const response = await fetch(sent.url, sent.init);
  const text = await response.text();
  if (response.status === 403 && /AccessDenied/.test(text)) return false;
  if (response.ok || /NoSuchTagSet/.test(text)) return true;
  throw new Error(
    `${sent.init.method} ${sent.url.pathname}${sent.url.search}: unexpected ${response.status} ${text}`,
  );
}

// ---- The run

let endpoint = '';
let mc: Mc;
let policyDir = '';
const created = { users: [] as string[], policies: [] as string[], buckets: [] as string[] };

/** Writes a fixture object as root. */
async function putFixture(bucket: string, key: string) {
  const root = {
    accessKey: process.env.MINIO_TEST_ROOT_USER ?? '',
    secretKey: process.env.MINIO_TEST_ROOT_PASSWORD ?? '',
  };
  const probe = { ...object('s3:PutObject', 'PUT', bucket, key), body: 'sim' };
  const sent = signed(probe, root, { forwardedFor: undefined, userAgent: 'sim-setup' });
  const response = await fetch(sent.url, sent.init);
  if (!response.ok) throw new Error(`PUT ${sent.url.pathname}: ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  endpoint = process.env.MINIO_TEST_ENDPOINT ?? '';
  const rootUser = process.env.MINIO_TEST_ROOT_USER ?? '';
  const rootPassword = process.env.MINIO_TEST_ROOT_PASSWORD ?? '';
  if (!endpoint || !rootUser || !rootPassword) {
    throw new Error('MINIO_TEST_ENDPOINT, MINIO_TEST_ROOT_USER and MINIO_TEST_ROOT_PASSWORD are not set.');
  }
  mc = mcFor(endpoint, rootUser, rootPassword);
  policyDir = mkdtempSync(join(tmpdir(), 'sim-policies-'));
  for (const bucket of [BUCKET, OTHER_BUCKET]) {
    mc.run(['mb', `${mc.alias}/${bucket}`]);
    created.buckets.push(bucket);
  }
  const homes = Array.from({ length: POLICY_COUNT }, (_, index) => homeKey(userName(index)));
  await Promise.all([
    ...[...FIXTURE_KEYS, ...homes].map((key) => putFixture(BUCKET, key)),
    ...FIXTURE_KEYS.map((key) => putFixture(OTHER_BUCKET, key)),
  ]);
});

afterAll(() => {
  const attempt = (args: string[]) => {
    try {
      mc.run(args);
    } catch {
      // Reported by the test that failed, if any; cleanup goes on.
    }
  };
  for (const user of created.users) attempt(['admin', 'user', 'rm', mc.alias, user]);
  for (const policy of created.policies) attempt(['admin', 'policy', 'rm', mc.alias, policy]);
  for (const bucket of created.buckets) attempt(['rb', '--force', `${mc.alias}/${bucket}`]);
  mc?.dispose();
  if (policyDir) rmSync(policyDir, { recursive: true, force: true });
});

/** A fresh user holding `policy` alone; its credentials. */
function userWith(index: number, policy: unknown): Credentials {
  const name = policyName(index);
  const file = join(policyDir, `${name}.json`);
  writeFileSync(file, JSON.stringify(policy));
  mc.run(['admin', 'policy', 'create', mc.alias, name, file]);
  created.policies.push(name);
  const user = userName(index);
  const secretKey = randomBytes(16).toString('hex');
  mc.run(['admin', 'user', 'add', mc.alias, user, secretKey]);
  created.users.push(user);
  mc.run(['admin', 'policy', 'attach', mc.alias, name, '--user', user]);
  return { accessKey: user, secretKey };
}

const decisionText = (decision: PolicyDecision) =>
  decision.decision === 'cannot-decide'
    ? `cannot decide: ${decision.reason}`
    : `${decision.decision} (${decision.because}${'statement' in decision ? ` by statement ${decision.statement.index}` : ''})`;

interface Check {
  allowed: boolean;
  /** Set when the evaluator said otherwise: the policy, the request and both answers. */
  disagreement?: string;
}

/** Every probe made by the user of case `index`: MinIO's answer, and the evaluator's when it differs. */
async function checkUser(index: number, policy: unknown, variations: readonly Variation[]): Promise<Check[]> {
  const credentials = userWith(index, policy);
  const probes = probesFor(credentials.accessKey, userName((index + 1) % POLICY_COUNT));
  const checks: Check[] = [];
  for (const [position, probe] of probes.entries()) {
    const sent = signed(probe, credentials, variations[position] as Variation);
    const request: PolicyRequest = {
      action: probe.action,
      ...(probe.bucket ? { bucket: probe.bucket } : {}),
      ...(probe.key ? { key: probe.key } : {}),
      conditions: sent.conditions,
    };
    const decision = evaluatePolicies([{ name: policyName(index), policy }], request);
    const allowed = await minioAllows(sent);
    const agrees = decision.decision === (allowed ? 'allow' : 'deny');
    const disagreement = [
      `MinIO ${allowed ? 'allowed' : 'denied'}, the evaluator said ${decisionText(decision)}`,
      `request: ${probe.method} ${sent.url.pathname}${sent.url.search} as ${JSON.stringify(request)}`,
      `policy: ${JSON.stringify(policy)}`,
    ].join('\n');
    checks.push(agrees ? { allowed } : { allowed, disagreement });
  }
  return checks;
}

describe('the policy evaluator agrees with MinIO', () => {
  it('on every request of generated policies given to real users', async () => {
    const cases = fc.sample(caseArb, { seed: SEED, numRuns: POLICY_COUNT });
    const checks: Check[] = [];
    for (const [index, [policy, variations]] of cases.entries()) {
      checks.push(...(await checkUser(index, policy, variations)));
    }
    const allowed = checks.filter((check) => check.allowed).length;
    const disagreements = checks.flatMap((check) => (check.disagreement ? [check.disagreement] : []));
    console.info(
      `policy simulator: ${checks.length} requests under ${cases.length} generated policies ` +
        `(${allowed} allowed, ${checks.length - allowed} denied by MinIO), ${disagreements.length} disagreements`,
    );
    expect(checks).toHaveLength(POLICY_COUNT * PROBE_COUNT);
    // Both answers are common, so no evaluator that always gives the same one could pass.
    expect(Math.min(allowed, checks.length - allowed)).toBeGreaterThan(checks.length / 5);
    expect(disagreements).toEqual([]);
  }, 120_000);
});
