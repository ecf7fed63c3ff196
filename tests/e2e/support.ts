import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E } from './environment.ts';

/** What mc reads on its standard input, given after its arguments. */
type McInput = { input: string };

/** Runs mc with `MC_HOST_<alias>` for the given keys against the test MinIO, returning its output. */
function runMc(alias: string, accessKey: string, secretKey: string, args: (string | McInput)[]): string {
  const endpoint = new URL(E2E.minioEndpoint);
  const host = `${endpoint.protocol}//${encodeURIComponent(accessKey)}:${encodeURIComponent(secretKey)}@${endpoint.host}`;
  const input = args.find((arg): arg is McInput => typeof arg !== 'string')?.input;
  const words = args.filter((arg): arg is string => typeof arg === 'string');
  return execFileSync(E2E.mcBinary, ['--no-color', ...words], {
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, [`MC_HOST_${alias}`]: host, MC_CONFIG_DIR: `${E2E.consoleDataDir}/mc` },
    timeout: 60_000,
  });
}

/** Runs mc as root against the test MinIO (alias "e2e"), returning its output. */
export const mc = (...args: (string | McInput)[]): string =>
  runMc('e2e', E2E.rootUser, E2E.rootPassword, args);

/** mc with other keys (alias "key"); a refusal throws with mc's message. */
export const mcAs =
  (accessKey: string, secretKey: string) =>
  (...args: (string | McInput)[]): string => {
    try {
      return runMc('key', accessKey, secretKey, args);
    } catch (error) {
      throw new Error(String((error as { stderr?: string }).stderr || (error as Error).message));
    }
  };

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

/** The main menu's links as read: without the new-tab note. */
export const menuEntries = async (page: Page) =>
  (await mainMenu(page).getByRole('link').allTextContents()).map((text) =>
    text.replace('(opens in a new tab)', '').trim(),
  );

export async function expectPage(page: Page, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new URL(path.replace(/^\//, ''), E2E.consoleUrl).toString());
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
