import type {
  PeerInfo,
  PeerSite,
  SiteReplicationAddResponse,
  SiteReplicationEditRequest,
  SiteReplicationEntityType,
  SiteReplicationInfo,
  SiteReplicationRemoveRequest,
  SiteReplicationStatus,
} from '../../src/contract/site-replication.ts';
import { SITE_REPLICATION_MESSAGES } from '../../src/contract/site-replication.ts';
import { ConsoleError, invalidSession } from '../http/errors.ts';
import {
  type AdminClient,
  MinioApiError,
  type PeerSite as PeerSiteOfMinio,
  type SiteReplicationChange,
  type SiteReplicationFlags,
} from '../minio/admin-client.ts';

const peerOf = ({ endpoint, name, deploymentID }: PeerInfo): PeerInfo => ({ endpoint, name, deploymentID });

export async function siteReplicationInfo(admin: AdminClient): Promise<SiteReplicationInfo> {
  const info = await admin.siteReplicationInfo();
  if (!info.enabled) return { enabled: false };
  return {
    enabled: true,
    name: info.name ?? '',
    sites: (info.sites ?? []).map(peerOf),
    serviceAccountAccessKey: info.serviceAccountAccessKey ?? '',
  };
}

/** MinIO answers a refusal as an error status; an answer that still says it failed is refused the same way. */
function succeeded(change: SiteReplicationChange): SiteReplicationChange {
  if (change.success === false) {
    throw new ConsoleError(400, change.status || SITE_REPLICATION_MESSAGES.failed, change.errorDetail);
  }
  return change;
}

/** MinIO's 503 when no site of the request is itself: the request's fault, not an outage. */
function withoutThisSite(error: unknown): unknown {
  const missing =
    error instanceof MinioApiError &&
    error.code === 'XMinioSiteReplicationBackendIssue' &&
    /deployment ID .* mismatch/i.test(error.message);
  return missing ? new ConsoleError(400, SITE_REPLICATION_MESSAGES.thisSiteMissing, error.message) : error;
}

async function joinSites(
  admin: AdminClient,
  peers: readonly PeerSiteOfMinio[],
  replicateILMExpiry: boolean,
): Promise<SiteReplicationChange> {
  try {
    return succeeded(await admin.siteReplicationAdd(peers, { replicateILMExpiry }));
  } catch (error) {
    throw withoutThisSite(error);
  }
}

/** POST /admin/site-replication: the console's `endpoint` is madmin's `endpoints`. */
export async function addSites(
  admin: AdminClient,
  sites: readonly PeerSite[],
  replicateILMExpiry = false,
): Promise<SiteReplicationAddResponse> {
  const peers = sites.map((site) => ({
    name: site.name.trim(),
    endpoints: site.endpoint.trim(),
    accessKey: site.accessKey,
    secretKey: site.secretKey,
  }));
  const { success, status, errorDetail, initialSyncErrorMessage } = await joinSites(
    admin,
    peers,
    replicateILMExpiry,
  );
  return { success, status, errorDetail, initialSyncErrorMessage };
}

type ExpiryFlags = Omit<SiteReplicationFlags, 'replicateILMExpiry'>;

/** MinIO toggles the replication of expiry rules for all sites at once, with no site named. */
const NO_PEER = { endpoint: '', name: '', deploymentID: '' };

/**
 * PUT /admin/site-replication: the site is found by its deployment id; only its endpoint changes. With an
 * expiry flag, MinIO takes the flag alone: a new endpoint is sent first, on its own.
 */
export async function editSite(
  admin: AdminClient,
  request: SiteReplicationEditRequest,
  expiry: ExpiryFlags = {},
) {
  const info = await admin.siteReplicationInfo();
  const site = (info.sites ?? []).find((peer) => peer.deploymentID === request.deploymentID);
  if (!info.enabled || !site)
    throw new ConsoleError(404, SITE_REPLICATION_MESSAGES.noSuchSite, request.deploymentID);
  const endpoint = request.endpoint.trim();
  const toggles = Object.values(expiry).some(Boolean);
  let change: SiteReplicationChange | undefined;
  // Without a flag, an unchanged endpoint goes to MinIO too, which refuses it in its own words.
  if (endpoint !== site.endpoint || !toggles)
    change = succeeded(
      await admin.siteReplicationEdit({ endpoint, name: site.name, deploymentID: site.deploymentID }),
    );
  if (toggles) change = succeeded(await admin.siteReplicationEdit(NO_PEER, expiry));
  return { success: change?.success, status: change?.status, errorDetail: change?.errorDetail };
}

/**
 * DELETE /admin/site-replication. Ending replication on every site also ends, on MinIO's side, the temporary
 * credentials issued while the sites replicated: when the session's own are among them, it is over (401).
 */
export async function removeSites(
  admin: AdminClient,
  { all, sites }: SiteReplicationRemoveRequest,
): Promise<void> {
  succeeded(await admin.siteReplicationRemove({ all: all ?? false, sites }));
  if (all && !(await stillAllowed(admin))) throw invalidSession(SITE_REPLICATION_MESSAGES.sessionEnded);
}

async function stillAllowed(admin: AdminClient): Promise<boolean> {
  try {
    await admin.siteReplicationInfo();
    return true;
  } catch (error) {
    if (error instanceof MinioApiError && error.code === 'AccessDenied') return false;
    throw error;
  }
}

export interface StatusQuery {
  buckets?: boolean;
  groups?: boolean;
  policies?: boolean;
  users?: boolean;
  entityType?: SiteReplicationEntityType;
  entityValue?: string;
}

/** GET /admin/site-replication/status: madmin's maps as they come, under the console's names. */
export async function siteReplicationStatus(
  admin: AdminClient,
  query: StatusQuery,
): Promise<SiteReplicationStatus> {
  const { entityType, entityValue } = query;
  if ((entityType === undefined) !== (entityValue === undefined || entityValue === '')) {
    throw new ConsoleError(400, 'Invalid request', SITE_REPLICATION_MESSAGES.entityPair);
  }
  const status = await admin.siteReplicationStatus({
    buckets: query.buckets ?? true,
    groups: query.groups ?? true,
    policies: query.policies ?? true,
    users: query.users ?? true,
    entity: entityType && entityValue ? { type: entityType, value: entityValue } : undefined,
  });
  const sites = Object.fromEntries(
    Object.entries(status.Sites ?? {}).map(([id, peer]) => [id, peerOf(peer)]),
  );
  return {
    enabled: status.Enabled ?? false,
    maxBuckets: status.MaxBuckets ?? 0,
    maxUsers: status.MaxUsers ?? 0,
    maxGroups: status.MaxGroups ?? 0,
    maxPolicies: status.MaxPolicies ?? 0,
    sites,
    statsSummary: status.StatsSummary ?? {},
    bucketStats: status.BucketStats ?? {},
    policyStats: status.PolicyStats ?? {},
    userStats: status.UserStats ?? {},
    groupStats: status.GroupStats ?? {},
  };
}
