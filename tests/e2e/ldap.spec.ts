import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DIRECTORY_USERS,
  groupDn,
  minioLdapEnv,
  type RunningDirectory,
  startDirectory,
} from '../../server/test-support/ldap.ts';
import { type OwnConsole, startOwnConsole } from './own-console.ts';
import { logIn, mainMenu, menuEntries } from './support.ts';

/**
 * A directory user's session: a MinIO of its own looking users up in a throwaway OpenLDAP (a directory on the
 * shared MinIO would turn its built-in users off), and a console server of its own with LDAP login on.
 */

const LDAP_PORT = 9805;
const MINIO_PORT = 9806;
const CONSOLE_PORT = 9808;
const ADMINS = groupDn('editors');
const READERS = groupDn('readers');

const workDir = mkdtempSync(join(tmpdir(), 'ldap-e2e-'));
let directory: RunningDirectory;
let own: OwnConsole;

test.beforeAll(async () => {
  // A machine without slapd installs it first (see ensureSlapd).
  test.setTimeout(300_000);
  directory = await startDirectory({ port: LDAP_PORT, dir: join(workDir, 'ldap') });
  own = await startOwnConsole({
    name: 'ldap',
    minioPort: MINIO_PORT,
    consolePort: CONSOLE_PORT,
    minioEnv: minioLdapEnv(directory),
    consoleEnv: { CONSOLE_LDAP_ENABLED: 'on' },
  });
  own.mc.run(['idp', 'ldap', 'policy', 'attach', own.mc.alias, 'consoleAdmin', '--group', ADMINS]);
});

test.afterAll(async () => {
  await own?.stop();
  await directory?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** What `mc idp ldap policy entities` maps `policy` to, as groups. */
function mcGroupsOf(policy: string): string[] {
  const answer = JSON.parse(own.mc.run(['idp', 'ldap', 'policy', 'entities', own.mc.alias, '--json']));
  const mappings: { policy: string; groups?: string[] | null }[] = answer.result.policyMappings ?? [];
  return mappings.find((mapping) => mapping.policy === policy)?.groups ?? [];
}

test('a directory admin maps a policy to a directory group from the Directory page', async ({ page }) => {
  await page.goto(`${own.server.url}/login`);
  await logIn(page, 'alice', DIRECTORY_USERS.alice);
  await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();

  const entries = await menuEntries(page);
  expect(entries).not.toContain('Users');
  expect(entries).not.toContain('Groups');

  await mainMenu(page).getByRole('link', { name: 'Directory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  const mappings = page.getByRole('table', { name: 'Policy mappings' });
  await expect(mappings.getByRole('row', { name: new RegExp(ADMINS) })).toContainText('consoleAdmin');

  await page.getByRole('button', { name: 'Attach policies' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Attach policies' });
  await dialog.getByLabel('DN').fill(READERS);
  await dialog.getByRole('checkbox', { name: 'readonly', exact: true }).check();
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(dialog).toBeHidden();
  await expect(mappings.getByRole('row', { name: new RegExp(READERS) })).toContainText('readonly');
  expect(mcGroupsOf('readonly')).toEqual([READERS]);

  await page.getByRole('button', { name: `Detach readonly from ${READERS}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Detach readonly?' });
  await confirm.getByRole('button', { name: 'Detach' }).click();
  await expect(confirm).toBeHidden();
  await expect(mappings.getByRole('row', { name: new RegExp(READERS) })).toHaveCount(0);
  expect(mcGroupsOf('readonly')).toEqual([]);
});
