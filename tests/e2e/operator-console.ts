import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { type KubeCluster, startKubeCluster } from '../../server/test-support/kube/cluster.ts';
import type { TenantConsoles } from '../../server/test-support/kube/tenant-controller.ts';
import { E2E } from './environment.ts';

export interface OperatorConsole {
  cluster: KubeCluster;
  server: ConsoleProcess;
  stop: () => Promise<void>;
}

export interface OperatorConsoleOptions {
  /** Names the temporary folder. */
  name: string;
  /** kube-apiserver's port; etcd and kwok take the next three (see startKubeCluster). */
  kubePort: number;
  consolePort: number;
  /** Tenants whose console service points at a console on 127.0.0.1 (see startKubeCluster). */
  tenantConsoles?: TenantConsoles;
  /** More of the console server's environment. */
  consoleEnv?: Record<string, string>;
}

/**
 * A local Kubernetes cluster (fake nodes, the Tenant CRD, a controller playing the MinIO Operator) with the
 * built console server in front of it in operator mode. Log in with `cluster.adminToken`, or a token minted
 * with fewer rights (`cluster.mintToken`); check effects with `cluster.kubectl`.
 */
export async function startOperatorConsole(options: OperatorConsoleOptions): Promise<OperatorConsole> {
  const workDir = mkdtempSync(join(tmpdir(), `${options.name}-e2e-`));
  const parts: Partial<OperatorConsole> = {};
  const stop = async () => {
    await parts.server?.stop();
    await parts.cluster?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    parts.cluster = await startKubeCluster({
      port: options.kubePort,
      dir: join(workDir, 'kube'),
      tenantConsoles: options.tenantConsoles,
    });
    parts.server = await startConsoleProcess({
      port: options.consolePort,
      // Operator mode reaches MinIO through each tenant's services, not this one.
      minioServer: E2E.noOutsideService,
      dataDir: join(workDir, 'console'),
      serverEntry: `${E2E.distDir}/server/main.js`,
      staticDir: `${E2E.distDir}/app`,
      subPath: E2E.subPath,
      env: {
        CONSOLE_OPERATOR_MODE: 'on',
        CONSOLE_K8S_API_URL: parts.cluster.url,
        CONSOLE_K8S_CA_FILE: parts.cluster.caFile,
        CONSOLE_SUBNET_URL: E2E.noOutsideService,
        CONSOLE_RELEASES_URL: E2E.noOutsideService,
        ...options.consoleEnv,
      },
    });
    return { cluster: parts.cluster, server: parts.server, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Logs in with a service account's token; the tenants page opens once the session cookie is set. */
export async function logInWithToken(page: Page, operator: OperatorConsole, token: string): Promise<void> {
  await page.goto(`${operator.server.url}/login`);
  await page.getByLabel('Service account token').fill(token);
  await page.getByRole('button', { name: 'Login' }).click();
  // Leaving before the tenants page shows would cancel the login.
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible({ timeout: 30_000 });
}
