import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/contract/api.ts';
import { loginOauth2Auth } from '../src/contract/auth.ts';
import { createBucketEvent, deleteBucketEvent } from '../src/contract/bucket-events.ts';
import { enableBucketEncryption, getBucketEncryptionInfo } from '../src/contract/bucket-settings.ts';
import { type EndpointDefinition, pathParamNames } from '../src/contract/endpoint.ts';
import { KMS_ENDPOINTS } from '../src/contract/kms.ts';
import { restartService } from '../src/contract/service.ts';
import {
  siteReplicationEdit,
  siteReplicationInfoAdd,
  siteReplicationRemove,
} from '../src/contract/site-replication.ts';
import { minioTestEnv } from './test-support/console-app.ts';
import { type Observation, observe } from './test-support/contract/answer.ts';
import type { CaseKind, ContractCase, Fixture } from './test-support/contract/case.ts';
import { AREA_CASES } from './test-support/contract/cases/index.ts';
import {
  consoleTarget,
  contextOf,
  mockTarget,
  requestOf,
  type Target,
} from './test-support/contract/targets.ts';
import { jsonLines, type Mc, mcFor } from './test-support/mc.ts';

// The mocks are held to what the console server answers against a real MinIO: every case runs on both, each
// answer must keep the case's expectation, and the two must agree on status, error message and field shapes.

const id = randomBytes(3).toString('hex');
const fixture: Fixture = {
  bucket: `cs-${id}`,
  object: 'docs/readme.txt',
  objectText: 'contract suite fixture\n',
  missingBucket: `cs-${id}-missing`,
  scratch: `cs-${id}-scratch`,
};
const readonlyUser = { user: `cs-ro-${id}`, password: `cs-ro-${id}-secret` };

/**
 * Operations only ever refused here: a success would act beyond the suite's own resources (a restart), or needs
 * what the test MinIO lacks (a KMS, an identity provider, a notification target).
 */
const REFUSALS_ONLY: readonly EndpointDefinition[] = [
  restartService,
  loginOauth2Auth,
  enableBucketEncryption,
  getBucketEncryptionInfo,
  createBucketEvent,
  deleteBucketEvent,
  // Site replication would change the shared MinIO for every other test; it has no KMS.
  siteReplicationInfoAdd,
  siteReplicationEdit,
  siteReplicationRemove,
  ...KMS_ENDPOINTS,
];

const cases: ContractCase[] = AREA_CASES.flatMap((area) => area(fixture));

let mc: Mc;
let targets: Target[] = [];
let sent = 0;

function suiteBuckets(): string[] {
  return jsonLines(mc.run(['ls', '--json', mc.alias]))
    .map((entry) => (entry as { key?: string }).key?.replace(/\/$/, '') ?? '')
    .filter((name) => name.startsWith(`cs-${id}`));
}

beforeAll(async () => {
  const env = minioTestEnv();
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  mc.run(['admin', 'user', 'add', mc.alias, readonlyUser.user, readonlyUser.password]);
  mc.run(['admin', 'policy', 'attach', mc.alias, 'readonly', '--user', readonlyUser.user]);
  const users = { root: { user: env.rootUser, password: env.rootPassword }, readonly: readonlyUser };
  const peerBuckets = [`cs-${id}-peer-a`, `cs-${id}-peer-b`] as const;
  targets = [await consoleTarget(env.endpoint, users, mc, peerBuckets), mockTarget()];
  for (const { fixtures } of targets) {
    await fixtures.createBucket(fixture.bucket, { versioned: true });
    await fixtures.putObject(fixture.bucket, fixture.object, fixture.objectText);
  }
});

afterAll(async () => {
  for (const target of targets) await target.dispose();
  if (!mc) return;
  for (const bucket of suiteBuckets()) mc.run(['rb', '--force', `${mc.alias}/${bucket}`]);
  mc.run(['admin', 'user', 'remove', mc.alias, readonlyUser.user]);
  mc.dispose();
  console.info(
    `contract suite: ${cases.length} cases × ${targets.length} targets = ${sent} requests over ${ENDPOINTS.length} operations`,
  );
});

/** The kinds of case an operation must bring, from what its declaration takes. */
function requiredKinds(endpoint: EndpointDefinition): CaseKind[] {
  const params = pathParamNames(endpoint.path);
  const kinds: CaseKind[] = [];
  if (!REFUSALS_ONLY.includes(endpoint)) kinds.push('success');
  if (!endpoint.public) kinds.push('no-session');
  if (params.length > 0) kinds.push('bad-params');
  if (endpoint.body) kinds.push('wrong-content-type');
  if (params.some((name) => ['bucket_name', 'name', 'source_bucket_name'].includes(name))) {
    kinds.push('missing-bucket');
  }
  return kinds;
}

describe('every declared operation brings its cases', () => {
  it.each(ENDPOINTS.map((endpoint) => ({ id: endpoint.id, endpoint })))('$id', ({ endpoint }) => {
    const kinds = new Set(cases.filter((c) => c.endpoint === endpoint).map((c) => c.kind));
    expect(requiredKinds(endpoint).filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('every case is of a declared operation', () => {
    expect(
      cases.filter((c) => !ENDPOINTS.includes(c.endpoint)).map((c) => `${c.endpoint.id}: ${c.name}`),
    ).toEqual([]);
  });
});

async function run(target: Target, testCase: ContractCase): Promise<Observation> {
  await testCase.setup?.(target.fixtures);
  sent += 1;
  const request = await requestOf(testCase, contextOf(target));
  return observe(testCase, await target.send(request, testCase.as ?? 'root'));
}

describe('the console server and the mocks answer alike', () => {
  it.each(cases.map((testCase) => ({ label: `${testCase.endpoint.id}: ${testCase.name}`, testCase })))(
    '$label',
    async ({ testCase }) => {
      const observations: Record<string, Observation> = {};
      for (const target of targets) observations[target.name] = await run(target, testCase);
      const problems = Object.fromEntries(
        Object.entries(observations).map(([name, o]) => [name, o.problems]),
      );
      expect(problems).toEqual(Object.fromEntries(targets.map((target) => [target.name, []])));
      const [reference, ...others] = Object.values(observations);
      for (const other of others) {
        expect({ message: other.message, shape: other.shape }).toEqual({
          message: reference?.message,
          shape: reference?.shape,
        });
      }
    },
  );
});
