import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { type InProcessConsole, inProcessConsole } from './console-app.ts';
import { type Mc, mcFor } from './mc.ts';

/** A MinIO of a test file's own, the console app over it, root's session cookie and an mc aliased to it. */
export interface OwnMinio {
  minio: RunningMinio;
  root: { user: string; password: string };
  app: InProcessConsole;
  /** Root's session cookie in `app`. */
  cookie: string;
  mc: Mc;
  /** Stops MinIO and removes its drives. */
  dispose: () => Promise<void>;
}

/**
 * Starts a MinIO named `name` on `port` (root `<name>-root`), with more of its environment if given, for a
 * test that would change what the suite's shared MinIO holds (its KMS, its config, its profiler).
 */
export async function startOwnMinio(
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<OwnMinio> {
  const workDir = mkdtempSync(join(tmpdir(), `${name}-minio-`));
  const root = { user: `${name}-root`, password: `${name}-root-secret` };
  const minio = await startMinio({
    binary: process.env.MINIO_BINARY ?? '',
    dataDir: workDir,
    port,
    rootUser: root.user,
    rootPassword: root.password,
    env,
  });
  const app = inProcessConsole(minio.endpoint);
  const mc = mcFor(minio.endpoint, root.user, root.password);
  const dispose = async () => {
    mc.dispose();
    app.dispose();
    await minio.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    return { minio, root, app, cookie: await app.login(root.user, root.password), mc, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
