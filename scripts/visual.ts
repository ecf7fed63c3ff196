/**
 * npm run test:visual (-- --update): the visual check alone: builds the app, starts the MinIO the end-to-end
 * configuration serves against, and runs the Playwright project "visual"; with --update it writes new
 * baselines to tests/e2e/__screenshots__ instead of comparing with them.
 */
import { rmSync } from 'node:fs';
import { ensureBinary } from './lib/binaries.ts';
import { ensureChromium } from './lib/chromium.ts';
import { startMinioInTempDir } from './lib/minio-server.ts';
import { run } from './lib/run.ts';
import { suiteEnv } from './lib/suite-env.ts';

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

  const root = { user: ROOT_USER, password: ROOT_PASSWORD };
  const { minio, work: workDir } = await startMinioInTempDir(
    'console-visual-',
    MINIO_PORT,
    root,
    minioBinary,
  );
  try {
    run('npx', ['playwright', 'test', '--project', 'visual', ...(update ? ['--update-snapshots'] : [])], {
      ...suiteEnv(minio, root, workDir, { minio: minioBinary, mc: mcBinary }),
      E2E_CONSOLE_PORT: String(CONSOLE_PORT),
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
