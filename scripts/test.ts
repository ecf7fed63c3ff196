/**
 * npm test: lint, typecheck, unit and component tests, then — against a real MinIO started here — the
 * integration tests, the production build and the end-to-end journeys in Chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBinary } from './lib/binaries.ts';
import { ensureChromium } from './lib/chromium.ts';
import { startMinio } from './lib/minio-server.ts';
import { run } from './lib/run.ts';

const MINIO_PORT = 9200;
const ROOT_USER = 'e2e-root';
const ROOT_PASSWORD = 'e2e-root-secret';

async function main(): Promise<void> {
  run('npx', ['biome', 'ci', '.']);
  run('npm', ['run', 'typecheck']);
  run('npx', ['vitest', 'run', '--project', 'server', '--project', 'web']);

  const minioBinary = ensureBinary('minio');
  const mcBinary = ensureBinary('mc');
  ensureChromium();

  const workDir = mkdtempSync(join(tmpdir(), 'console-test-'));
  const minio = await startMinio({
    binary: minioBinary,
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT_USER,
    rootPassword: ROOT_PASSWORD,
  });
  const env = {
    ...process.env,
    MINIO_TEST_ENDPOINT: minio.endpoint,
    MINIO_TEST_ROOT_USER: ROOT_USER,
    MINIO_TEST_ROOT_PASSWORD: ROOT_PASSWORD,
    MC_BINARY: mcBinary,
    E2E_CONSOLE_DATA_DIR: join(workDir, 'console'),
  };
  try {
    run('npx', ['vitest', 'run', '--project', 'integration'], env);
    run('npx', ['vite', 'build']);
    run('npx', ['playwright', 'test'], env);
  } finally {
    await minio.stop();
    if (existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
