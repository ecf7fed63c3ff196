import { expect, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { expectPage, logIn, mainMenu, mc, menuEntries } from './support.ts';

test.describe('logging in to a real MinIO', () => {
  test('root logs in, sees the whole menu, and a reload keeps the session', async ({ page }) => {
    await page.goto('');
    await expect(page).toHaveURL(/\/console\/login$/);
    await logIn(page);
    await expectPage(page, '/buckets', 'Buckets');
    for (const group of ['Identity', 'Access', 'Monitoring', 'Support', 'Settings']) {
      await expect(mainMenu(page).getByRole('button', { name: group })).toBeVisible();
    }
    await page.reload();
    await expectPage(page, '/buckets', 'Buckets');
  });

  test('a wrong secret shows MinIO’s refusal and keeps the keys typed', async ({ page }) => {
    await page.goto('login');
    await logIn(page, E2E.rootUser, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid login');
    await expect(page.getByLabel('Access key')).toHaveValue(E2E.rootUser);
    await expect(page.getByLabel('Secret key')).toHaveValue('not-the-password');
    await page.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('alert')).toContainText(/secret|signature|access key/i);
  });

  test('logout ends the session', async ({ page, context }) => {
    await page.goto('login');
    await logIn(page);
    await expectPage(page, '/buckets', 'Buckets');
    await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/console\/login$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    await page.goto('buckets');
    await expect(page).toHaveURL(/\/console\/login$/);
  });

  test('the session cookie never reaches page scripts', async ({ page, context }) => {
    await page.goto('login');
    await logIn(page);
    await expectPage(page, '/buckets', 'Buckets');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
  });
});

/** An access key (service account) of the root user, made with mc. */
const addRootAccessKey = (accessKey: string, secretKey: string) =>
  mc(
    'admin',
    'user',
    'svcacct',
    'add',
    'e2e',
    E2E.rootUser,
    '--access-key',
    accessKey,
    '--secret-key',
    secretKey,
  );

test('an access key (service account) logs in with its own keys', async ({ page }) => {
  const accessKey = 'e2eaccesskey';
  addRootAccessKey(accessKey, 'e2e-access-secret');
  try {
    await page.goto('login');
    await logIn(page, accessKey, 'e2e-access-secret');
    await expectPage(page, '/buckets', 'Buckets');
  } finally {
    mc('admin', 'user', 'svcacct', 'rm', 'e2e', accessKey);
  }
});

test.describe('a user limited by policy', () => {
  const user = 'e2e-readonly';
  const secret = 'e2e-readonly-secret';

  test.beforeAll(() => {
    mc('admin', 'user', 'add', 'e2e', user, secret);
    mc('admin', 'policy', 'attach', 'e2e', 'readonly', '--user', user);
  });
  test.afterAll(() => {
    mc('admin', 'user', 'remove', 'e2e', user);
  });

  test('sees only what it may and is sent away from a forbidden page', async ({ page }) => {
    await page.goto('identity/users');
    await expect(page).toHaveURL(/\/console\/login$/);
    await logIn(page, user, secret);
    // The stored path is restored, and then the guard refuses it.
    await expectPage(page, '/buckets', 'Buckets');
    expect(await menuEntries(page)).toEqual(['Buckets', 'Service Accounts', 'License', 'Documentation']);
    for (const forbidden of ['settings/configurations', 'tools/trace', 'add-bucket']) {
      await page.goto(forbidden);
      await expectPage(page, '/buckets', 'Buckets');
    }
  });
});

test.describe('a session that ends', () => {
  for (const [name, spoil] of [
    ['removed', async (context: import('@playwright/test').BrowserContext) => context.clearCookies()],
    [
      'tampered',
      async (context: import('@playwright/test').BrowserContext) => {
        const [token] = (await context.cookies()).filter((cookie) => cookie.name === 'token');
        if (!token) throw new Error('no session cookie');
        await context.addCookies([{ ...token, value: `${token.value.slice(0, -4)}AAAA` }]);
      },
    ],
  ] as const) {
    test(`a ${name} cookie sends you to login and back to where you were`, async ({ page, context }) => {
      await page.goto('login');
      await logIn(page);
      await expectPage(page, '/buckets', 'Buckets');
      await page.goto('tools/logs');
      await expectPage(page, '/tools/logs', 'Logs');
      await spoil(context);
      await page.reload();
      await expect(page).toHaveURL(/\/console\/login$/);
      await logIn(page);
      await expectPage(page, '/tools/logs', 'Logs');
    });
  }
});

test.describe('logout ends the session, not only the browser’s cookie', () => {
  const accessKey = 'e2esessionkey';
  const accessSecret = 'e2e-session-key-secret';
  test.beforeAll(() => {
    addRootAccessKey(accessKey, accessSecret);
  });
  test.afterAll(() => {
    mc('admin', 'user', 'svcacct', 'rm', 'e2e', accessKey);
  });

  for (const [who, keys] of [
    ['root', () => [E2E.rootUser, E2E.rootPassword]],
    ['an access key', () => [accessKey, accessSecret]],
  ] as const) {
    test(`a copy of ${who}’s cookie kept from before logout opens nothing`, async ({ page, context }) => {
      await page.goto('login');
      await logIn(page, ...keys());
      await expectPage(page, '/buckets', 'Buckets');
      const copy = (await context.cookies()).find((cookie) => cookie.name === 'token');
      if (!copy) throw new Error('no session cookie');

      await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/console\/login$/);

      await context.addCookies([copy]);
      const status = await page.evaluate(
        async () => (await fetch(new URL('api/v1/session', document.baseURI))).status,
      );
      expect(status).toBe(401);
      await page.goto('buckets');
      await expect(page).toHaveURL(/\/console\/login$/);
    });
  }
});

test('an unknown access key and a wrong secret are refused alike', async ({ page }) => {
  const refusals: string[] = [];
  for (const [accessKey, secretKey] of [
    ['e2e-nobody-at-all', 'whatever-secret'],
    [E2E.rootUser, 'not-the-password'],
  ]) {
    await page.goto('login');
    await logIn(page, accessKey, secretKey);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Invalid login');
    await alert.getByRole('button', { name: 'Details' }).click();
    refusals.push((await alert.textContent()) ?? '');
  }
  expect(refusals[0]).toBe(refusals[1]);
});

test('restarting MinIO from the console: the open app keeps working', async ({ page }) => {
  await page.goto('login');
  await logIn(page);
  await expectPage(page, '/buckets', 'Buckets');
  const uptimeBefore = serverUptimeSeconds();

  const status = await page.evaluate(async () => {
    const response = await fetch(new URL('api/v1/service/restart', document.baseURI), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return response.status;
  });
  expect(status).toBe(204);
  expect(serverUptimeSeconds()).toBeLessThan(uptimeBefore);

  await mainMenu(page).getByRole('link', { name: 'Metrics' }).click();
  await expectPage(page, '/tools/metrics', 'Metrics');
  const session = await page.evaluate(
    async () => (await fetch(new URL('api/v1/session', document.baseURI))).status,
  );
  expect(session).toBe(200);
});

function serverUptimeSeconds(): number {
  const info = JSON.parse(mc('admin', 'info', 'e2e', '--json')) as {
    info?: { servers?: { state?: string; uptime?: number }[] };
  };
  const server = info.info?.servers?.[0];
  if (server?.state !== 'online') throw new Error('mc admin info reported no online server');
  // MinIO leaves out an uptime of 0 s.
  return server.uptime ?? 0;
}
