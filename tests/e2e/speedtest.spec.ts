import { expect, type Page, test } from '@playwright/test';
import { SPEEDTEST_MESSAGES } from '../../src/contract/speedtest.ts';
import { E2E } from './environment.ts';
import { expectPage, logIn, mc } from './support.ts';

/** MinIO's bucket for the object test, asked without credentials: MinIO holds every S3 call back while a test runs. */
async function s3CallsHeld(): Promise<boolean> {
  try {
    await fetch(`${E2E.minioEndpoint}/minio-perf-test-tmp-bucket`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(1000),
    });
    return false;
  } catch {
    return true;
  }
}

async function setObjectTest(page: Page, sizeMiB: string, seconds: string) {
  await page.getByLabel('Object size (MiB)').fill(sizeMiB);
  await page.getByLabel('Concurrency').fill('4');
  await page.getByLabel('Duration (seconds)').fill(seconds);
}

const meterValue = async (page: Page, name: string) =>
  Number(
    await page.getByRole('figure', { name: 'Throughput' }).getByRole('meter', { name }).getAttribute('value'),
  );

test.beforeEach(async ({ page }) => {
  await page.goto('support/speedtest');
  await logIn(page);
  await expectPage(page, '/support/speedtest', 'Performance');
});

test("an object speedtest measures each server's PUT and GET throughput, kept for comparison", async ({
  page,
}) => {
  const servers = (
    JSON.parse(mc('admin', 'info', '--json', 'e2e')).info.servers as { endpoint: string }[]
  ).map((server) => server.endpoint);
  await setObjectTest(page, '2', '3');
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('status', { name: 'Test status' })).toContainText('Done', { timeout: 30_000 });
  for (const server of servers) {
    expect(await meterValue(page, `http://${server} PUT`)).toBeGreaterThan(0);
    expect(await meterValue(page, `http://${server} GET`)).toBeGreaterThan(0);
  }
  await page.getByLabel('Object size (MiB)').fill('1');
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('status', { name: 'Test status' })).toContainText('Done', { timeout: 30_000 });
  const session = page.getByRole('region', { name: 'Results this session' });
  await expect(session.getByRole('meter', { name: /PUT$/ })).toHaveCount(2);
  await expect(session.getByRole('meter', { name: /^#2 Objects, 1 MiB objects/ }).first()).toBeVisible();
  await expect(session.getByRole('meter', { name: /^#1 Objects, 2 MiB objects/ }).first()).toBeVisible();
});

test('stopping a speedtest stops it at MinIO, and the network test says why a single server has none', async ({
  page,
}) => {
  await setObjectTest(page, '1', '120');
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('status', { name: 'Test status' })).toContainText('Measuring');
  await expect.poll(s3CallsHeld, { timeout: 20_000 }).toBe(true);
  await page.getByRole('button', { name: 'Stop test' }).click();
  await expect(page.getByRole('status', { name: 'Test status' })).toContainText('Stopped');
  // Long before the two minutes asked for, MinIO answers S3 calls again: the test is over.
  await expect.poll(s3CallsHeld, { timeout: 20_000 }).toBe(false);

  const servers = JSON.parse(mc('admin', 'info', '--json', 'e2e')).info.servers as unknown[];
  test.skip(servers.length > 1, 'the test MinIO has several servers');
  await expect(page.getByText(SPEEDTEST_MESSAGES.singleNode)).toBeVisible();
  await page.getByRole('radio', { name: /Network/ }).check();
  await expect(page.getByRole('button', { name: 'Start test' })).toBeDisabled();
});
