import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { applyTenantWithConsole } from '../../server/test-support/kube/tenant-with-console.ts';
import { type Mc, mcFor } from '../../server/test-support/mc.ts';
import { E2E } from './environment.ts';
import { type OperatorConsole, startOperatorConsole } from './operator-console.ts';

/**
 * Hop in Chromium: the tenant's own console, a real MinIO's embedded console whose root user is the tenant's,
 * opens inside the operator console's page, logged in through the proxy, and shows what mc put in that MinIO.
 */

const KUBE_PORT = 9510;
const CONSOLE_PORT = 9515;
const MINIO_PORT = 9516;
const MINIO_CONSOLE_PORT = 9517;
const RUN = Date.now().toString(36);
const NAMESPACE = `hop-${RUN}`;
const TENANT = `shop-${RUN}`;
const BUCKET = `hop-journey-${RUN}`;
const OBJECT = 'hello-from-the-tenant.txt';
const ROOT = { user: 'hop-journey-root', password: `hop-journey-${RUN}-secret` };

let operator: OperatorConsole;
let minio: RunningMinio;
let mc: Mc;
let workDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workDir = mkdtempSync(join(tmpdir(), 'operator-hop-e2e-'));
  minio = await startMinio({
    binary: E2E.minioBinary,
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
    env: { MINIO_BROWSER: 'on' },
  });
  mc = mcFor(minio.endpoint, ROOT.user, ROOT.password, E2E.mcBinary);
  mc.run(['mb', `${mc.alias}/${BUCKET}`]);
  mc.run(['pipe', `${mc.alias}/${BUCKET}/${OBJECT}`], 'hello');
  operator = await startOperatorConsole({
    name: 'operator-hop',
    kubePort: KUBE_PORT,
    consolePort: CONSOLE_PORT,
    tenantConsoles: { [`${NAMESPACE}/${TENANT}`]: { host: '127.0.0.1', port: MINIO_CONSOLE_PORT } },
  });
  await applyTenantWithConsole(operator.cluster.admin, { namespace: NAMESPACE, tenant: TENANT, root: ROOT });
});

test.afterAll(async () => {
  mc?.dispose();
  await operator?.stop();
  await minio?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("the tenant's own console opens inside the page, logged in, with its buckets and objects", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${operator.server.url}/login`);
  await page.getByLabel('Service account token').fill(operator.cluster.adminToken);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible({ timeout: 30_000 });

  const hop = `${operator.server.url}/namespaces/${NAMESPACE}/tenants/${TENANT}/hop`;
  await page.goto(hop);
  await expect(page.getByRole('heading', { level: 1, name: `Console of tenant ${TENANT}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const frame = page.frameLocator(`iframe[title="Console of tenant ${TENANT}"]`);
  // The tenant console asks for no login: the proxy logged in with the tenant's root user.
  await expect(frame.getByText(BUCKET).first()).toBeVisible({ timeout: 30_000 });

  await page.goto(`${hop}?path=${encodeURIComponent(`/browser/${BUCKET}`)}`);
  await expect(frame.getByText(OBJECT).first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: `Back to tenant ${TENANT}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tenant ${TENANT}` })).toBeVisible();
});
