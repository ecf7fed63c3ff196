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
      }),
    )
    .nullish(),
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
