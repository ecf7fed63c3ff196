import * as siteReplication from '../../src/contract/site-replication';
import { allBuckets, findBucket } from '../buckets-model';
import { allPolicies, allUsers, groupNames, IamRefusal } from '../iam-model';
import {
  changeEndpoint,
  includesThisSite,
  joinSites,
  MOCK_DEPLOYMENT_ID,
  removeSites,
  replicatedSites,
  thisSite,
} from '../site-replication-model';
import { iamMock, requireAdmin } from './iam-mock';

const { SITE_REPLICATION_MESSAGES } = siteReplication;

/** MinIO's own words, which the console passes on. */
export const MINIO_SITE_REPLICATION_MESSAGES = {
  added: 'Requested sites were configured for replication successfully.',
  edited: 'Requested site was updated successfully.',
  backendMismatch: (ids: readonly string[]) =>
    `Error when requesting object layer backend (global deployment ID ${MOCK_DEPLOYMENT_ID} mismatch, expected one of [${ids.join(' ')}])`,
  notEnabled: 'Invalid site-replication request (site replication is not enabled)',
  siteNotFound:
    'Site not found in site replication configuration (unable to find site replication configuration)',
} as const;

/** Everything the demo holds, as each site's summary counts it: all of it in sync, as the demo replicates at once. */
function summary() {
  const buckets = allBuckets().length;
  const users = allUsers().length;
  const groups = groupNames().length;
  const policies = allPolicies().length;
  return {
    ReplicatedBuckets: buckets,
    TotalBucketsCount: buckets,
    ReplicatedUsers: users,
    TotalUsersCount: users,
    ReplicatedGroups: groups,
    TotalGroupsCount: groups,
    ReplicatedIAMPolicies: policies,
    TotalIAMPoliciesCount: policies,
  };
}

const ENTITY_EXISTS: Record<siteReplication.SiteReplicationEntityType, (name: string) => boolean> = {
  bucket: (name) => findBucket(name) !== undefined,
  user: (name) => allUsers().some((user) => user.accessKey === name),
  group: (name) => groupNames().includes(name),
  policy: (name) => allPolicies().some(([policy]) => policy === name),
};

const ENTITY_FLAG: Record<siteReplication.SiteReplicationEntityType, string> = {
  bucket: 'HasBucket',
  user: 'HasUser',
  group: 'HasGroup',
  policy: 'HasPolicy',
};

const STATS_FIELD = {
  bucket: 'bucketStats',
  user: 'userStats',
  group: 'groupStats',
  policy: 'policyStats',
} as const;

function entityStats(type: siteReplication.SiteReplicationEntityType, name: string) {
  if (!ENTITY_EXISTS[type](name)) return {};
  const perSite = Object.fromEntries(
    replicatedSites().map((site) => [
      site.deploymentID,
      { DeploymentID: site.deploymentID, [ENTITY_FLAG[type]]: true },
    ]),
  );
  return { [name]: perSite };
}

export const siteReplicationHandlers = [
  iamMock(siteReplication.getSiteReplicationStatus, ({ session, query }) => {
    requireAdmin(session.user, 'admin:SiteReplicationInfo');
    if ((query.entityType === undefined) !== !query.entityValue)
      throw new IamRefusal(400, 'Invalid request', SITE_REPLICATION_MESSAGES.entityPair);
    const sites = replicatedSites();
    const status: siteReplication.SiteReplicationStatus = {
      enabled: sites.length > 0,
      maxBuckets: 0,
      maxUsers: 0,
      maxGroups: 0,
      maxPolicies: 0,
      sites: Object.fromEntries(sites.map((site) => [site.deploymentID, site])),
      statsSummary: query.entityType
        ? {}
        : Object.fromEntries(sites.map((site) => [site.deploymentID, summary()])),
      bucketStats: {},
      policyStats: {},
      userStats: {},
      groupStats: {},
    };
    if (sites.length > 0 && query.entityType && query.entityValue)
      status[STATS_FIELD[query.entityType]] = entityStats(query.entityType, query.entityValue);
    return status;
  }),

  iamMock(siteReplication.getSiteReplicationInfo, ({ session }) => {
    requireAdmin(session.user, 'admin:SiteReplicationInfo');
    const local = thisSite();
    if (!local) return { enabled: false };
    return {
      enabled: true,
      name: local.name,
      sites: [...replicatedSites()],
      serviceAccountAccessKey: 'site-replicator-0',
    };
  }),

  iamMock(siteReplication.siteReplicationInfoAdd, ({ session, body }) => {
    requireAdmin(session.user, 'admin:SiteReplicationAdd');
    if (!includesThisSite(body)) {
      const detail = MINIO_SITE_REPLICATION_MESSAGES.backendMismatch(
        body.map((_, index) => `peer-${index + 1}`),
      );
      throw new IamRefusal(400, SITE_REPLICATION_MESSAGES.thisSiteMissing, detail);
    }
    joinSites(body);
    return { success: true, status: MINIO_SITE_REPLICATION_MESSAGES.added };
  }),

  iamMock(siteReplication.siteReplicationEdit, ({ session, body }) => {
    requireAdmin(session.user, 'admin:SiteReplicationAdd');
    if (!changeEndpoint(body.deploymentID, body.endpoint))
      throw new IamRefusal(404, SITE_REPLICATION_MESSAGES.noSuchSite, body.deploymentID);
    return { success: true, status: MINIO_SITE_REPLICATION_MESSAGES.edited };
  }),

  iamMock(siteReplication.siteReplicationRemove, ({ session, body }) => {
    requireAdmin(session.user, 'admin:SiteReplicationRemove');
    if (replicatedSites().length === 0) throw new IamRefusal(400, MINIO_SITE_REPLICATION_MESSAGES.notEnabled);
    const missing = removeSites(body.sites, body.all ?? false);
    if (missing) throw new IamRefusal(400, MINIO_SITE_REPLICATION_MESSAGES.siteNotFound);
  }),
];
