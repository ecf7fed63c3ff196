import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessConsole, inProcessConsole } from './test-support/console-app.ts';
import { sessionCookieOf } from './test-support/console-process.ts';
import { smallTenant } from './test-support/contract/operator-case.ts';
import { tenantRunning } from './test-support/contract/operator-targets.ts';
import { emptyTally, itAnswersEveryHostileCase, statusesOf } from './test-support/hostile-suite.ts';
import { type KubeCluster, startKubeCluster } from './test-support/kube/cluster.ts';
import { operatorOperations, operatorPathDefaults } from './test-support/operations.ts';

// Every operator operation, fed hostile values against a real Kubernetes API: each answer is a 2xx or a 4xx in
// the error shape, never a 5xx, and nothing outside the scratch namespace changes.

const PORT = 9630;

const id = randomBytes(3).toString('hex');
const scratch = { namespace: `oh-${id}`, tenant: `oh-${id}-scratch`, missingTenant: `oh-${id}-missing` };
const targets = { ...scratch, pod: `${scratch.tenant}-pool-0-0` };
const sentinel = { namespace: `oh-${id}-sentinel`, tenant: `oh-${id}-sentinel` };
const table = operatorOperations(targets);

let cluster: KubeCluster;
let consoleApp: InProcessConsole;
let cookie: string;
let before: string;
const tally = emptyTally();

/** What kubectl says of every tenant, claim and secret outside the scratch namespace: names and specs. */
function outsideScratch(): string {
  const listed = JSON.parse(
    cluster.kubectl(['get', 'tenants,persistentvolumeclaims,secrets', '--all-namespaces', '-o', 'json']),
  ) as { items: { kind: string; metadata: { namespace: string; name: string }; spec?: unknown }[] };
  return listed.items
    .filter((item) => item.metadata.namespace !== scratch.namespace)
    .map(
      (item) => `${item.kind} ${item.metadata.namespace}/${item.metadata.name} ${JSON.stringify(item.spec)}`,
    )
    .sort()
    .join('\n');
}

async function createTenant(namespace: string, name: string): Promise<void> {
  await cluster.admin.create('/api/v1/namespaces', { metadata: { name: namespace } });
  const tenant = smallTenant(namespace, name);
  const response = await consoleApp.request('/api/v1/tenants', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(tenant),
  });
  expect(response.status).toBe(200);
  // Its claims and pods are made after the answer; the snapshot is taken once they are all there.
  await tenantRunning(cluster, tenant);
}

beforeAll(async () => {
  cluster = await startKubeCluster({ port: PORT });
  consoleApp = inProcessConsole('http://127.0.0.1:9', {
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_URL: cluster.url,
    CONSOLE_K8S_CA_FILE: cluster.caFile,
  });
  cookie = sessionCookieOf(
    await consoleApp.request('/api/v1/login/operator', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jwt: cluster.adminToken }),
    }),
  );
  await createTenant(sentinel.namespace, sentinel.tenant);
  await createTenant(scratch.namespace, scratch.tenant);
  before = outsideScratch();
}, 240_000);

afterAll(async () => {
  console.log(
    `operator hostile input: ${tally.cases} cases over ${table.length} operations; answers ${statusesOf(tally)}`,
  );
  consoleApp?.dispose();
  await cluster?.stop();
});

describe('every operator operation fed hostile input', () => {
  itAnswersEveryHostileCase(table, {
    pathDefaults: operatorPathDefaults(targets),
    request: (path, init) => consoleApp.request(path, init),
    cookieFor: async () => cookie,
    tally,
    timeoutMs: 180_000,
  });

  it('left every tenant, claim and secret outside the scratch namespace as it was', () => {
    expect(outsideScratch()).toBe(before);
  });
});
