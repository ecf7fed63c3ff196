/** MinIO's answers to the admin operations, one schema per answer (madmin-go's types, as far as they are read). */

import { z } from 'zod';

const rawPolicySchema = z.unknown().transform((policy): Record<string, unknown> | null => {
  const value = typeof policy === 'string' && policy !== '' ? JSON.parse(policy) : policy;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
});

/** madmin's BucketQuota. Newer MinIO writes the bytes as `size`, older as `quota`. */
export const bucketQuotaSchema = z.looseObject({
  quota: z.number().optional(),
  size: z.number().optional(),
  quotatype: z.string().optional(),
});
export type BucketQuotaAnswer = z.infer<typeof bucketQuotaSchema>;

/** madmin's BucketAccessInfo: a bucket the account may read or write, with usage and a settings summary. */
export const bucketAccessInfoSchema = z.looseObject({
  name: z.string(),
  size: z.number().optional(),
  objects: z.number().optional(),
  created: z.string().optional(),
  access: z.looseObject({ read: z.boolean().optional(), write: z.boolean().optional() }).optional(),
  details: z
    .looseObject({
      versioning: z.boolean().optional(),
      versioningSuspended: z.boolean().optional(),
      locking: z.boolean().optional(),
      replication: z.boolean().optional(),
      // MinIO serialises its tag set without the tags themselves: only whether there is one is known here.
      tags: z.unknown().optional(),
      quota: bucketQuotaSchema.nullish(),
    })
    .nullish(),
});
export type BucketAccessInfo = z.infer<typeof bucketAccessInfoSchema>;

/** madmin's AccountInfo. */
export const accountInfoSchema = z.looseObject({
  AccountName: z.string(),
  Server: z.looseObject({ Type: z.number().optional() }),
  Policy: rawPolicySchema,
  Buckets: z.array(bucketAccessInfoSchema).nullish(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** madmin's InfoMessage. */
export const serverInfoSchema = z.looseObject({
  mode: z.string().optional(),
  region: z.string().optional(),
  deploymentID: z.string().optional(),
  /** The notification targets configured on the server. */
  sqsARN: z.array(z.string()).nullish(),
  /** Notification endpoints: the live notification targets, by service (ARN naming), with their state. */
  services: z
    .looseObject({
      notifications: z
        .array(z.record(z.string(), z.array(z.record(z.string(), z.looseObject({ status: z.string() })))))
        .nullish(),
    })
    .optional(),
  buckets: z.looseObject({ count: z.number().optional() }).optional(),
  objects: z.looseObject({ count: z.number().optional() }).optional(),
  usage: z.looseObject({ size: z.number().optional() }).optional(),
  servers: z
    .array(
      z.looseObject({
        state: z.string().optional(),
        endpoint: z.string().optional(),
        uptime: z.number().optional(),
        version: z.string().optional(),
        commitID: z.string().optional(),
        poolNumber: z.number().optional(),
        network: z.record(z.string(), z.string()).nullish(),
        drives: z
          .array(
            z.looseObject({
              uuid: z.string().optional(),
              state: z.string().optional(),
              endpoint: z.string().optional(),
              path: z.string().optional(),
              rootDisk: z.boolean().optional(),
              healing: z.boolean().optional(),
              model: z.string().optional(),
              totalspace: z.number().optional(),
              usedspace: z.number().optional(),
              availspace: z.number().optional(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
  backend: z
    .looseObject({
      backendType: z.string().optional(),
      onlineDisks: z.number().optional(),
      offlineDisks: z.number().optional(),
      standardSCParity: z.number().optional(),
      rrSCParity: z.number().optional(),
    })
    .optional(),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;

/** madmin's UserInfo; `policyName` is the comma-separated list of the user's own policies. */
export const userSchema = z.looseObject({
  policyName: z.string().optional(),
  status: z.string(),
  memberOf: z.array(z.string()).nullish(),
});
export const usersSchema = z.record(z.string(), userSchema);
export type UserInfo = z.infer<typeof userSchema>;

export const kmsStatusSchema = z.looseObject({
  name: z.string().optional(),
  'default-key-id': z.string().optional(),
  endpoints: z.record(z.string(), z.string()).optional(),
  state: z.looseObject({}).optional(),
});
export type KmsStatus = z.infer<typeof kmsStatusSchema>;

/** Policy name → policy document. */
export const cannedPoliciesSchema = z.record(z.string(), z.unknown());

/** MinIO answers `null` when there are no groups. */
export const groupsSchema = z.array(z.string()).nullable();

/** madmin's GroupDesc. */
export const groupDescriptionSchema = z.looseObject({
  name: z.string().optional(),
  status: z.string().optional(),
  members: z.array(z.string()).nullish(),
  /** Comma-separated policy names. */
  policy: z.string().optional(),
});
export type GroupDescription = z.infer<typeof groupDescriptionSchema>;

/** madmin's Help: a subsystem's keys, or (for an empty subsystem) the subsystems themselves as keys. */
export const configHelpSchema = z.looseObject({
  subSys: z.string(),
  description: z.string(),
  multipleTargets: z.boolean(),
  keysHelp: z
    .array(
      z.looseObject({
        key: z.string(),
        type: z.string(),
        description: z.string(),
        optional: z.boolean(),
        multipleTargets: z.boolean(),
      }),
    )
    .nullish()
    .transform((keys) => keys ?? []),
});
export type ConfigHelp = z.infer<typeof configHelpSchema>;

// Notification endpoints

/** madmin's ConfigHistoryEntry: one set-config-kv text MinIO stored, and when (del-config-kv leaves none). */
export const configHistorySchema = z
  .array(z.looseObject({ restoreId: z.string(), createTime: z.string(), data: z.string() }))
  .nullable()
  .transform((entries) => entries ?? []);
export type ConfigHistoryEntry = z.infer<typeof configHistorySchema>[number];

// Tiers

/** The settings every kind of tier has (madmin's TierS3, TierAzure, TierGCS and TierMinIO); secrets are `REDACTED`. */
const tierTargetSchema = z.looseObject({
  Endpoint: z.string().optional(),
  Bucket: z.string().optional(),
  Prefix: z.string().optional(),
  Region: z.string().optional(),
  StorageClass: z.string().optional(),
  AccessKey: z.string().optional(),
  AccountName: z.string().optional(),
});

/** madmin's TierConfig: its type, its name, and one sub-object per type (all four present, the others empty). */
export const tierConfigSchema = z.looseObject({
  Version: z.string().optional(),
  Type: z.string(),
  Name: z.string(),
  S3: tierTargetSchema.nullish(),
  Azure: tierTargetSchema.nullish(),
  GCS: tierTargetSchema.nullish(),
  MinIO: tierTargetSchema.nullish(),
});
export type TierConfig = z.infer<typeof tierConfigSchema>;

/** madmin's HealStartSuccess: the token that asks for the heal's progress. */
export const healStartSchema = z.looseObject({ clientToken: z.string() });

const healDrivesSchema = z
  .looseObject({ drives: z.array(z.looseObject({ state: z.string() })).nullish() })
  .nullish();

/**
 * MinIO's heal status (madmin's HealTaskStatus, whose keys MinIO writes capitalised): the items healed since
 * the last time it was asked.
 */
export const healStatusSchema = z.looseObject({
  Summary: z.string(),
  Detail: z.string().optional(),
  Items: z
    .array(
      z.looseObject({
        type: z.string(),
        bucket: z.string().optional(),
        object: z.string().optional(),
        dataBlocks: z.number().optional(),
        objectSize: z.number().optional(),
        before: healDrivesSchema,
        after: healDrivesSchema,
      }),
    )
    .nullish(),
});
export type HealStatus = z.infer<typeof healStatusSchema>;

/** madmin's TierConfig list; `null` when there are no tiers. */
export const tiersSchema = z.array(tierConfigSchema).nullable();

/** madmin's TierInfo: what one tier holds (`Stats`), per TierStats; `null` when there are no tiers. */
export const tierStatsSchema = z
  .array(
    z.looseObject({
      Name: z.string(),
      Type: z.string().optional(),
      Stats: z
        .looseObject({
          totalSize: z.number().optional(),
          numVersions: z.number().optional(),
          numObjects: z.number().optional(),
        })
        .nullish(),
    }),
  )
  .nullable();
export type TierInfo = NonNullable<z.infer<typeof tierStatsSchema>>[number];

/** madmin's BucketTarget as list-remote-targets answers it (secrets are never returned). */
export const bucketTargetSchema = z.looseObject({
  sourcebucket: z.string(),
  endpoint: z.string(),
  credentials: z.looseObject({ accessKey: z.string().optional() }).nullish(),
  targetbucket: z.string().optional(),
  secure: z.boolean().optional(),
  arn: z.string(),
  region: z.string().optional(),
  bandwidthlimit: z.number().optional(),
  replicationSync: z.boolean().optional(),
  /** Nanoseconds. */
  healthCheckDuration: z.number().optional(),
  isOnline: z.boolean().optional(),
});
export type BucketTarget = z.infer<typeof bucketTargetSchema>;
export const bucketTargetsSchema = z.array(bucketTargetSchema).nullable();

/** The ARN set-remote-target gives the new target. */
export const remoteTargetArnSchema = z.string();

/** madmin's AddServiceAccountResp (decrypted). */
export const addServiceAccountSchema = z.looseObject({
  credentials: z.looseObject({ accessKey: z.string(), secretKey: z.string() }),
});
export type ServiceAccountCredentials = z.infer<typeof addServiceAccountSchema>['credentials'];

/** madmin's PolicyInfo (InfoCannedPolicyV2): the document is raw JSON. */
export const policyInfoSchema = z.looseObject({ PolicyName: z.string(), Policy: z.unknown() });
export type PolicyInfo = z.infer<typeof policyInfoSchema>;

/** madmin's PolicyAssociationResp; older servers answer with no body (`null`). */
export const policyAssociationSchema = z
  .looseObject({
    policiesAttached: z.array(z.string()).nullish(),
    policiesDetached: z.array(z.string()).nullish(),
  })
  .nullable();
export type PolicyAssociation = z.infer<typeof policyAssociationSchema>;

/** madmin's PolicyEntitiesResult. */
export const policyEntitiesSchema = z.looseObject({
  /** RFC 3339: when MinIO read the mappings. */
  timestamp: z.string().optional(),
  userMappings: z
    .array(z.looseObject({ user: z.string(), policies: z.array(z.string()).nullish() }))
    .nullish(),
  groupMappings: z
    .array(z.looseObject({ group: z.string(), policies: z.array(z.string()).nullish() }))
    .nullish(),
  policyMappings: z
    .array(
      z.looseObject({
        policy: z.string(),
        users: z.array(z.string()).nullish(),
        groups: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
});
export type PolicyEntities = z.infer<typeof policyEntitiesSchema>;

const serviceAccountFields = {
  parentUser: z.string(),
  accountStatus: z.string(),
  impliedPolicy: z.boolean().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  /** RFC 3339; MinIO writes the Unix epoch (or nothing) for a key that never expires. */
  expiration: z.string().nullish(),
};

/** madmin's ServiceAccountInfo, one entry of ListServiceAccountsResp. */
export const serviceAccountInfoSchema = z.looseObject({ ...serviceAccountFields, accessKey: z.string() });
export type ServiceAccountInfo = z.infer<typeof serviceAccountInfoSchema>;
export const serviceAccountListSchema = z.looseObject({
  accounts: z.array(serviceAccountInfoSchema).nullish(),
});

/** madmin's InfoServiceAccountResp; `policy` is the JSON text of the effective policy. */
export const serviceAccountDetailsSchema = z.looseObject({
  ...serviceAccountFields,
  policy: z.string().optional(),
});
export type ServiceAccountDetails = z.infer<typeof serviceAccountDetailsSchema>;

// Site replication and KMS

/** madmin's PeerInfo (the fields read). */
export const peerInfoSchema = z.looseObject({
  endpoint: z.string(),
  name: z.string(),
  deploymentID: z.string(),
});

/** madmin's SiteReplicationInfo. */
export const siteReplicationInfoSchema = z.looseObject({
  enabled: z.boolean().optional(),
  name: z.string().optional(),
  sites: z.array(peerInfoSchema).nullish(),
  serviceAccountAccessKey: z.string().optional(),
});
export type SiteReplicationInfoAnswer = z.infer<typeof siteReplicationInfoSchema>;

/** madmin's ReplicateAddStatus, ReplicateEditStatus and ReplicateRemoveStatus share these fields. */
export const siteReplicationChangeSchema = z.looseObject({
  success: z.boolean().optional(),
  status: z.string().optional(),
  errorDetail: z.string().optional(),
  initialSyncErrorMessage: z.string().optional(),
});
export type SiteReplicationChange = z.infer<typeof siteReplicationChangeSchema>;

const byDeploymentId = <T extends z.ZodType>(value: T) => z.record(z.string(), value).nullish();
const entityStatsSchema = z.record(z.string(), z.record(z.string(), z.looseObject({}))).nullish();

/** madmin's SRStatusInfo: capitalised keys, maps by deployment id. */
export const siteReplicationStatusSchema = z.looseObject({
  Enabled: z.boolean().optional(),
  MaxBuckets: z.number().optional(),
  MaxUsers: z.number().optional(),
  MaxGroups: z.number().optional(),
  MaxPolicies: z.number().optional(),
  Sites: byDeploymentId(peerInfoSchema),
  StatsSummary: byDeploymentId(z.looseObject({})),
  BucketStats: entityStatsSchema,
  PolicyStats: entityStatsSchema,
  UserStats: entityStatsSchema,
  GroupStats: entityStatsSchema,
});
export type SiteReplicationStatusAnswer = z.infer<typeof siteReplicationStatusSchema>;

/** KMS metrics as MinIO sends them (madmin's KMSMetrics); the latency map is nanoseconds → requests. */
export const kmsMetricsSchema = z.looseObject({
  kms_req_success: z.number().optional(),
  kms_req_error: z.number().optional(),
  kms_req_failure: z.number().optional(),
  kms_active_requests: z.number().optional(),
  kms_audit_events: z.number().optional(),
  kms_error_events: z.number().optional(),
  kms_resp_time: z.record(z.string(), z.number()).nullish(),
  kms_uptime: z.number().optional(),
  kms_cpus: z.number().optional(),
  kms_usable_cpus: z.number().optional(),
  kms_threads: z.number().optional(),
  kms_heap_alloc: z.number().optional(),
  kms_heap_objects: z.number().optional(),
  kms_stack_alloc: z.number().optional(),
});
export type KmsMetrics = z.infer<typeof kmsMetricsSchema>;

/** madmin's KMSAPI list. */
export const kmsApisSchema = z
  .array(
    z.looseObject({
      method: z.string(),
      path: z.string(),
      max_body: z.number().optional(),
      timeout: z.number().optional(),
    }),
  )
  .nullable();
export type KmsApi = NonNullable<z.infer<typeof kmsApisSchema>>[number];

export const kmsVersionSchema = z.looseObject({ version: z.string() });

/** madmin's KMSKeyInfo list. */
export const kmsKeysSchema = z
  .array(
    z.looseObject({ name: z.string(), createdAt: z.string().optional(), createdBy: z.string().optional() }),
  )
  .nullable();
export type KmsKey = NonNullable<z.infer<typeof kmsKeysSchema>>[number];

/** madmin's KMSKeyStatus: an error text where the key failed. */
export const kmsKeyStatusSchema = z.looseObject({
  'key-id': z.string(),
  'encryption-error': z.string().optional(),
  'decryption-error': z.string().optional(),
});
export type KmsKeyStatus = z.infer<typeof kmsKeyStatusSchema>;

/** MinIO's answer to StartProfiling: each node, and why its profilers did not start. */
export const profilingStartSchema = z
  .array(z.looseObject({ nodeName: z.string(), success: z.boolean(), error: z.string().optional() }))
  .nullable();
export type ProfilingStartResult = NonNullable<z.infer<typeof profilingStartSchema>>[number];

/** madmin's IDPListItem list: the configurations of a type MinIO runs with. */
export const idpListSchema = z
  .array(
    z.looseObject({
      type: z.string(),
      name: z.string(),
      enabled: z.boolean(),
      roleARN: z.string().optional(),
    }),
  )
  .nullable();
export type IdpListEntry = NonNullable<z.infer<typeof idpListSchema>>[number];

/** madmin's IDPConfig: the keys set (`isCfg`) or overridden by the environment (`isEnv`). */
export const idpConfigSchema = z.looseObject({
  type: z.string(),
  name: z.string().optional(),
  info: z
    .array(
      z.looseObject({
        key: z.string(),
        value: z.string(),
        isCfg: z.boolean().optional(),
        isEnv: z.boolean().optional(),
      }),
    )
    .nullable(),
});
export type IdpConfigAnswer = z.infer<typeof idpConfigSchema>;
