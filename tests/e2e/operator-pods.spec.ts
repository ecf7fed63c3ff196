import { expect, test } from '@playwright/test';
import { MINIO_START_LINES } from '../../server/test-support/kube/pod-logs.ts';
import { eventsAbout } from '../../server/test-support/kube/tenant-events.ts';
import { type OperatorConsole, startOperatorConsole } from './operator-console.ts';

/**
 * Operator mode's pod details over a local Kubernetes cluster: a tenant's pod log as the fake node serves it
 * through kube-apiserver, the pod's lifecycle events and the tenant's events, each read in Chromium and checked
 * with kubectl.
 */

const KUBE_PORT = 9600;
const CONSOLE_PORT = 9606;
// Namespaces cannot be deleted in this cluster: each run takes fresh names.
const RUN = Date.now().toString(36);
const NAMESPACE = `pods-${RUN}`;
const TENANT = 'store';
const POD = `${TENANT}-pool-0-0`;

let operator: OperatorConsole;

const kubectl = (...args: string[]) => operator.cluster.kubectl(args);
const eventsOf = (kind: string, name: string) =>
  eventsAbout(operator.cluster.kubectl, { namespace: NAMESPACE, kind, name });

const tenant = {
  apiVersion: 'minio.min.io/v2',
  kind: 'Tenant',
  metadata: { name: TENANT, namespace: NAMESPACE },
  spec: {
    pools: [
      {
        name: 'pool-0',
        servers: 2,
        volumesPerServer: 2,
        volumeClaimTemplate: {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
        },
      },
    ],
  },
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  operator = await startOperatorConsole({
    name: 'operator-pods',
    kubePort: KUBE_PORT,
    consolePort: CONSOLE_PORT,
  });
  kubectl('create', 'namespace', NAMESPACE);
  await operator.cluster.admin.expect(
    'POST',
    `/apis/minio.min.io/v2/namespaces/${NAMESPACE}/tenants`,
    tenant,
  );
  await expect
    .poll(() => kubectl('get', 'tenant', TENANT, '-n', NAMESPACE, '-o', 'jsonpath={.status.currentState}'), {
      timeout: 60_000,
    })
    .toBe('Initialized');
});

test.afterAll(async () => {
  await operator?.stop();
});

test.beforeEach(async ({ page }) => {
  await page.goto(`${operator.server.url}/login`);
  await page.getByLabel('Service account token').fill(operator.cluster.adminToken);
  await page.getByRole('button', { name: 'Login' }).click();
  // The tenants page opens once the session cookie is set; leaving earlier would cancel the login.
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible({ timeout: 30_000 });
});

test("a pod's log and events, opened from the tenant's pods", async ({ page }) => {
  await page.goto(`${operator.server.url}/namespaces/${NAMESPACE}/tenants/${TENANT}/pods`);
  await page.getByRole('table', { name: 'Pods' }).getByRole('link', { name: POD }).click();
  await expect(page.getByRole('heading', { name: `Pod ${POD}` })).toBeVisible();

  const log = page.getByRole('figure', { name: 'Pod log' });
  const kubectlLog = kubectl('logs', '-n', NAMESPACE, POD);
  expect(kubectlLog.trimEnd().split('\n')).toEqual(MINIO_START_LINES);
  for (const line of MINIO_START_LINES.filter(Boolean)) await expect(log).toContainText(line);
  // The log scrolls on its own, so the keyboard reaches it: next after the button that saves it.
  await page.getByRole('button', { name: 'Download' }).focus();
  await page.keyboard.press('Tab');
  await expect(log.locator('pre')).toBeFocused();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${POD}.log`);
  expect(await streamText(await file.createReadStream())).toBe(kubectlLog);

  await page.getByRole('tab', { name: 'Events' }).click();
  const events = page.getByRole('table', { name: 'Events' });
  const reasons = eventsOf('Pod', POD).map((event) => event.reason);
  expect(reasons).toEqual(['Scheduled', 'Pulled', 'Created', 'Started']);
  // Newest first: the table reads kubectl's list (oldest first) backwards.
  await expect(events.getByRole('row').locator('td:nth-child(2)')).toHaveText([...reasons].reverse());
  await expect(events).toContainText(`Pod/${POD}`);
});

test("the tenant's events: its services, its pool and its initialization", async ({ page }) => {
  await page.goto(`${operator.server.url}/namespaces/${NAMESPACE}/tenants/${TENANT}/events`);
  const events = page.getByRole('table', { name: 'Events' });
  const recorded = eventsOf('Tenant', TENANT);
  expect(recorded.map((event) => event.reason)).toEqual(
    expect.arrayContaining(['SvcCreated', 'PoolCreated', 'Initialized']),
  );
  for (const { message } of recorded) await expect(events.getByRole('cell', { name: message })).toBeVisible();
  // The tenant became Initialized after making its pool: that event is the newest.
  await expect(events.getByRole('row').nth(1)).toContainText('Tenant is initialized');
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
