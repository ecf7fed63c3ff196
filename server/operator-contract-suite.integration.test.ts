import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { type EndpointDefinition, pathParamNames } from '../src/contract/endpoint.ts';
import { OPERATOR_ENDPOINTS } from '../src/contract/operator/index.ts';
import { getDirectPVDriveList, getDirectPVVolumeList } from '../src/contract/operator/storage.ts';
import { subscriptionActivate, subscriptionInfo } from '../src/contract/operator/tenant-settings.ts';
import type { CaseKind } from './test-support/contract/case.ts';
import {
  type OperatorCase,
  type OperatorFixture,
  smallTenant,
} from './test-support/contract/operator-case.ts';
import { OPERATOR_AREA_CASES } from './test-support/contract/operator-cases/index.ts';
import {
  consoleOperatorTarget,
  mockOperatorTarget,
  type OperatorTarget,
  operatorContextOf,
} from './test-support/contract/operator-targets.ts';
import { describeAlike, describeCoverage } from './test-support/contract/suite.ts';
import { type KubeCluster, startKubeCluster } from './test-support/kube/cluster.ts';

// Operator mode's mocks held to the console server over a real Kubernetes API: every case runs on both, each
// answer must keep the case's expectation, and the two must agree on status, error message and field shapes.

const PORT = 9620;
const id = randomBytes(3).toString('hex');
const fixture: OperatorFixture = {
  namespace: `oc-${id}`,
  tenant: `oc-${id}-fixed`,
  pod: `oc-${id}-fixed-pool-0-0`,
  missingTenant: `oc-${id}-missing`,
  scratch: `oc-${id}`,
};

/**
 * Operations never answered with success here: the test cluster has no DirectPV, and the console holds no SUBNET
 * licence.
 */
const NEVER_SUCCEEDING: readonly EndpointDefinition[] = [
  getDirectPVDriveList,
  getDirectPVVolumeList,
  subscriptionInfo,
  subscriptionActivate,
];

const cases: OperatorCase[] = OPERATOR_AREA_CASES.flatMap((area) => area(fixture));

let cluster: KubeCluster;
let targets: OperatorTarget[] = [];
const tally = { sent: 0 };

beforeAll(async () => {
  cluster = await startKubeCluster({ port: PORT });
  const noRightsToken = await cluster.mintToken({ name: 'contract-no-rights', namespace: 'default' });
  targets = [await consoleOperatorTarget(cluster, noRightsToken), mockOperatorTarget()];
  for (const { fixtures } of targets) {
    await fixtures.createNamespace(fixture.namespace);
    await fixtures.createTenant(smallTenant(fixture.namespace, fixture.tenant));
  }
}, 240_000);

afterAll(async () => {
  for (const target of targets) await target.dispose();
  await cluster?.stop();
  console.info(
    `operator contract suite: ${cases.length} cases × ${targets.length} targets = ${tally.sent} requests over ${OPERATOR_ENDPOINTS.length} operations`,
  );
});

/** The kinds of case an operation must bring, from what its declaration takes. */
function requiredKinds(endpoint: EndpointDefinition): CaseKind[] {
  const params = pathParamNames(endpoint.path);
  const kinds: CaseKind[] = [];
  if (!NEVER_SUCCEEDING.includes(endpoint)) kinds.push('success');
  if (!endpoint.public) kinds.push('no-session', 'no-rights', 'other-mode');
  if (params.length > 0) kinds.push('bad-params');
  if (endpoint.body) kinds.push('wrong-content-type');
  if (params.includes('tenant')) kinds.push('missing-tenant');
  return kinds;
}

describeCoverage('every operator operation brings its cases', OPERATOR_ENDPOINTS, cases, requiredKinds);

describeAlike('the console server in operator mode and the mocks answer alike', cases, {
  targets: () => targets,
  contextOf: operatorContextOf,
  caller: 'admin',
  tally,
  timeoutMs: 90_000,
});
