/**
 * npm test: lint, typecheck, unit and component tests, then — against a real MinIO started here — the
 * integration tests, the production build, the self-contained binary and the end-to-end journeys in Chromium.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureKubeTools } from '../server/test-support/kube/cluster.ts';
import { ensureBinary } from './lib/binaries.ts';
import { ensureChromium } from './lib/chromium.ts';
import { startMinioInTempDir } from './lib/minio-server.ts';
import { run } from './lib/run.ts';
import { suiteEnv } from './lib/suite-env.ts';

const MINIO_PORT = 9200;
const reportDir = mkdtempSync(join(tmpdir(), 'console-test-reports-'));
const tally = { passed: 0, failed: 0 };

/** Adds a runner's JSON report to the tally printed at the end. */
function count(report: string, read: (json: never) => { passed: number; failed: number }): void {
  const file = join(reportDir, report);
  if (!existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')) as never);
  tally.passed += passed;
  tally.failed += failed;
}

type VitestReport = { numPassedTests: number; numFailedTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };
const fromVitest = (r: VitestReport) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const fromPlaywright = (r: PlaywrightReport) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
});

function vitest(name: string, projects: string[], env?: NodeJS.ProcessEnv): void {
  const report = `vitest-${name}.json`;
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, report)}`];
  try {
    run('npx', ['vitest', 'run', ...projectArgs, ...reporters], env);
  } finally {
    count(report, fromVitest);
  }
}

function playwright(env: NodeJS.ProcessEnv): void {
  const report = 'playwright.json';
  try {
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, report),
    });
  } finally {
    count(report, fromPlaywright);
  }
}
const ROOT_USER = 'e2e-root';
const ROOT_PASSWORD = 'e2e-root-secret';

async function main(): Promise<void> {
  run('npx', ['biome', 'ci', '.']);
  run('npm', ['run', 'typecheck']);
  vitest('unit', ['server', 'web']);

  const minioBinary = ensureBinary('minio');
  const mcBinary = ensureBinary('mc');
  // Operator mode's local cluster: its first build takes minutes, more than a test's hook may wait.
  ensureKubeTools();
  ensureChromium();

  const root = { user: ROOT_USER, password: ROOT_PASSWORD };
  const { minio, work: workDir } = await startMinioInTempDir('console-test-', MINIO_PORT, root, minioBinary);
  const env = suiteEnv(minio, root, workDir, { minio: minioBinary, mc: mcBinary });
  try {
    vitest('integration', ['integration'], env);
    run('npm', ['run', 'build']);
    // The self-contained binary from the app just built, as `npm run build:binary` does after its own build.
    run('npx', ['tsx', 'scripts/build-binary.ts']);
    playwright(env);
  } finally {
    await minio.stop();
    if (existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
  }
}

main()
  .finally(() => rmSync(reportDir, { recursive: true, force: true }))
  .then(() => console.log(`\n${tally.passed} passed, ${tally.failed} failed`))
  .catch((error) => {
    console.error(`\nnpm test failed: ${error instanceof Error ? error.message : error}`);
    console.log(`\n${tally.passed} passed, ${Math.max(1, tally.failed)} failed`);
    process.exit(1);
  });
