/**
 * npm start: the console against CONSOLE_MINIO_SERVER when it is set; otherwise against a local, pinned
 * MinIO it starts itself (building it when Go is there); with neither, the offline demo.
 * `npm start -- --operator` (or CONSOLE_OPERATOR_MODE=on): the console in operator mode, against
 * CONSOLE_K8S_API_URL when it is set, otherwise against a local Kubernetes API it starts (data in .data/kube).
 */
import { spawn } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { startKubeCluster } from '../server/test-support/kube/cluster.ts';
import { ensureBinary, goAvailable, hasCachedMinio } from './lib/binaries.ts';
import { type RunningMinio, startMinio } from './lib/minio-server.ts';
import { run } from './lib/run.ts';

const LOCAL_USER = process.env.MINIO_ROOT_USER || 'minioadmin';
const LOCAL_PASSWORD = process.env.MINIO_ROOT_PASSWORD || 'minioadmin';
/** The local Kubernetes API's port (LOCAL_KUBE_PORT, default 6443); etcd and kwok take the next three. */
const LOCAL_KUBE_PORT = Number(process.env.LOCAL_KUBE_PORT || 6443);
const OPERATOR_FLAG = '--operator';
const consoleArgs = process.argv.slice(2).filter((arg) => arg !== OPERATOR_FLAG);

async function startLocalMinio(): Promise<RunningMinio> {
  const minio = await startMinio({
    binary: ensureBinary('minio'),
    dataDir: '.data/minio',
    port: 9000,
    rootUser: LOCAL_USER,
    rootPassword: LOCAL_PASSWORD,
  });
  console.log(`MinIO (pid ${minio.pid}) is serving ${minio.endpoint} with data in .data/minio`);
  return minio;
}

/** Runs the compiled server, as a deployment runs it, and stops `backend` with it. */
function serveBuilt(env: NodeJS.ProcessEnv, backend: { stop: () => Promise<void> } | undefined): void {
  const server = spawn(process.execPath, ['dist/server/main.js', ...consoleArgs], { env, stdio: 'inherit' });
  const shutdown = async () => {
    server.kill('SIGTERM');
    await backend?.stop();
    process.exit(0);
  };
  server.on('exit', (code) => {
    if (code) void backend?.stop().then(() => process.exit(code));
  });
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function startOperatorMode(): Promise<void> {
  const cluster = process.env.CONSOLE_K8S_API_URL
    ? undefined
    : await startKubeCluster({ port: LOCAL_KUBE_PORT, dir: '.data/kube' });
  run('npm', ['run', 'build']);
  const env = {
    ...process.env,
    CONSOLE_OPERATOR_MODE: 'on',
    ...(cluster ? { CONSOLE_K8S_API_URL: cluster.url, CONSOLE_K8S_CA_FILE: cluster.caFile } : {}),
  };
  const config = loadConfig(env, consoleArgs);
  serveBuilt(env, cluster);
  console.log(`\nConsole (operator mode): http://${config.host}:${config.port}${config.subPath}`);
  if (!cluster) return;
  console.log(
    `Kubernetes API ${cluster.url} (data in .data/kube; kubectl --kubeconfig ${cluster.kubeconfigFile})`,
  );
  console.log(
    `Log in with this cluster-admin service-account token (valid 24 h):\n\n${cluster.adminToken}\n`,
  );
}

async function main(): Promise<void> {
  if (process.argv.includes(OPERATOR_FLAG) || process.env.CONSOLE_OPERATOR_MODE === 'on') {
    await startOperatorMode();
    return;
  }
  const external = process.env.CONSOLE_MINIO_SERVER;
  if (!external && !goAvailable() && !hasCachedMinio()) {
    console.log(
      'Neither Go nor a built MinIO is available, so this is the offline demo (log in with minioadmin / minioadmin).',
    );
    run('npx', ['vite', '--mode', 'demo']);
    return;
  }
  const minio = external ? undefined : await startLocalMinio();
  run('npm', ['run', 'build']);

  const env = { ...process.env, CONSOLE_MINIO_SERVER: external ?? minio?.endpoint };
  const config = loadConfig(env, consoleArgs);
  serveBuilt(env, minio);
  console.log(
    `\nConsole: http://${config.host}:${config.port}${config.subPath}  (MinIO ${config.minioServer})`,
  );
  if (minio) console.log(`Log in with the local credentials: ${LOCAL_USER} / ${LOCAL_PASSWORD}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
