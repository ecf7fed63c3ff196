import { expect, type Page, test } from '@playwright/test';
import { type OperatorConsole, startOperatorConsole } from './operator-console.ts';

/**
 * Operator mode over a local Kubernetes cluster: a tenant created through the wizard, its pods shown, and
 * deleted with its volumes; a token without rights sees Kubernetes' refusal. Effects checked with kubectl.
 */

const KUBE_PORT = 9870;
const CONSOLE_PORT = 9875;
// Namespaces cannot be deleted in this cluster: each run takes fresh names.
const RUN = Date.now().toString(36);
const NAMESPACE = `journey-${RUN}`;
const TENANT = `store-${RUN}`;
const POOL = { servers: 4, drivesPerServer: 2 };

let operator: OperatorConsole;

interface KubeList<T> {
  items: T[];
}
interface Tenant {
  spec: { pools: { name: string; servers: number; volumesPerServer: number }[] };
}
interface Named {
  metadata: { name: string };
}

const kubectlJson = <T>(args: string[]): T =>
  JSON.parse(operator.cluster.kubectl([...args, '-o', 'json'])) as T;
const tenantLabel = `v1.min.io/tenant=${TENANT}`;
const podNames = () =>
  kubectlJson<KubeList<Named>>(['get', 'pods', '-n', NAMESPACE, '-l', tenantLabel]).items.map(
    (pod) => pod.metadata.name,
  );
const tenantNames = () =>
  kubectlJson<KubeList<Named>>(['get', 'tenants', '-n', NAMESPACE]).items.map((item) => item.metadata.name);
const claimCount = () =>
  kubectlJson<KubeList<Named>>(['get', 'pvc', '-n', NAMESPACE, '-l', tenantLabel]).items.length;

async function logInWithToken(page: Page, token: string) {
  await page.goto(`${operator.server.url}/login`);
  await page.getByLabel('Service account token').fill(token);
  await page.getByRole('button', { name: 'Login' }).click();
  // The tenants page opens once the session cookie is set; leaving earlier would cancel the login.
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible({ timeout: 30_000 });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  operator = await startOperatorConsole({ name: 'operator', kubePort: KUBE_PORT, consolePort: CONSOLE_PORT });
  operator.cluster.kubectl(['create', 'namespace', NAMESPACE]);
});

test.afterAll(async () => {
  await operator?.stop();
});

test('a tenant is created through the wizard, its pods shown, and deleted with its volumes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInWithToken(page, operator.cluster.adminToken);
  await page.goto(`${operator.server.url}/tenants/add`);
  const wizard = page.getByRole('form', { name: 'Setup' });
  await wizard.getByRole('textbox', { name: 'Name', exact: true }).fill(TENANT);
  await wizard.getByRole('textbox', { name: 'Namespace' }).fill(NAMESPACE);
  await wizard.getByRole('textbox', { name: 'Total size' }).fill('16');
  await wizard.getByRole('textbox', { name: 'Number of servers' }).fill(String(POOL.servers));
  await wizard.getByRole('textbox', { name: 'Drives per server' }).fill(String(POOL.drivesPerServer));
  await expect(wizard.getByRole('region', { name: 'Pool' })).toContainText('4 servers with 2 drives each');
  await wizard.getByRole('button', { name: 'Create' }).click();

  const created = page.getByRole('dialog', { name: 'Tenant created' });
  await expect(created).toContainText('Access key');
  await created.getByRole('button', { name: 'Close' }).click();
  const table = page.getByRole('table', { name: 'Tenants' });
  await expect(table.getByRole('link', { name: TENANT })).toBeVisible();

  const tenant = kubectlJson<Tenant>(['get', 'tenant', '-n', NAMESPACE, TENANT]);
  expect(tenant.spec.pools).toEqual([
    expect.objectContaining({
      name: 'pool-0',
      servers: POOL.servers,
      volumesPerServer: POOL.drivesPerServer,
    }),
  ]);
  await expect.poll(() => podNames().length, { timeout: 60_000 }).toBe(POOL.servers);

  await page.goto(`${operator.server.url}/namespaces/${NAMESPACE}/tenants/${TENANT}/pods`);
  const pods = page.getByRole('table', { name: 'Pods' });
  for (const pod of podNames()) await expect(pods.getByText(pod, { exact: true })).toBeVisible();

  await page.goto(`${operator.server.url}/tenants`);
  await table.getByRole('button', { name: `Delete tenant ${TENANT}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete tenant ${TENANT}` });
  await confirm.getByRole('checkbox', { name: 'Delete its volumes' }).check();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByRole('link', { name: TENANT })).toBeHidden();
  await expect.poll(tenantNames, { timeout: 30_000 }).toEqual([]);
  await expect.poll(claimCount, { timeout: 30_000 }).toBe(0);
});

test("a token without rights is shown Kubernetes' refusal on the tenants page", async ({ page }) => {
  const token = await operator.cluster.mintToken({ name: 'journey-no-rights' });
  expect(() =>
    operator.cluster.kubectl([
      'auth',
      'can-i',
      'list',
      'tenants',
      '--as',
      'system:serviceaccount:default:journey-no-rights',
    ]),
  ).toThrow();
  await logInWithToken(page, token);
  await page.goto(`${operator.server.url}/tenants`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Access denied');
  await refusal.getByRole('button', { name: 'Details' }).click();
  await expect(refusal).toContainText(/forbidden: .*cannot list resource "tenants"/);
  await expect(page.getByRole('table', { name: 'Tenants' })).toBeHidden();
});
