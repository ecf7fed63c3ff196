import { join } from 'node:path';
import type { RunningMinio } from './minio-server.ts';

/** What the integration tests and the journeys read to find the MinIO started for them, its root and the tools. */
export function suiteEnv(
  minio: RunningMinio,
  root: { user: string; password: string },
  work: string,
  binaries: { minio: string; mc: string },
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    MINIO_TEST_ENDPOINT: minio.endpoint,
    MINIO_TEST_ROOT_USER: root.user,
    MINIO_TEST_ROOT_PASSWORD: root.password,
    MC_BINARY: binaries.mc,
    MINIO_BINARY: binaries.minio,
    E2E_CONSOLE_DATA_DIR: join(work, 'console'),
  };
}
