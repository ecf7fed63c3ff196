import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectPage, logIn, mc } from './support.ts';

/**
 * MinIO logs an error when an audit webhook refuses its entries: a receiver answering 500 to everything makes
 * a line appear on demand. The webhook is set for this journey only and removed after it.
 */
const target = `e2e-logs-${Date.now().toString(36)}`;
let receiver: Server;

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(request.method === 'POST' ? 500 : 200).end());
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
});

test.afterAll(async () => {
  mc('admin', 'config', 'reset', 'e2e', `audit_webhook:${target}`);
  await new Promise((done) => receiver.close(done));
});

test('the live log shows the error MinIO writes, found by search and opened', async ({ page }) => {
  await page.goto('tools/logs');
  await logIn(page);
  await expectPage(page, '/tools/logs', 'Logs');
  const status = page.getByRole('status', { name: 'Log status' });
  await expect(status).toHaveText(/^Live/);
  const minioHost = new URL(process.env.MINIO_TEST_ENDPOINT ?? '').host;
  await expect(page.getByLabel('Node').getByRole('option', { name: minioHost })).toBeAttached();

  const { port } = receiver.address() as AddressInfo;
  mc(
    'admin',
    'config',
    'set',
    'e2e',
    `audit_webhook:${target}`,
    `endpoint=http://127.0.0.1:${port}/`,
    'enable=on',
  );
  await expect(async () => {
    mc('ls', 'e2e');
    await expect(page.getByRole('button', { name: /unable to send audit/ }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  await page.getByLabel('Search').fill(target);
  const lines = page.getByRole('table', { name: 'Log lines' }).getByRole('row');
  await expect(lines.nth(1)).toContainText('ERROR');
  await page
    .getByRole('button', { name: /unable to send audit/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('"level": "ERROR"');
  await page.keyboard.press('Escape');

  await page.getByLabel('Search').fill('no line holds this');
  await expect(page.getByText('No line holds that text.')).toBeVisible();
});
