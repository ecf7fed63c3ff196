import { z } from 'zod';
import { callJoiner } from '../lib/concurrency.ts';
import { nodeFetch } from '../lib/node-fetch.ts';
import {
  type AccountInfo,
  accountInfoSchema,
  addServiceAccountSchema,
  type BucketQuotaAnswer,
  type BucketTarget,
  bucketQuotaSchema,
  bucketTargetsSchema,
  type ConfigHelp,
  type ConfigHistoryEntry,
  cannedPoliciesSchema,
  configHelpSchema,
  configHistorySchema,
  type GroupDescription,
  groupDescriptionSchema,
  groupsSchema,
  type HealStatus,
  healStartSchema,
  healStatusSchema,
  type IdpConfigAnswer,
  type IdpListEntry,
  idpConfigSchema,
  idpListSchema,
  type KmsApi,
  type KmsKey,
  type KmsKeyStatus,
  type KmsMetrics,
  type KmsStatus,
  kmsApisSchema,
  kmsKeyStatusSchema,
  kmsKeysSchema,
  kmsMetricsSchema,
  kmsStatusSchema,
  kmsVersionSchema,
  type PolicyAssociation,
  type PolicyEntities,
  type PolicyInfo,
  type ProfilingStartResult,
  policyAssociationSchema,
  policyEntitiesSchema,
  policyInfoSchema,
  profilingStartSchema,
  remoteTargetArnSchema,
  type ServerInfo,
  type ServiceAccountCredentials,
  type ServiceAccountDetails,
  type ServiceAccountInfo,
  type SiteReplicationChange,
  type SiteReplicationInfoAnswer,
  type SiteReplicationStatusAnswer,
  serverInfoSchema,
  serviceAccountDetailsSchema,
  serviceAccountListSchema,
  siteReplicationChangeSchema,
  siteReplicationInfoSchema,
  siteReplicationStatusSchema,
  type TierConfig,
  type TierInfo,
  tierStatsSchema,
  tiersSchema,
  type UserInfo,
  userSchema,
  usersSchema,
} from './admin-answers.ts';
import { decryptData, encryptData } from './admin-codec.ts';
import { apiErrorFromResponse, MinioApiError, reachMinio } from './errors.ts';
import { type Credentials, encodeRfc3986, signRequest } from './sigv4.ts';

export { MinioApiError, MinioUnreachableError } from './errors.ts';
export type { Credentials } from './sigv4.ts';

export interface AdminClientOptions {
  /** e.g. `http://127.0.0.1:9000` */
  endpoint: string;
  credentials: Credentials;
  /** Default `us-east-1`; admin routes accept any region the signature uses. */
  region?: string;
  /** Default limit for a whole non-streaming exchange; default 30 s. */
  timeoutMs?: number;
}

interface AdminRequest {
  method: string;
  /**
   * Relative to `/minio/admin/v3` (e.g. `/accountinfo`) unless it starts with `/minio/`.
   * Path segments must already be percent-encoded.
   */
  path: string;
  /** A list value sends the parameter once per item. Empty values are sent as `k=`. */
  query?: Record<string, string | readonly string[]>;
  /** An object is sent as JSON. */
  body?: Uint8Array | string | object;
  /** Encrypt the body with madmin EncryptData (password: the signing secret key). */
  encryptBody?: boolean;
  /** Sent and signed; some routes refuse a body of another type. */
  contentType?: string;
  signal?: AbortSignal;
  /** Abort the whole exchange after this long. `stream()` has no limit unless one is given. */
  timeoutMs?: number;
}

/** What a heal covers: a bucket, or a prefix in it. */
export interface HealTarget {
  bucket: string;
  prefix: string;
}

/** madmin's HealOpts. */
export interface HealOptions {
  recursive: boolean;
  dryRun: boolean;
  remove: boolean;
  recreate: boolean;
  /** 1: normal, 2: deep (reads every part). */
  scanMode: 1 | 2;
  updateParity: boolean;
  nolock: boolean;
}

const idpConfigPath = (type: string, name: string) =>
  `/idp-config/${encodeRfc3986(type)}/${encodeRfc3986(name)}`;

const healPath = ({ bucket, prefix }: HealTarget) =>
  `/heal/${encodeRfc3986(bucket)}${prefix ? `/${prefix.split('/').map(encodeRfc3986).join('/')}` : ''}`;

export interface TraceOptions {
  calls?: readonly ('s3' | 'internal' | 'storage' | 'os')[];
  errorsOnly?: boolean;
  /** Only calls that took at least this many nanoseconds. */
  thresholdNs?: number;
}

export interface ConfigApplied {
  applied: boolean;
}

const ADMIN_PREFIX = '/minio/admin/v3';
const DEFAULT_TIMEOUT_MS = 30_000;
/** Joining, editing or removing sites waits for every site to answer. */
const SITE_REPLICATION_TIMEOUT_MS = 120_000;

export type {
  AccountInfo,
  BucketAccessInfo,
  BucketQuotaAnswer,
  BucketTarget,
  GroupDescription,
  HealStatus,
  KmsMetrics,
  KmsStatus,
  PolicyAssociation,
  PolicyEntities,
  PolicyInfo,
  ServerInfo,
  ServiceAccountCredentials,
  ServiceAccountDetails,
  ServiceAccountInfo,
  SiteReplicationChange,
  TierConfig,
  TierInfo,
  UserInfo,
} from './admin-answers.ts';
export type UserStatus = 'enabled' | 'disabled';
export type GroupStatus = 'enabled' | 'disabled';

/** madmin's GroupAddRemove: adding creates the group; removing no members deletes an empty group. */
export interface GroupMembersChange {
  group: string;
  members: readonly string[];
  isRemove: boolean;
  /** The status a group created by this change gets (default enabled). */
  groupStatus?: GroupStatus;
}

/** madmin's PolicyAssociationReq: at least one policy, and exactly one of `user` and `group`. */
export type PolicyAssociationRequest = { policies: readonly string[] } & (
  | { user: string; group?: never }
  | { group: string; user?: never }
);

/** madmin's PolicyEntitiesQuery: the users, groups and policies to report the mappings of. */
export interface PolicyEntitiesQuery {
  users?: readonly string[];
  groups?: readonly string[];
  policies?: readonly string[];
}

/** madmin's AddServiceAccountReq; anything left out is MinIO's default (generated keys, the parent's policy). */
export interface NewServiceAccount {
  /** The restricting policy document, as an object. */
  policy?: Record<string, unknown>;
  /** The user the key belongs to; the caller when absent. */
  targetUser?: string;
  accessKey?: string;
  secretKey?: string;
  name?: string;
  description?: string;
  /** RFC 3339. */
  expiration?: string;
}

/** madmin's UpdateServiceAccountReq. MinIO drops a restricting policy whenever `newPolicy` is absent. */
export interface ServiceAccountChange {
  newPolicy?: Record<string, unknown>;
  newSecretKey?: string;
  newStatus?: 'on' | 'off';
  newName?: string;
  newDescription?: string;
  /** RFC 3339. */
  newExpiration?: string;
}

/** The fields whose value is neither undefined nor '', as madmin's `omitempty` sends them. */
const withoutEmpty = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;

/** madmin's BucketQuota as SetBucketQuota takes it; all zero drops the quota. */
export type BucketQuotaSetting =
  | { quota: number; quotatype: 'hard' }
  | { quota: 0; size: 0; rate: 0; requests: 0 };

/** madmin's BucketTarget as SetRemoteTarget takes it. */
export interface NewBucketTarget {
  sourcebucket: string;
  endpoint: string;
  credentials: { accessKey: string; secretKey: string };
  targetbucket: string;
  secure: boolean;
  path: string;
  api: string;
  type: 'replication';
  region: string;
  replicationSync: boolean;
  bandwidthlimit: number;
  /** Nanoseconds. */
  healthCheckDuration: number;
}

/** The kinds of tier MinIO has, as AddTier names them. */
export type TierType = 's3' | 'azure' | 'gcs' | 'minio';

/** The TierConfig member each kind of tier keeps its settings in. */
const TIER_SETTINGS_KEY: Record<TierType, string> = { s3: 'S3', azure: 'Azure', gcs: 'GCS', minio: 'MinIO' };

/**
 * madmin's TierConfig as AddTier takes it. `settings` are the type's own fields with madmin's capitalised keys
 * (Endpoint, AccessKey, SecretKey, Bucket, Prefix, Region, StorageClass; AccountName, AccountKey for Azure;
 * Creds, the credentials file in URL-safe base64, for GCS).
 */
export interface NewTier {
  type: TierType;
  name: string;
  settings: Record<string, string>;
}

/** madmin's TierCreds as EditTier takes them: keys (S3, MinIO; Azure's account key as `secret`) or `creds` (GCS). */
export interface TierCredentials {
  access?: string;
  secret?: string;
  /** The GCS credentials file, standard base64. */
  creds?: string;
}

/** madmin's PeerSite: one site to join, with the keys of an admin there. */
export interface PeerSite {
  name: string;
  endpoints: string;
  accessKey: string;
  secretKey: string;
}

/** madmin's PeerInfo as SiteReplicationEdit takes it: the deployment id says which site. */
export interface PeerEdit {
  endpoint: string;
  name: string;
  deploymentID: string;
}

/** madmin's SRRemoveReq. */
export interface SiteRemoval {
  sites: readonly string[];
  all: boolean;
}

/** madmin's SRStatusOptions: what to report, or (`entity`) one bucket, user, group or policy only. */
export interface SiteReplicationStatusOptions {
  buckets: boolean;
  policies: boolean;
  users: boolean;
  groups: boolean;
  entity?: { type: 'bucket' | 'user' | 'group' | 'policy'; value: string };
}

/** madmin's SRAddOptions and SREditOptions: expiry rules replicated too, or no longer. */
export interface SiteReplicationFlags {
  replicateILMExpiry?: boolean;
  enableILMExpiryReplication?: boolean;
  disableILMExpiryReplication?: boolean;
}

/** madmin's HealthDataTypesList: what a health report holds. */
const HEALTH_DATA_TYPES = [
  'minioinfo',
  'minioconfig',
  'syscpu',
  'sysdrivehw',
  'sysosinfo',
  'sysmem',
  'sysnet',
  'sysprocess',
  'syserrors',
  'sysservices',
  'sysconfig',
  'replication',
] as const;

/** The version of the site replication API madmin speaks. */
const SITE_REPLICATION_API = { 'api-version': '1' };

/** AccountInfo calls in flight, by endpoint and credentials, joined within 50 ms of their start. */
const joinAccountInfo = callJoiner<AccountInfo>(50);

/** Speaks the MinIO admin API (`/minio/admin/v3`) as madmin-go does. */
export class AdminClient {
  private readonly endpoint: URL;
  private readonly credentials: Credentials;
  private readonly region: string;
  private readonly timeoutMs: number;

  constructor(options: AdminClientOptions) {
    this.endpoint = new URL(options.endpoint);
    this.credentials = options.credentials;
    this.region = options.region ?? 'us-east-1';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * MinIO's AccountInfo walks every bucket (its usage and the caller's access to it): with thousands of them it
   * takes a while. Calls with the same credentials begun together (a page's session check and bucket list)
   * share one answer; none joins a call begun more than a moment before it, so none misses a change it follows.
   */
  accountInfo(): Promise<AccountInfo> {
    const key = [this.endpoint.href, this.credentials.accessKey, this.credentials.sessionToken ?? ''].join(
      '\n',
    );
    return joinAccountInfo(key, () => this.json({ method: 'GET', path: '/accountinfo' }, accountInfoSchema));
  }

  serverInfo(signal?: AbortSignal): Promise<ServerInfo> {
    return this.json({ method: 'GET', path: '/info', signal }, serverInfoSchema);
  }

  serviceRestart(signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'POST', path: '/service', query: { action: 'restart' }, signal });
  }

  addUser(
    accessKey: string,
    secretKey: string,
    status: UserStatus = 'enabled',
    signal?: AbortSignal,
  ): Promise<void> {
    return this.send({
      method: 'PUT',
      path: '/add-user',
      query: { accessKey },
      body: { secretKey, status },
      encryptBody: true,
      signal,
    });
  }

  listUsers(signal?: AbortSignal): Promise<Record<string, UserInfo>> {
    return this.decryptedJson({ method: 'GET', path: '/list-users', signal }, usersSchema);
  }

  getUserInfo(accessKey: string, signal?: AbortSignal): Promise<UserInfo> {
    return this.json({ method: 'GET', path: '/user-info', query: { accessKey }, signal }, userSchema);
  }

  setUserStatus(accessKey: string, status: UserStatus, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'PUT', path: '/set-user-status', query: { accessKey, status }, signal });
  }

  removeUser(accessKey: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'DELETE', path: '/remove-user', query: { accessKey }, signal });
  }

  /**
   * madmin's RevokeTokens. With no `user` it is a self-revoke any caller may make: called with STS
   * credentials and no type, it ends the tokens of the credentials' own TokenRevokeType.
   */
  revokeTokens(
    options: {
      userProvider?: 'builtin' | 'ldap';
      user?: string;
      tokenRevokeType?: string;
      fullRevoke?: boolean;
    },
    signal?: AbortSignal,
  ): Promise<void> {
    const { userProvider = 'builtin', user, tokenRevokeType, fullRevoke } = options;
    const query: Record<string, string> = {};
    if (user) query.user = user;
    if (tokenRevokeType) query.tokenRevokeType = tokenRevokeType;
    if (fullRevoke) query.fullRevoke = 'true';
    return this.send({ method: 'POST', path: `/revoke-tokens/${userProvider}`, query, signal });
  }

  /** `null` when the server has no KMS configured (HTTP 501). */
  async kmsStatus(signal?: AbortSignal): Promise<KmsStatus | null> {
    try {
      return await this.json({ method: 'GET', path: '/minio/kms/v1/status', signal }, kmsStatusSchema);
    } catch (error) {
      if (error instanceof MinioApiError && error.status === 501) return null;
      throw error;
    }
  }

  /** `null` when the bucket has no quota. */
  getBucketQuota(bucket: string, signal?: AbortSignal): Promise<BucketQuotaAnswer | null> {
    return this.json(
      { method: 'GET', path: '/get-bucket-quota', query: { bucket }, signal },
      bucketQuotaSchema.nullable(),
    );
  }

  setBucketQuota(bucket: string, quota: BucketQuotaSetting, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'PUT', path: '/set-bucket-quota', query: { bucket }, body: quota, signal });
  }

  /** Policy name → policy document. */
  listCannedPolicies(signal?: AbortSignal): Promise<Record<string, unknown>> {
    return this.json({ method: 'GET', path: '/list-canned-policies', signal }, cannedPoliciesSchema);
  }

  async listGroups(signal?: AbortSignal): Promise<string[]> {
    return (await this.json({ method: 'GET', path: '/groups', signal }, groupsSchema)) ?? [];
  }

  getGroupDescription(group: string, signal?: AbortSignal): Promise<GroupDescription> {
    return this.json({ method: 'GET', path: '/group', query: { group }, signal }, groupDescriptionSchema);
  }

  updateGroupMembers(change: GroupMembersChange, signal?: AbortSignal): Promise<void> {
    const { groupStatus = 'enabled', ...rest } = change;
    const body = { ...rest, groupStatus };
    return this.send({ method: 'PUT', path: '/update-group-members', body, signal });
  }

  setGroupStatus(group: string, status: GroupStatus, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'PUT', path: '/set-group-status', query: { group, status }, signal });
  }

  /** madmin's InfoCannedPolicyV2. */
  infoCannedPolicy(name: string, signal?: AbortSignal): Promise<PolicyInfo> {
    const query = { name, v: '2' };
    return this.json({ method: 'GET', path: '/info-canned-policy', query, signal }, policyInfoSchema);
  }

  /** Creates the policy, or replaces the document of the one with that name; MinIO validates `document`. */
  addCannedPolicy(name: string, document: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'PUT', path: '/add-canned-policy', query: { name }, body: document, signal });
  }

  removeCannedPolicy(name: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'DELETE', path: '/remove-canned-policy', query: { name }, signal });
  }

  attachPolicy(request: PolicyAssociationRequest, signal?: AbortSignal): Promise<PolicyAssociation> {
    return this.policyAssociation('attach', request, signal);
  }

  detachPolicy(request: PolicyAssociationRequest, signal?: AbortSignal): Promise<PolicyAssociation> {
    return this.policyAssociation('detach', request, signal);
  }

  getPolicyEntities(query: PolicyEntitiesQuery, signal?: AbortSignal): Promise<PolicyEntities> {
    return this.policyEntities('builtin', query, signal);
  }

  /** madmin's GetLDAPPolicyEntities: users and groups are directory DNs. */
  getLdapPolicyEntities(query: PolicyEntitiesQuery, signal?: AbortSignal): Promise<PolicyEntities> {
    return this.policyEntities('ldap', query, signal);
  }

  /** madmin's AttachPolicyLDAP: `user` or `group` is a directory DN. */
  attachPolicyLdap(request: PolicyAssociationRequest, signal?: AbortSignal): Promise<PolicyAssociation> {
    return this.policyAssociation('attach', request, signal, 'ldap');
  }

  /** madmin's DetachPolicyLDAP. */
  detachPolicyLdap(request: PolicyAssociationRequest, signal?: AbortSignal): Promise<PolicyAssociation> {
    return this.policyAssociation('detach', request, signal, 'ldap');
  }

  // Tiers (madmin's tier calls)

  async listTiers(signal?: AbortSignal): Promise<TierConfig[]> {
    return (await this.json({ method: 'GET', path: '/tier', signal }, tiersSchema)) ?? [];
  }

  /** Adds the tier; MinIO first writes, reads and deletes a test object in the tier's bucket. */
  addTier(tier: NewTier, signal?: AbortSignal): Promise<void> {
    const body = {
      Version: 'v1',
      Type: tier.type,
      Name: tier.name,
      [TIER_SETTINGS_KEY[tier.type]]: tier.settings,
    };
    return this.send({
      method: 'PUT',
      path: '/tier',
      query: { force: 'false' },
      body,
      encryptBody: true,
      signal,
    });
  }

  /** Replaces the tier's credentials; MinIO checks the new ones against the tier before it keeps them. */
  editTier(name: string, credentials: TierCredentials, signal?: AbortSignal): Promise<void> {
    const body = { ...withoutEmpty(credentials), awsrole: false };
    const path = `/tier/${encodeRfc3986(name)}`;
    return this.send({ method: 'POST', path, body, encryptBody: true, signal });
  }

  /** MinIO refuses a tier that a lifecycle rule or a transitioned object still uses; an unknown name is no error. */
  removeTier(name: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'DELETE', path: `/tier/${encodeRfc3986(name)}`, signal });
  }

  /** Resolves when MinIO reaches the tier with its credentials, otherwise throws MinIO's reason. */
  verifyTier(name: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'GET', path: `/tier/${encodeRfc3986(name)}`, signal });
  }

  async tierStats(signal?: AbortSignal): Promise<TierInfo[]> {
    return (await this.json({ method: 'GET', path: '/tier-stats', signal }, tierStatsSchema)) ?? [];
  }

  // End of tiers

  /** Adds a replication target to `target.sourcebucket`; MinIO checks its keys and bucket first. Its ARN. */
  setRemoteTarget(target: NewBucketTarget, signal?: AbortSignal): Promise<string> {
    return this.json(
      {
        method: 'PUT',
        path: '/set-remote-target',
        query: { bucket: target.sourcebucket },
        body: target,
        encryptBody: true,
        signal,
      },
      remoteTargetArnSchema,
    );
  }

  /** The replication targets of one bucket, or of every bucket when `bucket` is ''. */
  async listRemoteTargets(bucket: string, signal?: AbortSignal): Promise<BucketTarget[]> {
    const query = { bucket, type: 'replication' };
    return (
      (await this.json(
        { method: 'GET', path: '/list-remote-targets', query, signal },
        bucketTargetsSchema,
      )) ?? []
    );
  }

  removeRemoteTarget(bucket: string, arn: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'DELETE', path: '/remove-remote-target', query: { bucket, arn }, signal });
  }

  /** A service account of `targetUser`, or of the caller. */
  async addServiceAccount(
    account: NewServiceAccount,
    signal?: AbortSignal,
  ): Promise<ServiceAccountCredentials> {
    const body = withoutEmpty(account);
    const request = { method: 'PUT', path: '/add-service-account', body, encryptBody: true, signal };
    return (await this.decryptedJson(request, addServiceAccountSchema)).credentials;
  }

  /** The service accounts of `user`, or of the caller when it is ''. */
  async listServiceAccounts(user: string, signal?: AbortSignal): Promise<ServiceAccountInfo[]> {
    const request = { method: 'GET', path: '/list-service-accounts', query: { user }, signal };
    return (await this.decryptedJson(request, serviceAccountListSchema)).accounts ?? [];
  }

  infoServiceAccount(accessKey: string, signal?: AbortSignal): Promise<ServiceAccountDetails> {
    const request = { method: 'GET', path: '/info-service-account', query: { accessKey }, signal };
    return this.decryptedJson(request, serviceAccountDetailsSchema);
  }

  updateServiceAccount(accessKey: string, change: ServiceAccountChange, signal?: AbortSignal): Promise<void> {
    return this.send({
      method: 'POST',
      path: '/update-service-account',
      query: { accessKey },
      body: withoutEmpty(change),
      encryptBody: true,
      signal,
    });
  }

  deleteServiceAccount(accessKey: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'DELETE', path: '/delete-service-account', query: { accessKey }, signal });
  }

  /** Configuration (madmin's config-kv calls): text in MinIO's `subsys[:target] key="value"` form. */

  /** One subsystem's (or `subsys:target`'s) settings, with `# MINIO_…=` lines for environment overrides. */
  async getConfigKV(key: string, signal?: AbortSignal): Promise<string> {
    const request = { method: 'GET', path: '/get-config-kv', query: { key, env: '' }, signal };
    return new TextDecoder().decode(await this.decrypted(request));
  }

  /** Whether MinIO applied the change live; `false` means it takes effect at the next restart. */
  setConfigKV(text: string, signal?: AbortSignal): Promise<ConfigApplied> {
    return this.configChange({
      method: 'PUT',
      path: '/set-config-kv',
      body: text,
      encryptBody: true,
      signal,
    });
  }

  /** Resets `subsys[:target]` to its defaults; for a notification target, removes it. */
  delConfigKV(key: string, signal?: AbortSignal): Promise<ConfigApplied> {
    return this.configChange({
      method: 'DELETE',
      path: '/del-config-kv',
      body: key,
      encryptBody: true,
      signal,
    });
  }

  /** The subsystems (empty `subSys`), or one subsystem's keys, as MinIO documents them. */
  helpConfigKV(subSys: string, signal?: AbortSignal): Promise<ConfigHelp> {
    const query = { subSys, key: '' };
    return this.json({ method: 'GET', path: '/help-config-kv', query, signal }, configHelpSchema);
  }

  /** The whole configuration, as `mc admin config export` writes it. */
  async getConfig(signal?: AbortSignal): Promise<string> {
    return new TextDecoder().decode(await this.decrypted({ method: 'GET', path: '/config', signal }));
  }

  /** Replaces the whole configuration; MinIO checks all of it before it applies any. */
  setConfig(text: string, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'PUT', path: '/config', body: text, encryptBody: true, signal });
  }

  // Identity provider configurations (madmin's idp-config calls), `type` openid or ldap, `name` `_` by default

  /** The configurations of a type MinIO runs with (a stored change shows once MinIO restarted). */
  async listIDPConfig(type: string, signal?: AbortSignal): Promise<IdpListEntry[]> {
    const request = { method: 'GET', path: `/idp-config/${encodeRfc3986(type)}`, signal };
    return (await this.decryptedJson(request, idpListSchema)) ?? [];
  }

  getIDPConfig(type: string, name: string, signal?: AbortSignal): Promise<IdpConfigAnswer> {
    const request = { method: 'GET', path: idpConfigPath(type, name), signal };
    return this.decryptedJson(request, idpConfigSchema);
  }

  /** Creates (PUT) or updates (POST) a configuration from `key=value` text; MinIO checks it before storing it. */
  addOrUpdateIDPConfig(
    type: string,
    name: string,
    text: string,
    update: boolean,
    signal?: AbortSignal,
  ): Promise<ConfigApplied> {
    return this.configChange({
      method: update ? 'POST' : 'PUT',
      path: idpConfigPath(type, name),
      body: text,
      encryptBody: true,
      contentType: 'application/octet-stream',
      signal,
    });
  }

  deleteIDPConfig(type: string, name: string, signal?: AbortSignal): Promise<ConfigApplied> {
    return this.configChange({ method: 'DELETE', path: idpConfigPath(type, name), signal });
  }

  // Notification endpoints

  /** The newest `count` set-config-kv texts MinIO stored, oldest first (they may hold secrets). */
  listConfigHistoryKV(count: number, signal?: AbortSignal): Promise<ConfigHistoryEntry[]> {
    const request = {
      method: 'GET',
      path: '/list-config-history-kv',
      query: { count: String(count) },
      signal,
    };
    return this.decryptedJson(request, configHistorySchema);
  }

  // Site replication

  siteReplicationInfo(signal?: AbortSignal): Promise<SiteReplicationInfoAnswer> {
    const request = { method: 'GET', path: '/site-replication/info', query: SITE_REPLICATION_API, signal };
    return this.json(request, siteReplicationInfoSchema);
  }

  /** Joins the sites (the one called among them); MinIO refuses when more than one of them holds data. */
  siteReplicationAdd(
    sites: readonly PeerSite[],
    flags: Pick<SiteReplicationFlags, 'replicateILMExpiry'> = {},
    signal?: AbortSignal,
  ): Promise<SiteReplicationChange> {
    return this.siteReplicationChange('add', sites, flags, signal);
  }

  siteReplicationEdit(
    peer: PeerEdit,
    flags: Omit<SiteReplicationFlags, 'replicateILMExpiry'> = {},
    signal?: AbortSignal,
  ): Promise<SiteReplicationChange> {
    return this.siteReplicationChange('edit', peer, flags, signal);
  }

  siteReplicationRemove(removal: SiteRemoval, signal?: AbortSignal): Promise<SiteReplicationChange> {
    return this.siteReplicationChange('remove', removal, {}, signal);
  }

  siteReplicationStatus(
    options: SiteReplicationStatusOptions,
    signal?: AbortSignal,
  ): Promise<SiteReplicationStatusAnswer> {
    const query: Record<string, string> = {
      ...SITE_REPLICATION_API,
      buckets: String(options.buckets),
      policies: String(options.policies),
      users: String(options.users),
      groups: String(options.groups),
    };
    if (options.entity) {
      query.entity = options.entity.type;
      query.entityvalue = options.entity.value;
    }
    const request = { method: 'GET', path: '/site-replication/status', query, signal };
    return this.json(request, siteReplicationStatusSchema);
  }

  // KMS (`/minio/kms/v1`); without a KMS, MinIO answers 501 NotImplemented to each

  kmsMetrics(signal?: AbortSignal): Promise<KmsMetrics> {
    return this.json({ method: 'GET', path: '/minio/kms/v1/metrics', signal }, kmsMetricsSchema);
  }

  async kmsApis(signal?: AbortSignal): Promise<KmsApi[]> {
    return (await this.json({ method: 'GET', path: '/minio/kms/v1/apis', signal }, kmsApisSchema)) ?? [];
  }

  async kmsVersion(signal?: AbortSignal): Promise<string> {
    return (await this.json({ method: 'GET', path: '/minio/kms/v1/version', signal }, kmsVersionSchema))
      .version;
  }

  kmsCreateKey(keyId: string, signal?: AbortSignal): Promise<void> {
    return this.send({
      method: 'POST',
      path: '/minio/kms/v1/key/create',
      query: { 'key-id': keyId },
      signal,
    });
  }

  /** The keys whose names match `pattern` (`*` for all). */
  async kmsListKeys(pattern: string, signal?: AbortSignal): Promise<KmsKey[]> {
    const request = { method: 'GET', path: '/minio/kms/v1/key/list', query: { pattern }, signal };
    return (await this.json(request, kmsKeysSchema)) ?? [];
  }

  /** MinIO tries the key: an unknown or unusable key is answered with the error, not refused. */
  kmsKeyStatus(keyId: string, signal?: AbortSignal): Promise<KmsKeyStatus> {
    const request = { method: 'GET', path: '/minio/kms/v1/key/status', query: { 'key-id': keyId }, signal };
    return this.json(request, kmsKeyStatusSchema);
  }

  /** The last `limit` lines of the servers' log (of one node, unless empty), then each new one. */
  getLogs(
    options: { node: string; limit: number; logType: 'all' | 'minio' | 'application' },
    signal?: AbortSignal,
  ): AsyncGenerator<unknown, void> {
    const query = {
      node: options.node,
      limit: String(options.limit),
      logType: options.logType.toUpperCase(),
    };
    return this.stream({ method: 'GET', path: '/log', query, signal });
  }

  /** Starts healing a bucket (or a prefix in it); the token asks for its progress. */
  async healStart(
    target: HealTarget,
    options: HealOptions,
    forceStart: boolean,
    signal?: AbortSignal,
  ): Promise<string> {
    const query: Record<string, string> = forceStart ? { forceStart: 'true' } : {};
    const request = { method: 'POST', path: healPath(target), query, body: options, signal };
    return (await this.json(request, healStartSchema)).clientToken;
  }

  /** What the heal with this token healed since it was last asked, and whether it still runs. */
  healStatus(target: HealTarget, clientToken: string, signal?: AbortSignal): Promise<HealStatus> {
    const request = { method: 'POST', path: healPath(target), query: { clientToken }, signal };
    return this.json(request, healStatusSchema);
  }

  /** Stops the heal running on the bucket (or prefix). */
  healStop(target: HealTarget, signal?: AbortSignal): Promise<void> {
    return this.send({ method: 'POST', path: healPath(target), query: { forceStop: 'true' }, signal });
  }

  /**
   * MinIO's inspect data of the files matching `file` in `volume`, as it comes: a format byte, then (format 1)
   * the 32-byte key and the encrypted zip. Read as a stream, with no time limit but `signal`'s.
   */
  async inspectData(volume: string, file: string, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const request = { method: 'GET', path: '/inspect-data', query: { volume, file }, signal };
    const response = await this.fetchSigned(request, undefined);
    if (!response.body) throw new Error('MinIO sent no inspect data');
    return response.body;
  }

  /**
   * Starts the named profilers (cpu, mem, block, mutex, goroutines, trace…) on every node, stopping any of the
   * same kind already running; they run until `downloadProfilingData`.
   */
  async startProfiling(types: readonly string[], signal?: AbortSignal): Promise<ProfilingStartResult[]> {
    const request = {
      method: 'POST',
      path: '/profiling/start',
      query: { profilerType: types.join(',') },
      signal,
    };
    return (await this.json(request, profilingStartSchema)) ?? [];
  }

  /** Stops every running profiler and answers a zip of each node's profiles, as a stream. */
  async downloadProfilingData(signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const response = await this.request({ method: 'GET', path: '/profiling/download', signal });
    if (!response.body) throw new Error('MinIO sent no profiling data');
    return response.body;
  }

  /** The server's trace entries of the kinds of call named, as they happen. */
  serviceTrace(options: TraceOptions = {}, signal?: AbortSignal): AsyncGenerator<unknown, void> {
    const query: Record<string, string> = {};
    for (const call of options.calls ?? []) query[call] = 'true';
    if (options.errorsOnly) query.err = 'true';
    if (options.thresholdNs) query.threshold = `${options.thresholdNs}ns`;
    return this.stream({ method: 'GET', path: '/trace', query, signal });
  }

  /**
   * madmin's ServerHealthInfo with every kind of data: ever fuller snapshots of the report until it is whole or
   * `deadlineSeconds` pass; the last one is the report. MinIO reports a failure inside a snapshot (`error`).
   */
  serverHealthInfo(
    options: { deadlineSeconds: number; anonymize: 'standard' | 'strict' },
    signal?: AbortSignal,
  ): AsyncGenerator<unknown, void> {
    const query = {
      deadline: `${options.deadlineSeconds}s`,
      anonymize: options.anonymize,
      ...Object.fromEntries(HEALTH_DATA_TYPES.map((type) => [type, 'true'])),
    };
    return this.stream({ method: 'GET', path: '/healthinfo', query, signal });
  }

  /** madmin's Speedtest: PUT then GET objects of `size` bytes; a result every half second, the last one final. */
  speedtest(
    options: { size: number; concurrent: number; durationSeconds: number; autotune: boolean },
    signal?: AbortSignal,
  ): AsyncGenerator<unknown, void> {
    const query: Record<string, string> = {
      size: String(options.size),
      concurrent: String(options.concurrent),
      duration: `${options.durationSeconds}s`,
    };
    if (options.autotune) query.autotune = 'true';
    return this.stream({ method: 'POST', path: '/speedtest', query, signal });
  }

  /** madmin's DriveSpeedtest: each server's drives written then read, a result per server as it finishes. */
  driveSpeedtest(
    options: { blockSize: number; fileSize: number; serial: boolean },
    signal?: AbortSignal,
  ): AsyncGenerator<unknown, void> {
    const query: Record<string, string> = {
      blocksize: String(options.blockSize),
      filesize: String(options.fileSize),
    };
    if (options.serial) query.serial = 'true';
    return this.stream({ method: 'POST', path: '/speedtest/drive', query, signal });
  }

  /** madmin's Netperf: each server's throughput to the others, in one answer after the test (at least 10 s). */
  netperf(durationSeconds: number, signal?: AbortSignal): AsyncGenerator<unknown, void> {
    const query = { duration: `${durationSeconds}s` };
    return this.stream({ method: 'POST', path: '/speedtest/net', query, signal });
  }

  /**
   * MinIO reaches every site before it answers. madmin encrypts what carries keys or names a peer (joining,
   * editing); a removal goes plain.
   */
  private siteReplicationChange(
    operation: 'add' | 'edit' | 'remove',
    body: object,
    flags: SiteReplicationFlags,
    signal?: AbortSignal,
  ): Promise<SiteReplicationChange> {
    const set = Object.entries(flags).filter(([, on]) => on === true);
    return this.json(
      {
        method: 'PUT',
        path: `/site-replication/${operation}`,
        query: { ...SITE_REPLICATION_API, ...Object.fromEntries(set.map(([flag]) => [flag, 'true'])) },
        body,
        encryptBody: operation !== 'remove',
        signal,
        timeoutMs: SITE_REPLICATION_TIMEOUT_MS,
      },
      siteReplicationChangeSchema,
    );
  }

  private policyEntities(
    idp: 'builtin' | 'ldap',
    query: PolicyEntitiesQuery,
    signal?: AbortSignal,
  ): Promise<PolicyEntities> {
    const request = {
      method: 'GET',
      path: `/idp/${idp}/policy-entities`,
      query: { user: query.users ?? [], group: query.groups ?? [], policy: query.policies ?? [] },
      signal,
    };
    return this.decryptedJson(request, policyEntitiesSchema);
  }

  private async policyAssociation(
    operation: 'attach' | 'detach',
    request: PolicyAssociationRequest,
    signal?: AbortSignal,
    idp: 'builtin' | 'ldap' = 'builtin',
  ): Promise<PolicyAssociation> {
    return this.decryptedJson(
      {
        method: 'POST',
        path: `/idp/${idp}/policy/${operation}`,
        body: request,
        encryptBody: true,
        contentType: 'application/octet-stream',
        signal,
      },
      policyAssociationSchema,
    );
  }

  /** Signs and sends one request; resolves once a 2xx status arrives, otherwise throws. */
  private request(request: AdminRequest): Promise<Response> {
    return this.fetchSigned(request, request.timeoutMs ?? this.timeoutMs);
  }

  private async configChange(request: AdminRequest): Promise<ConfigApplied> {
    const response = await this.request(request);
    await this.readBytes(request, response);
    return { applied: response.headers.get('x-minio-config-applied') === 'true' };
  }

  /** Sends the request and discards the answer. */
  private async send(request: AdminRequest): Promise<void> {
    await this.readBytes(request, await this.request(request));
  }

  private async json<T>(request: AdminRequest, schema: z.ZodType<T>): Promise<T> {
    const response = await this.request(request);
    return this.parseAnswer(
      request,
      new TextDecoder().decode(await this.readBytes(request, response)),
      schema,
    );
  }

  /** An empty answer (an older server's, to some calls) stays empty. */
  private async decrypted(request: AdminRequest): Promise<Uint8Array> {
    const response = await this.request(request);
    const bytes = await this.readBytes(request, response);
    return bytes.length === 0 ? bytes : decryptData(this.credentials.secretKey, bytes);
  }

  private async decryptedJson<T>(request: AdminRequest, schema: z.ZodType<T>): Promise<T> {
    return this.parseAnswer(request, new TextDecoder().decode(await this.decrypted(request)), schema);
  }

  /**
   * The JSON values of a streamed answer (trace, log, speedtest…). Leaving the loop early
   * aborts the HTTP request.
   */
  private async *stream(request: AdminRequest): AsyncGenerator<unknown, void, undefined> {
    const controller = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    try {
      const response = await this.fetchSigned({ ...request, signal }, request.timeoutMs);
      if (!response.body) return;
      for await (const line of this.textLines(request, response.body)) {
        // Keep-alive spaces end up at the start of the next line, or alone on one.
        const trimmed = line.trim();
        if (trimmed !== '') yield JSON.parse(trimmed);
      }
    } finally {
      controller.abort();
    }
  }

  private async fetchSigned(request: AdminRequest, timeoutMs: number | undefined): Promise<Response> {
    const url = this.urlFor(request);
    const body = await this.bodyBytes(request);
    const headers = signRequest({
      method: request.method,
      url,
      headers: request.contentType ? { 'content-type': request.contentType } : {},
      body,
      credentials: this.credentials,
      region: this.region,
      service: 's3',
    });
    const response = await reachMinio(
      describeRequest(request),
      () =>
        nodeFetch(url, {
          method: request.method,
          headers,
          body,
          signal: withTimeout(request.signal, timeoutMs),
        }),
      request.signal,
    );
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  private urlFor(request: AdminRequest): URL {
    const path = request.path.startsWith('/minio/') ? request.path : `${ADMIN_PREFIX}${request.path}`;
    const url = new URL(path, this.endpoint);
    url.search = Object.entries(request.query ?? {})
      .flatMap(([key, value]) =>
        (typeof value === 'string' ? [value] : value).map((item) => [key, item] as const),
      )
      .map(([key, value]) => `${encodeRfc3986(key)}=${encodeRfc3986(value)}`)
      .join('&');
    return url;
  }

  private async bodyBytes(request: AdminRequest): Promise<Uint8Array> {
    const { body } = request;
    const bytes =
      body === undefined
        ? new Uint8Array()
        : body instanceof Uint8Array
          ? body
          : new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
    return request.encryptBody ? encryptData(this.credentials.secretKey, bytes) : bytes;
  }

  private async readBytes(request: AdminRequest, response: Response): Promise<Uint8Array> {
    return new Uint8Array(
      await reachMinio(describeRequest(request), () => response.arrayBuffer(), request.signal),
    );
  }

  private async *textLines(request: AdminRequest, body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { done, value } = await reachMinio(describeRequest(request), () => reader.read(), request.signal);
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      yield* lines;
    }
    yield pending + decoder.decode();
  }

  private parseAnswer<T>(request: AdminRequest, text: string, schema: z.ZodType<T>): T {
    const result = schema.safeParse(parseJsonAnswer(request, text));
    if (!result.success) {
      throw new Error(`Unexpected answer to ${describeRequest(request)}: ${z.prettifyError(result.error)}`);
    }
    return result.data;
  }
}

/** An empty body (e.g. from an older server) reads as `null`. */
function parseJsonAnswer(request: AdminRequest, text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Unexpected answer to ${describeRequest(request)}: not JSON`);
  }
}

function describeRequest(request: AdminRequest): string {
  return `${request.method} ${request.path}`;
}

function withTimeout(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
