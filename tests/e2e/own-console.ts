import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { type ConsoleProcess, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { type Mc, mcFor } from '../../server/test-support/mc.ts';
import { E2E } from './environment.ts';

export interface OwnConsole {
  minio: RunningMinio;
  server: ConsoleProcess;
  root: { user: string; password: string };
  mc: Mc;
  stop: () => Promise<void>;
}

export interface OwnConsoleOptions {
  /** Names the root user (`<name>-root`) and the temporary folder. */
  name: string;
  minioPort: number;
  consolePort: number;
  /** More of MinIO's environment, e.g. a static KMS key. */
  minioEnv?: Record<string, string>;
  /** More of the console server's environment. */
  consoleEnv?: Record<string, string>;
}

/**
 * A MinIO of a journey's own with the built console server in front of it and an mc aliased to it, for a
 * journey that needs MinIO set up otherwise than the shared one.
 */
export async function startOwnConsole(options: OwnConsoleOptions): Promise<OwnConsole> {
  const workDir = mkdtempSync(join(tmpdir(), `${options.name}-e2e-`));
  const root = { user: `${options.name}-root`, password: `${options.name}-root-secret` };
  const parts: Partial<OwnConsole> = {};
  const stop = async () => {
    parts.mc?.dispose();
    await parts.server?.stop();
    await parts.minio?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    parts.minio = await startMinio({
      binary: E2E.minioBinary,
      dataDir: join(workDir, 'minio'),
      port: options.minioPort,
      rootUser: root.user,
      rootPassword: root.password,
      env: options.minioEnv,
    });
    parts.server = await startConsoleProcess({
      port: options.consolePort,
      minioServer: parts.minio.endpoint,
      dataDir: join(workDir, 'console'),
      serverEntry: `${E2E.distDir}/server/main.js`,
      staticDir: `${E2E.distDir}/app`,
      subPath: E2E.subPath,
      env: {
        CONSOLE_SUBNET_URL: E2E.noOutsideService,
        CONSOLE_RELEASES_URL: E2E.noOutsideService,
        ...options.consoleEnv,
      },
    });
    parts.mc = mcFor(parts.minio.endpoint, root.user, root.password, E2E.mcBinary);
    return { minio: parts.minio, server: parts.server, mc: parts.mc, root, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
