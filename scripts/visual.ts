/**
 * npm run test:visual (-- --update): the visual check alone: builds the app, starts the MinIO the end-to-end
 * configuration serves against, and runs the Playwright project "visual"; with --update it writes new
 * baselines to tests/e2e/__screenshots__ instead of comparing with them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBinary } from './lib/binaries.ts';
import { ensureChromium } from './lib/chromium.ts';
import { startMinio } from './lib/minio-server.ts';
import { run } from './lib/run.ts';

const MINIO_PORT = 9740;
const CONSOLE_PORT = 9745;
const ROOT_USER = 'visual-e2e-root';
const ROOT_PASSWORD = 'visual-e2e-root-secret';

async function main(): Promise<void> {
  const update = process.argv.includes('--update');
  const minioBinary = ensureBinary('minio');
  const mcBinary = ensureBinary('mc');
  ensureChromium();
  run('npm', ['run', 'build']);

  const workDir = mkdtempSync(join(tmpdir(), 'console-visual-'));
  const minio = await startMinio({
    binary: minioBinary,
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT_USER,
    rootPassword: ROOT_PASSWORD,
  });
  try {
    run('npx', ['playwright', 'test', '--project', 'visual', ...(update ? ['--update-snapshots'] : [])], {
      ...process.env,
      MINIO_TEST_ENDPOINT: minio.endpoint,
      MINIO_TEST_ROOT_USER: ROOT_USER,
      MINIO_TEST_ROOT_PASSWORD: ROOT_PASSWORD,
      MC_BINARY: mcBinary,
      MINIO_BINARY: minioBinary,
      E2E_CONSOLE_PORT: String(CONSOLE_PORT),
      E2E_CONSOLE_DATA_DIR: join(workDir, 'console'),
    });
  } finally {
    await minio.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\nThe visual check failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
