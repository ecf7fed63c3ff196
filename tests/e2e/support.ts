import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E } from './environment.ts';

/** Runs mc against the test MinIO (alias "e2e"), returning its output. */
export function mc(...args: string[]): string {
  const endpoint = new URL(E2E.minioEndpoint);
  const host = `${endpoint.protocol}//${encodeURIComponent(E2E.rootUser)}:${encodeURIComponent(E2E.rootPassword)}@${endpoint.host}`;
  return execFileSync(E2E.mcBinary, ['--no-color', ...args], {
    encoding: 'utf8',
    env: { ...process.env, MC_HOST_e2e: host, MC_CONFIG_DIR: `${E2E.consoleDataDir}/mc` },
    timeout: 60_000,
  });
}

export async function logIn(
  page: Page,
  accessKey = E2E.rootUser,
  secretKey = E2E.rootPassword,
): Promise<void> {
  await page.getByLabel('Access key').fill(accessKey);
  await page.getByLabel('Secret key').fill(secretKey);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

export async function expectPage(page: Page, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new URL(path.replace(/^\//, ''), E2E.consoleUrl).toString());
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
