import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMinio } from '../../scripts/lib/minio-server.ts';
import { type Mc, mcFor } from './mc.ts';

/** A MinIO of a test's own that tiers move objects to (a MinIO cannot be a tier of itself: adding one hangs). */
export interface TierRemote {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** A bucket made for tiers. */
  bucket: string;
  /** mc with an alias for this MinIO. */
  mc: Mc;
  stop: () => Promise<void>;
}

export async function startTierRemote(port: number, bucket = 'tiers'): Promise<TierRemote> {
  const binary = process.env.MINIO_BINARY;
  if (!binary) throw new Error('MINIO_BINARY is not set: run the integration project through `npm test`.');
  const dataDir = mkdtempSync(join(tmpdir(), 'tier-remote-'));
  const keys = { rootUser: 'tier-remote', rootPassword: 'tier-remote-secret' };
  const minio = await startMinio({ binary, dataDir, port, ...keys });
  const mc = mcFor(minio.endpoint, keys.rootUser, keys.rootPassword);
  mc.run(['mb', `${mc.alias}/${bucket}`]);
  return {
    endpoint: minio.endpoint,
    accessKey: keys.rootUser,
    secretKey: keys.rootPassword,
    bucket,
    mc,
    stop: async () => {
      mc.dispose();
      await minio.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
