import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type OperatorConsole, startOperatorConsole } from './operator-console.ts';
import { loginTest, type Screen, type ScreenSite, saveSession, screenTest, THEMES } from './visual-check.ts';

/**
 * The visual check of operator mode (Playwright project "visual"): its main screens at three sizes in both
 * themes, compared with the baselines in `__screenshots__/`, and axe-core on each. A cluster of its own holds one
 * tenant with fixed names, applied with kubectl and left until its pods run and its claims are bound; what
 * changes from run to run (dates, ages, addresses, volume names) is masked.
 */

const KUBE_PORT = 9891;
const CONSOLE_PORT = 9896;
const NAMESPACE = 'visual-tenants';
const TENANT = 'visual-store';
const SERVERS = 4;
const workDir = mkdtempSync(join(tmpdir(), 'visual-operator-e2e-'));

const TENANT_MANIFEST = {
  apiVersion: 'minio.min.io/v2',
  kind: 'Tenant',
  metadata: { name: TENANT, namespace: NAMESPACE },
  spec: {
    image: 'quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z',
    pools: [
      {
        name: 'pool-0',
        servers: SERVERS,
        volumesPerServer: 2,
        volumeClaimTemplate: {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
        },
      },
    ],
  },
};

const tenantPath = `namespaces/${NAMESPACE}/tenants/${TENANT}`;
/** The value a fact (a term and its definition) shows. */
const factValue = (page: Page, term: string) =>
  page.getByRole('main').locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
/** The cells of the table's columns, counted from 1 with the row's heading cell. */
const columns = (page: Page, table: string, numbers: number[]) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody')
    .locator(numbers.map((number) => `:is(th, td):nth-child(${number})`).join(', '));

const SCREENS: Screen[] = [
  { name: 'operator-tenants', path: 'tenants', heading: 'Tenants' },
  { name: 'operator-add-tenant', path: 'tenants/add', heading: 'Create Tenant' },
  {
    name: 'operator-tenant-summary',
    path: `${tenantPath}/summary`,
    heading: `Tenant ${TENANT}`,
    mask: (page) => [factValue(page, 'Created')],
  },
  {
    name: 'operator-tenant-pods',
    path: `${tenantPath}/pods`,
    heading: `Tenant ${TENANT}`,
    // Which fake node runs which pod, its address and its creation date are the run's.
    mask: (page) => [columns(page, 'Pods', [3, 4, 6])],
  },
  {
    name: 'operator-storage',
    path: 'storage',
    heading: 'Storage',
    // Each claim's volume is named after a generated UID, and its age is the run's.
    mask: (page) => [columns(page, 'Volumes', [7, 8])],
  },
];

let operator: OperatorConsole;
const site: ScreenSite = { baseUrl: () => operator.server.url, session: join(workDir, 'logged-in.json') };

const kubectl = (args: string[]) => operator.cluster.kubectl(args);
const jsonPath = (args: string[], path: string) => kubectl([...args, '-o', `jsonpath=${path}`]);
const tenantSelector = `v1.min.io/tenant=${TENANT}`;

/** The tenant, applied with kubectl, once the controller runs all its pods and has bound all its claims. */
async function seed(): Promise<void> {
  const manifest = join(workDir, 'tenant.json');
  writeFileSync(manifest, JSON.stringify(TENANT_MANIFEST));
  kubectl(['create', 'namespace', NAMESPACE]);
  kubectl(['apply', '-f', manifest]);
  const inNamespace = ['-n', NAMESPACE, '-l', tenantSelector];
  const words = (text: string) => text.split(' ').filter(Boolean);
  await expect
    .poll(() => words(jsonPath(['get', 'pods', ...inNamespace], '{.items[*].status.phase}')), {
      timeout: 60_000,
    })
    .toEqual(Array(SERVERS).fill('Running'));
  await expect
    .poll(() => words(jsonPath(['get', 'pvc', ...inNamespace], '{.items[*].status.phase}')), {
      timeout: 60_000,
    })
    .toEqual(Array(SERVERS * 2).fill('Bound'));
  await expect
    .poll(() => jsonPath(['get', 'tenant', '-n', NAMESPACE, TENANT], '{.status.currentState}'), {
      timeout: 60_000,
    })
    .toBe('Initialized');
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  operator = await startOperatorConsole({
    name: 'visual-operator',
    kubePort: KUBE_PORT,
    consolePort: CONSOLE_PORT,
  });
  await seed();
  await saveSession(browser, site, async (page) => {
    await page.getByLabel('Service account token').fill(operator.cluster.adminToken);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  });
});

test.afterAll(async () => {
  await operator?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

for (const theme of THEMES) {
  loginTest(site, 'operator-login', theme, (page) => page.getByLabel('Service account token'));

  for (const screen of SCREENS) screenTest(site, screen, theme);
}
