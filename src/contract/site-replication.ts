import { z } from 'zod/mini';
import { hasControlCharacter, identifierProblem, refusedBy } from './checks';
import { endpoint } from './endpoint';
import { queryFlag } from './query';

/** The console's own refusals (MinIO's pass through as it words them). */
export const SITE_REPLICATION_MESSAGES = {
  failed: 'MinIO could not change the site replication',
  noSuchSite: 'No replicating site has this deployment ID',
  /** MinIO's answer when none of the sites is the one called: "global deployment ID … mismatch". */
  thisSiteMissing: 'Include this site (the MinIO the console is connected to) among the sites',
  entityPair: 'entityType and entityValue: send both, or neither',
  sessionEnded:
    'Site replication is off on every site. MinIO ended this session, which began while the sites replicated: log in again.',
} as const;

/** Far more sites than anyone replicates across; MinIO sets no bound of its own. */
export const MAX_SITES = 32;
export const MAX_SITE_NAME_LENGTH = 64;
export const MAX_SITE_ENDPOINT_LENGTH = 2048;
/** A root user's or a user's access key and secret as MinIO takes them (3+ and 8+ characters). */
const MAX_SITE_KEY_LENGTH = 128;
const MAX_SITE_SECRET_LENGTH = 256;
/** A deployment id is a UUID: this leaves room, and no more. */
const MAX_DEPLOYMENT_ID_LENGTH = 64;
/** An entity looked up on the status page: a bucket, user, group or policy name (LDAP DNs are long). */
const MAX_ENTITY_VALUE_LENGTH = 1024;

/** Why `name` cannot name a site, or null. */
export function siteNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Enter the site name';
  if (name.length > MAX_SITE_NAME_LENGTH)
    return `The site name has at most ${MAX_SITE_NAME_LENGTH} characters`;
  if (hasControlCharacter(name)) return 'The site name has no control characters';
  return null;
}

/** Why `value` is not a MinIO endpoint (`http(s)://host[:port]`, nothing after the host), or null. */
export function siteEndpointProblem(value: string): string | null {
  const problem = identifierProblem('endpoint', value, MAX_SITE_ENDPOINT_LENGTH);
  if (problem) return problem;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The endpoint is a URL such as https://minio.example.net:9000';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'The endpoint starts with http:// or https://';
  if (url.username || url.password) return 'The endpoint carries no credentials: enter them below';
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return 'The endpoint is the server address only, without a path';
  return null;
}

const siteNameSchema = z.string().check(refusedBy(siteNameProblem));
const siteEndpointSchema = z.string().check(refusedBy(siteEndpointProblem));

const keyProblem = (label: string, min: number, max: number) => (value: string) =>
  value.length < min ? `The ${label} has at least ${min} characters` : identifierProblem(label, value, max);

/** One site to join: its name, address and the keys of an admin of that site (its root user, usually). */
export const peerSiteSchema = z.object({
  name: siteNameSchema,
  endpoint: siteEndpointSchema,
  accessKey: z.string().check(refusedBy(keyProblem('access key', 3, MAX_SITE_KEY_LENGTH))),
  secretKey: z.string().check(refusedBy(keyProblem('secret key', 8, MAX_SITE_SECRET_LENGTH))),
});
export type PeerSite = z.infer<typeof peerSiteSchema>;

/** Two values that should differ between the sites of one request, or null. */
function repeatedValue(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return null;
}

/** Why the sites cannot be joined as given, or null: at least this site and one other, each named once. */
export function peerSitesProblem(sites: readonly PeerSite[]): string | null {
  if (sites.length < 2) return 'Name this site and at least one other';
  if (sites.length > MAX_SITES) return `At most ${MAX_SITES} sites replicate together`;
  const name = repeatedValue(sites.map((site) => site.name.trim()));
  if (name !== null) return `Two sites are named ${name}`;
  const address = repeatedValue(sites.map((site) => site.endpoint.trim().toLowerCase().replace(/\/$/, '')));
  if (address !== null) return `Two sites have the endpoint ${address}`;
  return null;
}

/** POST /admin/site-replication: every site to join, this one included. */
export const siteReplicationAddRequestSchema = z
  .array(peerSiteSchema)
  .check(
    z.maxLength(MAX_SITES, `At most ${MAX_SITES} sites replicate together`),
    refusedBy(peerSitesProblem),
  );

export const siteReplicationAddResponseSchema = z.object({
  success: z.optional(z.boolean()),
  status: z.optional(z.string()),
  errorDetail: z.optional(z.string()),
  initialSyncErrorMessage: z.optional(z.string()),
});
export type SiteReplicationAddResponse = z.infer<typeof siteReplicationAddResponseSchema>;

/** A site as MinIO lists it. */
export const peerInfoSchema = z.object({
  endpoint: z.string(),
  name: z.string(),
  deploymentID: z.string(),
});
export type PeerInfo = z.infer<typeof peerInfoSchema>;

export const siteReplicationInfoResponseSchema = z.object({
  enabled: z.boolean(),
  /** This site's name. */
  name: z.optional(z.string()),
  sites: z.optional(z.array(peerInfoSchema)),
  /** The access key MinIO made on every site to replicate with. */
  serviceAccountAccessKey: z.optional(z.string()),
});
export type SiteReplicationInfo = z.infer<typeof siteReplicationInfoResponseSchema>;

/** PUT /admin/site-replication: a site's new endpoint; the deployment id says which site. */
export const siteReplicationEditRequestSchema = z.object({
  endpoint: siteEndpointSchema,
  name: z.optional(z.string().check(z.maxLength(MAX_SITE_NAME_LENGTH))),
  deploymentID: z
    .string()
    .check(refusedBy((id: string) => identifierProblem('deployment ID', id, MAX_DEPLOYMENT_ID_LENGTH))),
});
export type SiteReplicationEditRequest = z.infer<typeof siteReplicationEditRequestSchema>;

export const siteReplicationEditResponseSchema = z.object({
  success: z.optional(z.boolean()),
  status: z.optional(z.string()),
  errorDetail: z.optional(z.string()),
});

/** DELETE /admin/site-replication: the sites (by name) to take out, or all of them. */
export const siteReplicationRemoveRequestSchema = z
  .object({
    all: z.optional(z.boolean()),
    sites: z.array(siteNameSchema).check(z.maxLength(MAX_SITES, `At most ${MAX_SITES} sites`)),
  })
  .check(
    refusedBy(({ all, sites }: { all?: boolean; sites: string[] }) =>
      all || sites.length > 0 ? null : 'Name the sites to remove, or remove all',
    ),
  );
export type SiteReplicationRemoveRequest = z.infer<typeof siteReplicationRemoveRequestSchema>;

/** A flag of the console contract that counts by its presence, whatever its value (`?replicate-ilm-expiry`). */
const presenceFlag = z.optional(
  z.pipe(
    z.string().check(z.maxLength(16)),
    z.transform(() => true),
  ),
);

/** POST: also replicate the lifecycle rules that expire objects. */
export const siteReplicationAddQuerySchema = z.object({ 'replicate-ilm-expiry': presenceFlag });

/** PUT: start or stop replicating expiry rules (one of the two at most). */
export const siteReplicationEditQuerySchema = z
  .object({
    'disable-ilm-expiry-replication': presenceFlag,
    'enable-ilm-expiry-replication': presenceFlag,
  })
  .check(
    refusedBy(
      (flags: { 'disable-ilm-expiry-replication'?: boolean; 'enable-ilm-expiry-replication'?: boolean }) =>
        flags['disable-ilm-expiry-replication'] && flags['enable-ilm-expiry-replication']
          ? 'send disable-ilm-expiry-replication or enable-ilm-expiry-replication, not both'
          : null,
    ),
  );

export const SITE_REPLICATION_ENTITY_TYPES = ['bucket', 'user', 'group', 'policy'] as const;
export type SiteReplicationEntityType = (typeof SITE_REPLICATION_ENTITY_TYPES)[number];

export const siteReplicationStatusQuerySchema = z.object({
  buckets: queryFlag,
  groups: queryFlag,
  policies: queryFlag,
  users: queryFlag,
  entityType: z.optional(z.enum(SITE_REPLICATION_ENTITY_TYPES, 'must be bucket, user, group or policy')),
  entityValue: z.optional(
    z.string().check(
      z.maxLength(MAX_ENTITY_VALUE_LENGTH, `has at most ${MAX_ENTITY_VALUE_LENGTH} characters`),
      refusedBy((value: string) => (hasControlCharacter(value) ? 'has no control characters' : null)),
    ),
  ),
});

/** One site's counts of what it holds and how much of it is in sync (madmin's SRSiteSummary, as MinIO names it). */
export const siteSummarySchema = z.looseObject({
  ReplicatedBuckets: z.optional(z.number()),
  TotalBucketsCount: z.optional(z.number()),
  ReplicatedUsers: z.optional(z.number()),
  TotalUsersCount: z.optional(z.number()),
  ReplicatedGroups: z.optional(z.number()),
  TotalGroupsCount: z.optional(z.number()),
  ReplicatedIAMPolicies: z.optional(z.number()),
  TotalIAMPoliciesCount: z.optional(z.number()),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/**
 * One entity's state on each site, by deployment id (madmin's SRBucketStatsSummary and the like): whether the
 * site has it (`HasBucket`, `HasUser`, `HasGroup`, `HasPolicy`) and the `…Mismatch` flags.
 */
const entityStatsSchema = z.record(z.string(), z.record(z.string(), z.looseObject({})));
export type EntityStats = z.infer<typeof entityStatsSchema>;

/** GET /admin/site-replication/status: madmin's SRStatusInfo, its maps as MinIO sends them. */
export const siteReplicationStatusResponseSchema = z.object({
  enabled: z.boolean(),
  maxBuckets: z.optional(z.number()),
  maxUsers: z.optional(z.number()),
  maxGroups: z.optional(z.number()),
  maxPolicies: z.optional(z.number()),
  /** Deployment id → site. */
  sites: z.optional(z.record(z.string(), peerInfoSchema)),
  /** Deployment id → what that site holds. */
  statsSummary: z.optional(z.record(z.string(), siteSummarySchema)),
  /** Entity name → deployment id → its state there; without an entity asked for, only those out of sync. */
  bucketStats: z.optional(entityStatsSchema),
  policyStats: z.optional(entityStatsSchema),
  userStats: z.optional(entityStatsSchema),
  groupStats: z.optional(entityStatsSchema),
});
export type SiteReplicationStatus = z.infer<typeof siteReplicationStatusResponseSchema>;

export const getSiteReplicationInfo = endpoint({
  id: 'GetSiteReplicationInfo',
  area: 'site-replication',
  method: 'GET',
  path: '/admin/site-replication',
  summary: 'Whether this site replicates, and with which sites',
  response: siteReplicationInfoResponseSchema,
  status: 200,
});

export const siteReplicationInfoAdd = endpoint({
  id: 'SiteReplicationInfoAdd',
  area: 'site-replication',
  method: 'POST',
  path: '/admin/site-replication',
  summary: 'Joins sites (this one among them) for replication',
  query: siteReplicationAddQuerySchema,
  body: siteReplicationAddRequestSchema,
  response: siteReplicationAddResponseSchema,
  status: 200,
});

export const siteReplicationEdit = endpoint({
  id: 'SiteReplicationEdit',
  area: 'site-replication',
  method: 'PUT',
  path: '/admin/site-replication',
  summary: "Changes a replicating site's endpoint",
  query: siteReplicationEditQuerySchema,
  body: siteReplicationEditRequestSchema,
  response: siteReplicationEditResponseSchema,
  status: 200,
});

export const siteReplicationRemove = endpoint({
  id: 'SiteReplicationRemove',
  area: 'site-replication',
  method: 'DELETE',
  path: '/admin/site-replication',
  summary: 'Takes sites out of replication, or ends it',
  body: siteReplicationRemoveRequestSchema,
  status: 204,
});

export const getSiteReplicationStatus = endpoint({
  id: 'GetSiteReplicationStatus',
  area: 'site-replication',
  method: 'GET',
  path: '/admin/site-replication/status',
  summary: 'How far buckets, users, groups and policies are in sync on each site',
  query: siteReplicationStatusQuerySchema,
  response: siteReplicationStatusResponseSchema,
  status: 200,
});

export const SITE_REPLICATION_ENDPOINTS = [
  getSiteReplicationInfo,
  siteReplicationInfoAdd,
  siteReplicationEdit,
  siteReplicationRemove,
  getSiteReplicationStatus,
] as const;
