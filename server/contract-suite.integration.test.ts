import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ENDPOINTS } from '../src/contract/api.ts';
import { setAuditReceiver } from '../src/contract/audit.ts';
import { loginOauth2Auth } from '../src/contract/auth.ts';
import { createBucketEvent, deleteBucketEvent } from '../src/contract/bucket-events.ts';
import { enableBucketEncryption, getBucketEncryptionInfo } from '../src/contract/bucket-settings.ts';
import { type EndpointDefinition, pathParamNames } from '../src/contract/endpoint.ts';
import { uploadHealthReport } from '../src/contract/health.ts';
import { createIdpConfig, deleteIdpConfig, updateIdpConfig } from '../src/contract/idp.ts';
import { KMS_ENDPOINTS } from '../src/contract/kms.ts';
import { LDAP_ENDPOINTS } from '../src/contract/ldap.ts';
import { widgetDetails } from '../src/contract/metrics.ts';
import { restartService } from '../src/contract/service.ts';
import {
  siteReplicationEdit,
  siteReplicationInfoAdd,
  siteReplicationRemove,
} from '../src/contract/site-replication.ts';
import {
  listReleases,
  subnetApiKey,
  subnetLogin,
  subnetLoginMfa,
  subnetRegister,
} from '../src/contract/support.ts';
import { s3ClientFor } from './minio/s3-client.ts';
import { minioTestEnv } from './test-support/console-app.ts';
import type { CaseKind, ContractCase, Fixture } from './test-support/contract/case.ts';
import { AREA_CASES } from './test-support/contract/cases/index.ts';
import { type StreamCase, streamCases } from './test-support/contract/cases/streams.ts';
import type { StreamObservation } from './test-support/contract/streams.ts';
import { describeAlike, describeCoverage } from './test-support/contract/suite.ts';
import { consoleTarget, contextOf, mockTarget, type Target } from './test-support/contract/targets.ts';
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
  // A directory on the shared MinIO would turn its built-in users off; server/auth/ldap.integration.test.ts
  // proves these on a MinIO of its own.
  ...LDAP_ENDPOINTS,
  // An identity provider stored on the shared MinIO would run there once restarted; server/idp/ has a MinIO of its own.
  createIdpConfig,
  updateIdpConfig,
  deleteIdpConfig,
  // MinIO's audit target serves every call of the shared MinIO; server/audit/ proves it on a MinIO of its own.
  setAuditReceiver,
  // The test MinIO has no Prometheus; server/prometheus/ starts one of its own.
  widgetDetails,
  // SUBNET and the release service are outside: the test machine has no way to them.
  subnetLogin,
  subnetLoginMfa,
  subnetApiKey,
  subnetRegister,
  listReleases,
  uploadHealthReport,
];

const cases: ContractCase[] = AREA_CASES.flatMap((area) => area(fixture));
const streams: StreamCase[] = streamCases(fixture);

let mc: Mc;
let env: ReturnType<typeof minioTestEnv>;
let targets: Target[] = [];
const tally = { sent: 0 };

function suiteBuckets(): string[] {
  return jsonLines(mc.run(['ls', '--json', mc.alias]))
    .map((entry) => (entry as { key?: string }).key?.replace(/\/$/, '') ?? '')
    .filter((name) => name.startsWith(`cs-${id}`));
}

beforeAll(async () => {
  env = minioTestEnv();
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
  // The registration cases store an API key; the shared MinIO goes back to unregistered.
  mc.run(['admin', 'config', 'reset', mc.alias, 'subnet']);
  mc.dispose();
  console.info(
    `contract suite: ${cases.length} cases × ${targets.length} targets = ${tally.sent} requests over ${ENDPOINTS.length} operations, and ${streams.length} stream cases`,
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

describeCoverage('every declared operation brings its cases', ENDPOINTS, cases, requiredKinds);

// Before the operations: the last of those change the read-only user's secret, which ends its sessions.
describe('the streams of the console server and of the mocks', () => {
  it.each(streams.map((testCase) => ({ label: `${testCase.socket.id}: ${testCase.name}`, testCase })))(
    '$label',
    async ({ testCase }) => {
      const seen: Record<string, StreamObservation> = {};
      for (const target of targets) seen[target.name] = await observeStream(target, testCase);
      const problems = Object.fromEntries(
        Object.entries(seen).map(([name, observation]) => [name, streamProblems(testCase, observation)]),
      );
      expect(problems).toEqual(Object.fromEntries(targets.map((target) => [target.name, []])));
      // A stream that may stay quiet has nothing to agree on but its schema.
      if ('frames' in testCase.expect && testCase.expect.frames === 0) return;
      const [reference, ...others] = Object.values(seen).map(agreed);
      for (const other of others) expect(other).toEqual(reference);
    },
    30_000,
  );
});

describeAlike('the console server and the mocks answer alike', cases, {
  targets: () => targets,
  contextOf,
  caller: 'root',
  tally,
});

/** How long a stream case waits for its frames or its end. */
const STREAM_WAIT_MS = 10_000;
/** How long a stream that may stay quiet is read. */
const QUIET_STREAM_MS = 1_500;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** S3 calls on the fixture bucket, a missing object's HEAD (404) and a PUT, until stopped. */
function makeTraffic(): () => Promise<void> {
  const s3 = s3ClientFor(env.endpoint, 'us-east-1', { accessKey: env.rootUser, secretKey: env.rootPassword });
  let running = true;
  const loop = (async () => {
    while (running) {
      await s3.statObject(fixture.bucket, 'no-such-object').catch(() => {});
      await s3.putObject(fixture.bucket, 'traced.txt', Buffer.from('traced'));
      await sleep(200);
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

async function observeStream(target: Target, testCase: StreamCase): Promise<StreamObservation> {
  const expected = testCase.expect;
  const wanted = 'frames' in expected ? expected.frames : 0;
  const untilClosed = !('frames' in expected) || expected.closed !== undefined;
  const stopTraffic = testCase.traffic ? makeTraffic() : undefined;
  try {
    return await target.stream(testCase.path, testCase.as ?? 'root', {
      enough: (frames) => !untilClosed && wanted > 0 && frames.length >= wanted,
      timeoutMs: untilClosed || wanted > 0 ? STREAM_WAIT_MS : QUIET_STREAM_MS,
    });
  } finally {
    await stopTraffic?.();
  }
}

const described = (seen: StreamObservation) => JSON.stringify(seen).slice(0, 300);

/** Why what a target's stream did breaks the case, if it does. */
function streamProblems(testCase: StreamCase, seen: StreamObservation): string[] {
  const expected = testCase.expect;
  if ('refused' in expected) {
    return 'refused' in seen && seen.refused === expected.refused ? [] : [`not refused: ${described(seen)}`];
  }
  if ('refused' in seen) return [`refused: ${described(seen)}`];
  if (!('frames' in expected)) {
    return seen.closed?.code === expected.closed
      ? []
      : [`not closed with ${expected.closed}: ${described(seen)}`];
  }
  const problems: string[] = [];
  if (seen.frames.length < expected.frames) problems.push(`${seen.frames.length} frames: ${described(seen)}`);
  const frames = seen.frames as Record<string, unknown>[];
  const undeclared = frames.filter((frame) => !safeParse(testCase.socket.message, frame).success);
  if (undeclared.length > 0) problems.push(`undeclared frames: ${JSON.stringify(undeclared).slice(0, 300)}`);
  const unfiltered = frames.filter((frame) => expected.every && !expected.every(frame));
  if (unfiltered.length > 0)
    problems.push(`frames the query left out: ${JSON.stringify(unfiltered).slice(0, 300)}`);
  if (expected.closed !== undefined && seen.closed?.code !== expected.closed) {
    problems.push(`not closed with ${expected.closed}: ${described(seen)}`);
  }
  const last = frames.at(-1) ?? {};
  if (expected.last && Object.entries(expected.last).some(([name, value]) => last[name] !== value)) {
    problems.push(`last frame ${JSON.stringify(last).slice(0, 300)}`);
  }
  return problems;
}

/** What both targets must agree on: the refusal's detail, the close's reason, the first frame's fields. */
function agreed(seen: StreamObservation): unknown {
  if ('refused' in seen) return { refused: seen.refused, detail: seen.detail };
  const [first] = seen.frames as Record<string, unknown>[];
  return { closed: seen.closed, fields: first ? Object.keys(first).sort() : [] };
}
