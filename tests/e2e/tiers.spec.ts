import { expect, test } from '@playwright/test';
import { startTierRemote, type TierRemote } from '../../server/test-support/tier-remote.ts';
import { logIn, mc } from './support.ts';

// A tier added in the console, named by a lifecycle rule added in the console, really receives an object: mc
// shows the tier as the object's storage class, and the console still serves the object's bytes.

/** The MinIO this journey starts as the tier (a MinIO cannot be a tier of itself). */
const REMOTE_PORT = Number(process.env.E2E_TIER_MINIO_PORT ?? 9530);
const id = Date.now().toString(36);
const tierName = `e2e-warm-${id}`;
const TIER = tierName.toUpperCase();
const bucket = `e2e-tiered-${id}`;
const KEY = 'reports/cold.txt';
const CONTENT = 'kept on the tier\n';
const rotated = { user: `e2e-tier-${id}`, password: `e2e-tier-${id}-secret` };

let remote: TierRemote;

test.beforeAll(async () => {
  remote = await startTierRemote(REMOTE_PORT);
  mc('mb', `e2e/${bucket}`);
});

test.afterAll(async () => {
  // MinIO removes only an empty tier: the moved object goes first, on both sides.
  mc('rb', '--force', `e2e/${bucket}`);
  remote.mc.run(['rm', '--recursive', '--force', `${remote.mc.alias}/${remote.bucket}`]);
  try {
    mc('admin', 'tier', 'rm', 'e2e', TIER);
  } catch {
    // Never added, when the journey failed before.
  }
  await remote.stop();
});

function mcTier(): { Name: string } | undefined {
  const output = mc('admin', 'tier', 'ls', 'e2e', '--json');
  // With no tier at all, mc prints a sentence ("No remote tier has been configured") rather than JSON.
  if (!output.trimStart().startsWith('{')) return undefined;
  return (JSON.parse(output).tiers ?? []).find((tier: { Name: string }) => tier.Name === TIER);
}

test('a tier added in the console receives the objects of a lifecycle rule, and stays while it holds them', async ({
  page,
}) => {
  await page.goto('login');
  await logIn(page);
  await expect(page).toHaveURL(/\/buckets$/);

  // Add the tier: MinIO's own refusal of wrong keys first, then the right ones.
  await page.goto('settings/tiers');
  await page.locator('header').getByRole('link', { name: 'Add Tier' }).click();
  await page.getByRole('link', { name: /^MinIO/ }).click();
  await page.getByLabel('Name').fill(tierName);
  await page.getByLabel('Endpoint').fill(remote.endpoint);
  await page.getByLabel('Access key').fill(remote.accessKey);
  await page.getByLabel('Secret key').fill('not-the-secret');
  await page.getByLabel('Bucket').fill(remote.bucket);
  await page.getByLabel('Prefix').fill('console/');
  await page.getByRole('button', { name: 'Add Tier' }).click();
  await expect(page.getByRole('alert')).toContainText('The request signature we calculated does not match');
  expect(mcTier()).toBeUndefined();
  await page.getByLabel('Secret key').fill(remote.secretKey);
  await page.getByRole('button', { name: 'Add Tier' }).click();

  const row = page.getByRole('row', { name: new RegExp(`^${TIER} `) });
  await expect(row).toContainText('Reachable');
  await expect(row).toContainText(remote.endpoint);
  expect(mcTier()).toMatchObject({
    Type: 'minio',
    MinIO: { Endpoint: remote.endpoint, Bucket: remote.bucket },
  });

  // A transition rule to it, in the bucket's Lifecycle tab.
  await page.goto(`buckets/${bucket}/admin/lifecycle`);
  await page.getByRole('button', { name: 'Add Lifecycle Rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add lifecycle rule' });
  await dialog.getByLabel('Transition').check();
  await dialog.getByLabel('Prefix').fill('reports/');
  await dialog.getByLabel('Move objects after (days)').fill('1');
  await dialog.getByLabel('Tier', { exact: true }).selectOption(TIER);
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('table', { name: 'Lifecycle rules' })).toContainText(TIER);
  const [rule] = JSON.parse(mc('ilm', 'rule', 'ls', `e2e/${bucket}`, '--json')).config.Rules;
  expect(rule).toMatchObject({ Transition: { StorageClass: TIER, Days: 1 } });

  // The console takes 0 days as "not set"; a rule already due when an object is written moves it at once, so
  // the rule is made due with mc rather than waiting a day for the scanner.
  mc('ilm', 'rule', 'edit', `e2e/${bucket}`, '--id', rule.ID, '--transition-days', '0');
  mc('pipe', `e2e/${bucket}/${KEY}`, { input: CONTENT });
  await expect
    .poll(() => JSON.parse(mc('stat', `e2e/${bucket}/${KEY}`, '--json')).metadata?.['X-Amz-Storage-Class'])
    .toBe(TIER);
  expect(remote.mc.run(['ls', '--recursive', `${remote.mc.alias}/${remote.bucket}/console/`])).not.toBe('');

  // Still readable through the console: MinIO fetches it from the tier.
  const download = await page.request.get(`api/v1/buckets/${bucket}/objects/download`, {
    params: { prefix: KEY },
  });
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe(CONTENT);

  // Rotate the tier's credentials to a user of the tier's MinIO.
  remote.mc.run(['admin', 'user', 'add', remote.mc.alias, rotated.user, rotated.password]);
  remote.mc.run(['admin', 'policy', 'attach', remote.mc.alias, 'readwrite', '--user', rotated.user]);
  await page.goto('settings/tiers');
  await page.getByRole('button', { name: `Rotate credentials of tier ${TIER}` }).click();
  const rotation = page.getByRole('dialog', { name: `Rotate credentials of ${TIER}` });
  await rotation.getByLabel('Access key').fill(rotated.user);
  await rotation.getByLabel('Secret key').fill(rotated.password);
  await rotation.getByRole('button', { name: 'Save' }).click();
  await expect(rotation).toBeHidden();
  await expect(row).toContainText('Reachable');
  expect(mcTier()).toMatchObject({ MinIO: { AccessKey: rotated.user } });
  expect(mc('cat', `e2e/${bucket}/${KEY}`)).toBe(CONTENT);

  // Removal is refused while the lifecycle rule moves objects to the tier, then (rule gone) while it holds one.
  const remove = async (refusal: string) => {
    await page.getByRole('button', { name: `Remove tier ${TIER}` }).click();
    const removal = page.getByRole('dialog', { name: `Remove tier ${TIER}` });
    await removal.getByRole('button', { name: 'Remove' }).click();
    await expect(removal.getByRole('alert')).toContainText(refusal);
    await removal.getByRole('button', { name: 'Cancel' }).click();
  };
  await remove(`Lifecycle rules of the bucket ${bucket} move objects to this tier`);
  await page.goto(`buckets/${bucket}/admin/lifecycle`);
  await page.getByRole('button', { name: /^Delete rule/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete lifecycle rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No lifecycle rules')).toBeVisible();
  await page.goto('settings/tiers');
  await remove('Specified remote backend is not empty');
  expect(mcTier()).toBeDefined();
});
