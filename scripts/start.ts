/**
 * npm start: the console against CONSOLE_MINIO_SERVER when it is set; otherwise against a local, pinned
 * MinIO it starts itself (building it when Go is there); with neither, the offline demo.
 */
import { spawn } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { ensureBinary, goAvailable, hasCachedMinio } from './lib/binaries.ts';
import { type RunningMinio, startMinio } from './lib/minio-server.ts';
import { run } from './lib/run.ts';

const LOCAL_USER = process.env.MINIO_ROOT_USER || 'minioadmin';
const LOCAL_PASSWORD = process.env.MINIO_ROOT_PASSWORD || 'minioadmin';

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

async function main(): Promise<void> {
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
  const config = loadConfig(env, process.argv.slice(2));
  // The compiled server, as a deployment runs it.
  const server = spawn(process.execPath, ['dist/server/main.js', ...process.argv.slice(2)], {
    env,
    stdio: 'inherit',
  });
  console.log(
    `\nConsole: http://${config.host}:${config.port}${config.subPath}  (MinIO ${config.minioServer})`,
  );
  if (minio) console.log(`Log in with the local credentials: ${LOCAL_USER} / ${LOCAL_PASSWORD}`);

  const shutdown = async () => {
    server.kill('SIGTERM');
    await minio?.stop();
    process.exit(0);
  };
  server.on('exit', (code) => {
    if (code) void minio?.stop().then(() => process.exit(code));
  });
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
