import type { EntityStats, SiteReplicationStatus, SiteSummary } from '@/contract/site-replication';

/** The kinds of things site replication keeps alike, as the status page shows them. */
export const SYNCED_KINDS = [
  { kind: 'buckets', label: 'Buckets', replicated: 'ReplicatedBuckets', total: 'TotalBucketsCount' },
  { kind: 'users', label: 'Users', replicated: 'ReplicatedUsers', total: 'TotalUsersCount' },
  { kind: 'groups', label: 'Groups', replicated: 'ReplicatedGroups', total: 'TotalGroupsCount' },
  {
    kind: 'policies',
    label: 'Policies',
    replicated: 'ReplicatedIAMPolicies',
    total: 'TotalIAMPoliciesCount',
  },
] as const satisfies readonly {
  kind: string;
  label: string;
  replicated: keyof SiteSummary;
  total: keyof SiteSummary;
}[];

export type SyncedKind = (typeof SYNCED_KINDS)[number];

export interface SyncCount {
  replicated: number;
  total: number;
}

export const syncCount = (summary: SiteSummary | undefined, kind: SyncedKind): SyncCount => ({
  replicated: summary?.[kind.replicated] ?? 0,
  total: summary?.[kind.total] ?? 0,
});

export interface SiteRow {
  deploymentID: string;
  name: string;
  endpoint: string;
  summary: SiteSummary | undefined;
}

/** The sites of a status answer, by name, each with its summary. */
export function siteRows(status: SiteReplicationStatus): SiteRow[] {
  return Object.entries(status.sites ?? {})
    .map(([deploymentID, site]) => ({
      deploymentID,
      name: site.name,
      endpoint: site.endpoint,
      summary: status.statsSummary?.[deploymentID],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** MinIO's flags of a difference between sites (`PolicyMismatch`, `TagMismatch`, …) that are set, in words. */
export function mismatches(state: Record<string, unknown>): string[] {
  return Object.entries(state)
    .filter(([flag, value]) => flag.endsWith('Mismatch') && value === true)
    .map(([flag]) =>
      flag
        .replace(/Mismatch$/, '')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
}

const ENTITY_STATS = [
  ['bucket', 'bucketStats'],
  ['user', 'userStats'],
  ['group', 'groupStats'],
  ['policy', 'policyStats'],
] as const;

/** What MinIO lists as not alike on every site: each entity with its kind. */
export function unsyncedEntities(status: SiteReplicationStatus): { kind: string; name: string }[] {
  return ENTITY_STATS.flatMap(([kind, field]) =>
    Object.keys((status[field] ?? {}) as EntityStats).map((name) => ({ kind, name })),
  );
}
