import { expect, test } from '@playwright/test';
import { logInWithToken, type OperatorConsole, startOperatorConsole } from './operator-console.ts';

/**
 * A tenant's storage over a local Kubernetes cluster: a pool grown by servers in the browser, a volume claim
 * opened and deleted, the Tenant edited as YAML. Effects checked with kubectl.
 */

const KUBE_PORT = 9700;
const CONSOLE_PORT = 9705;
// Namespaces cannot be deleted in this cluster: each run takes fresh names.
const RUN = Date.now().toString(36);
const NAMESPACE = `pools-${RUN}`;
const TENANT = `grow-${RUN}`;
const GiB = 1024 ** 3;
const NEW_IMAGE = 'quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z';

let operator: OperatorConsole;

interface KubeList<T> {
  items: T[];
}
interface Named {
  metadata: { name: string; uid: string };
}
interface Tenant {
  spec: { image: string; pools: { name: string; servers: number; volumesPerServer: number }[] };
}

const kubectlJson = <T>(args: string[]): T =>
  JSON.parse(operator.cluster.kubectl([...args, '-n', NAMESPACE, '-o', 'json'])) as T;
const owned = (kind: string) =>
  kubectlJson<KubeList<Named>>(['get', kind, '-l', `v1.min.io/tenant=${TENANT}`]).items;
const ownedNames = (kind: string) => owned(kind).map((item) => item.metadata.name);
const tenantSpec = () => kubectlJson<Tenant>(['get', 'tenant', TENANT]).spec;
const tenantPage = (section: string) =>
  `${operator.server.url}/namespaces/${NAMESPACE}/tenants/${TENANT}/${section}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  operator = await startOperatorConsole({
    name: 'operator-pools',
    kubePort: KUBE_PORT,
    consolePort: CONSOLE_PORT,
  });
  operator.cluster.kubectl(['create', 'namespace', NAMESPACE]);
});

test.afterAll(async () => {
  await operator?.stop();
});

test("a tenant's pool is expanded, a claim deleted and the Tenant edited as YAML", async ({ page }) => {
  test.setTimeout(180_000);
  await logInWithToken(page, operator, operator.cluster.adminToken);
  const created = await page.request.post(`${operator.server.url}/api/v1/tenants`, {
    data: {
      name: TENANT,
      namespace: NAMESPACE,
      pools: [{ servers: 4, volumes_per_server: 2, volume_configuration: { size: GiB } }],
    },
  });
  expect(created.status()).toBe(200);
  await expect.poll(() => ownedNames('pvc').length, { timeout: 60_000 }).toBe(8);

  // The pool grows from 4 to 6 servers, once reviewed.
  await page.goto(tenantPage('pools'));
  const pools = page.getByRole('table', { name: 'Pools' });
  await expect(pools.getByRole('row', { name: /^pool-0 4 2 1\.0 GiB/ })).toBeVisible();
  await pools.getByRole('button', { name: 'Expand pool pool-0' }).click();
  const dialog = page.getByRole('dialog', { name: 'Expand pool pool-0' });
  await dialog.getByRole('textbox', { name: 'Number of servers' }).fill('3');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Number of servers' })).toHaveAccessibleDescription(
    /cannot shrink from 4 to 3 servers/,
  );
  await dialog.getByRole('textbox', { name: 'Number of servers' }).fill('6');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog).toContainText('pool-0 grows from 4 to 6 servers: 4 more volumes of 1.0 GiB');
  await dialog.getByRole('button', { name: 'Expand pool' }).click();
  await expect(dialog).toBeHidden();
  await expect(pools.getByRole('row', { name: /^pool-0 6 2 1\.0 GiB/ })).toBeVisible();

  expect(tenantSpec().pools).toEqual([
    expect.objectContaining({ name: 'pool-0', servers: 6, volumesPerServer: 2 }),
  ]);
  await expect
    .poll(() => ownedNames('pods').sort(), { timeout: 60_000 })
    .toEqual([0, 1, 2, 3, 4, 5].map((server) => `${TENANT}-pool-0-${server}`));
  await expect.poll(() => ownedNames('pvc').length, { timeout: 60_000 }).toBe(12);
  expect(ownedNames('pvc')).toEqual(
    expect.arrayContaining([`data0-${TENANT}-pool-0-5`, `data1-${TENANT}-pool-0-5`]),
  );

  // A claim opened from the tenant's volumes, and deleted once confirmed.
  const claim = `data1-${TENANT}-pool-0-5`;
  const claimUid = owned('pvc').find((item) => item.metadata.name === claim)?.metadata.uid;
  await page.goto(tenantPage('volumes'));
  await page.getByRole('table', { name: 'Volumes' }).getByRole('link', { name: claim }).click();
  await expect(page.getByRole('heading', { name: `Volume claim ${claim}` })).toBeVisible();
  await expect(page.getByText('Bound', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete volume claim ${claim}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete volume claim ${claim}` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(tenantPage('volumes'));
  await expect
    .poll(() => owned('pvc').find((item) => item.metadata.name === claim)?.metadata.uid)
    .not.toBe(claimUid);

  // The Tenant edited as YAML.
  await page.goto(tenantPage('summary'));
  await page.getByRole('button', { name: 'Edit YAML' }).click();
  const editor = page.getByRole('dialog', { name: `Tenant ${TENANT} as YAML` }).getByLabel('Tenant YAML');
  await expect(editor).toHaveValue(/kind: Tenant/);
  const yaml = await editor.inputValue();
  await editor.fill(yaml.replace(/image: .*/, `image: ${NEW_IMAGE}`));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(tenantSpec().image).toBe(NEW_IMAGE);
  await expect(page.getByText(NEW_IMAGE)).toBeVisible();
});
