/**
 * npm run test:visual (-- --update): the visual check alone: builds the app, starts the MinIO the end-to-end
 * configuration serves against, and runs the Playwright project "visual" (operator mode's screens start a
 * cluster of their own); with --update it rewrites every baseline in tests/e2e/__screenshots__ instead of
 * comparing with them. VISUAL_MINIO_PORT and VISUAL_CONSOLE_PORT move it off its default ports; E2E_DIST_DIR
 * builds and serves from another folder than dist.
 */
import { rmSync } from 'node:fs';
import { ensureBinary } from './lib/binaries.ts';
import { ensureChromium } from './lib/chromium.ts';
import { startMinioInTempDir } from './lib/minio-server.ts';
import { run } from './lib/run.ts';
import { suiteEnv } from './lib/suite-env.ts';

const MINIO_PORT = Number(process.env.VISUAL_MINIO_PORT ?? 9740);
const CONSOLE_PORT = Number(process.env.VISUAL_CONSOLE_PORT ?? 9745);
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
const ROOT_USER = 'visual-e2e-root';
const ROOT_PASSWORD = 'visual-e2e-root-secret';

function build(): void {
  run('npx', ['vite', 'build', '--outDir', `${DIST_DIR}/app`, '--emptyOutDir']);
  run('npx', [
    'vite',
    'build',
    '--config',
    'vite.server.config.ts',
    '--outDir',
    `${DIST_DIR}/server`,
    '--emptyOutDir',
  ]);
}

async function main(): Promise<void> {
  const update = process.argv.includes('--update');
  const minioBinary = ensureBinary('minio');
  const mcBinary = ensureBinary('mc');
  ensureChromium();
  build();

  const root = { user: ROOT_USER, password: ROOT_PASSWORD };
  const { minio, work: workDir } = await startMinioInTempDir(
    'console-visual-',
    MINIO_PORT,
    root,
    minioBinary,
  );
  try {
    // "all": with the comparison's tolerance, the default ("changed") would keep a baseline that differs
    // from the new look by less than it.
    const rewrite = update ? ['--update-snapshots=all'] : [];
    run('npx', ['playwright', 'test', '--project', 'visual', ...rewrite], {
      ...suiteEnv(minio, root, workDir, { minio: minioBinary, mc: mcBinary }),
      E2E_CONSOLE_PORT: String(CONSOLE_PORT),
      E2E_DIST_DIR: DIST_DIR,
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
