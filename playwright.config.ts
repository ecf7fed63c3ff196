import { defineConfig } from '@playwright/test';
import { E2E } from './tests/e2e/environment.ts';

/**
 * End-to-end journeys: the production build served by our server under /console/, in Debian's Chromium,
 * against the real MinIO that `npm test` starts (see scripts/test.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The expiring access key's check waits out MinIO's shortest expiry (15 minutes) after the first journey.
  globalTimeout: 35 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.consoleUrl,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'expiring key made', testMatch: 'access-key-expiry.setup.ts' },
    {
      name: 'journeys',
      testMatch: '*.spec.ts',
      testIgnore: ['binary.spec.ts', 'visual*.spec.ts'],
      dependencies: ['expiring key made'],
    },
    // The binary is built apart (`npm run build:binary`), so the journeys need only `npm run build`.
    { name: 'binary', testMatch: 'binary.spec.ts' },
    // Screenshots against the committed baselines (`npm run test:visual:update` writes them) and axe-core.
    {
      name: 'visual',
      testMatch: 'visual*.spec.ts',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      expect: {
        timeout: 10_000,
        toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
      },
    },
    { name: 'expiring key refused', testMatch: 'access-key-expiry.check.ts', dependencies: ['journeys'] },
  ],
  webServer: {
    command: `node ${E2E.distDir}/server/main.js`,
    url: `${E2E.consoleUrl}login`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    env: {
      CONSOLE_MINIO_SERVER: E2E.minioEndpoint,
      CONSOLE_SUBPATH: E2E.subPath,
      CONSOLE_PORT: String(E2E.consolePort),
      CONSOLE_DATA_DIR: E2E.consoleDataDir,
      CONSOLE_STATIC_DIR: `${E2E.distDir}/app`,
      // As on a machine with no way out: SUBNET and the release service are a loopback port nothing answers on.
      CONSOLE_SUBNET_URL: E2E.noOutsideService,
      CONSOLE_RELEASES_URL: E2E.noOutsideService,
    },
  },
});
