import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ConsoleProcess } from '../../server/test-support/console-process.ts';
import type { Mc } from '../../server/test-support/mc.ts';
import { type OwnConsole, startOwnConsole } from './own-console.ts';
import { logIn } from './support.ts';
import {
  loginTest,
  openPage,
  type Screen,
  type ScreenSite,
  saveSession,
  screenTest,
  THEMES,
} from './visual-check.ts';

/**
 * The visual check (Playwright project "visual"): the main screens at three sizes in both themes, compared with
 * the committed baselines in `__screenshots__/`, and axe-core on each screen in both themes. The screens show a
 * MinIO of their own seeded with mc (fixed names), so what other journeys leave behind never shows; what changes
 * from run to run (dates, live data, usage) is masked. `npm run test:visual:update` writes new baselines.
 */

const MINIO_PORT = 9770;
const CONSOLE_PORT = 9775;
const BUCKET = 'visual-photos';
const OBJECT = 'albums/readme.txt';
const workDir = mkdtempSync(join(tmpdir(), 'visual-e2e-'));

const main = (page: Page) => page.getByRole('main');
/** The value a fact (a term and its definition) shows. */
const factValue = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
const tableBody = (page: Page, name: string | RegExp) => page.getByRole('table', { name }).locator('tbody');

const SCREENS: Screen[] = [
  {
    name: 'buckets',
    path: 'buckets',
    heading: 'Buckets',
    // Usage (objects, size) lags behind MinIO's scanner, and the creation date is the run's.
    mask: (page) => [tableBody(page, 'Buckets').locator('td:nth-child(2), td:nth-child(3), td:nth-child(5)')],
  },
  { name: 'bucket-settings', path: `buckets/${BUCKET}/admin/summary`, heading: BUCKET },
  {
    name: 'object-browser',
    path: `buckets/${BUCKET}/browse/albums%2F?object=${encodeURIComponent(OBJECT)}`,
    heading: BUCKET,
    mask: (page) => [
      page.getByRole('table', { name: /^Contents of / }).locator('td:nth-child(4)'),
      factValue(page.getByRole('complementary'), 'Last modified'),
      factValue(page.getByRole('complementary'), 'Version ID'),
    ],
  },
  { name: 'users', path: 'identity/users', heading: 'Users' },
  { name: 'groups', path: 'identity/groups', heading: 'Groups' },
  { name: 'policies', path: 'access/policies', heading: 'Policies' },
  { name: 'access-keys', path: 'identity/account', heading: 'Service Accounts' },
  { name: 'openid', path: 'identity/idp/openid', heading: 'OpenID Configurations' },
  { name: 'ldap', path: 'identity/idp/ldap', heading: 'LDAP Configuration' },
  // Without an LDAP server MinIO answers that LDAP is not enabled: what its root user sees.
  { name: 'directory', path: 'identity/directory', heading: 'Directory' },
  { name: 'configurations', path: 'settings/configurations', heading: 'Configurations' },
  { name: 'notification-endpoints', path: 'settings/notification-endpoints', heading: /Notification/ },
  { name: 'tiers', path: 'settings/tiers', heading: 'Tiers' },
  {
    name: 'metrics',
    path: 'tools/metrics',
    heading: 'Metrics',
    mask: (page) => [main(page).locator('dd'), main(page).getByText('Raw capacity').locator('..')],
  },
  {
    name: 'logs',
    path: 'tools/logs',
    heading: 'Logs',
    mask: (page) => [
      main(page).getByText(/lines? shown/),
      main(page).getByText(/^No log lines yet/),
      main(page).locator('table'),
    ],
  },
  { name: 'trace', path: 'tools/trace', heading: 'Trace' },
  { name: 'health', path: 'health', heading: 'Health' },
  { name: 'speedtest', path: 'support/speedtest', heading: /Performance|Speedtest/ },
  { name: 'support', path: 'support', heading: /Support|Register/ },
];

let own: OwnConsole;
let server: ConsoleProcess;
let mc: Mc;
const site: ScreenSite = { baseUrl: () => server.url, session: join(workDir, 'logged-in.json') };

/** The same data every run: two buckets, objects in a folder, users, a group, a policy and an access key. */
function seed(): void {
  const at = (path: string) => `${mc.alias}/${path}`;
  mc.run(['mb', '--with-versioning', at(BUCKET)]);
  mc.run(['mb', at('visual-logs')]);
  mc.run(['pipe', at(`${BUCKET}/${OBJECT}`)], 'Holiday photos, sorted by year.\n');
  mc.run(['pipe', at(`${BUCKET}/albums/2024.json`)], '{"albums": 3, "photos": 5}\n');
  mc.run(['pipe', at(`${BUCKET}/cover.svg`)], '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  for (const user of ['alice', 'bob']) mc.run(['admin', 'user', 'add', mc.alias, user, `${user}-secret-1`]);
  mc.run(['admin', 'group', 'add', mc.alias, 'editors', 'alice', 'bob']);
  const policyFile = join(workDir, 'photos-read.json');
  writeFileSync(policyFile, PHOTOS_READ);
  mc.run(['admin', 'policy', 'create', mc.alias, 'photos-read', policyFile]);
  mc.run([
    'admin',
    'user',
    'svcacct',
    'add',
    '--access-key',
    'visualkey0001',
    '--secret-key',
    'visual-key-secret-0001',
    '--name',
    'backup',
    mc.alias,
    own.root.user,
  ]);
}

const PHOTOS_READ = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${BUCKET}/*`] }],
});

test.beforeAll(async ({ browser }) => {
  own = await startOwnConsole({ name: 'visual', minioPort: MINIO_PORT, consolePort: CONSOLE_PORT });
  ({ server, mc } = own);
  seed();
  await saveSession(browser, site, async (page) => {
    await logIn(page, own.root.user, own.root.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible();
  });
});

test.afterAll(async () => {
  await own?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

for (const theme of THEMES) {
  loginTest(site, 'login', theme, (page) => page.getByRole('button', { name: 'Login' }));

  for (const screen of SCREENS) screenTest(site, screen, theme);
}

test('on a phone the menu is a drawer: opened by its button, closed by Escape and by going to a page', async ({
  browser,
}) => {
  const page = await openPage(browser, 'light', site.session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/buckets`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'MinIO Console' });
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('link', { name: 'alice' })).toBeVisible();
  await page.context().close();
});
