import { join } from 'node:path';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { jsonLines, type Mc, mcFor } from './mc.ts';

/** A MinIO started to replicate with others: its name as a site, its root keys and an mc for it. */
export interface TestSite {
  name: string;
  minio: RunningMinio;
  mc: Mc;
  root: { user: string; password: string };
}

/**
 * Fresh MinIOs, `site1`, `site2`…, one per port, each in a folder of `workDir`. Each has root keys of its own:
 * MinIO does not need them alike, it makes its own replication key on every site.
 */
export function startSites(
  ports: readonly number[],
  workDir: string,
  binaries: { minio: string; mc?: string },
): Promise<TestSite[]> {
  return Promise.all(
    ports.map(async (port, index) => {
      const name = `site${index + 1}`;
      const root = { user: `srk-${name}-root`, password: `srk-${name}-secret` };
      const minio = await startMinio({
        binary: binaries.minio,
        dataDir: join(workDir, name),
        port,
        rootUser: root.user,
        rootPassword: root.password,
      });
      return { name, minio, root, mc: mcFor(minio.endpoint, root.user, root.password, binaries.mc) };
    }),
  );
}

export async function stopSites(sites: readonly TestSite[]): Promise<void> {
  for (const site of sites) site.mc.dispose();
  await Promise.all(sites.map((site) => site.minio.stop()));
}

interface McReplicateInfo {
  enabled?: boolean;
  sites?: { name: string; endpoint: string; 'replicate-ilm-expiry'?: boolean }[];
}

/** What `mc admin replicate info` says of a site. */
export function replicateInfo(site: TestSite): McReplicateInfo {
  const [info] = jsonLines(site.mc.run(['admin', 'replicate', 'info', site.mc.alias, '--json']));
  return (info ?? {}) as McReplicateInfo;
}

/** "name endpoint" of every site `mc admin replicate info` lists on this one; none when it does not replicate. */
export function replicatedWith(site: TestSite): string[] {
  const info = replicateInfo(site);
  return info.enabled ? (info.sites ?? []).map((peer) => `${peer.name} ${peer.endpoint}`).sort() : [];
}
