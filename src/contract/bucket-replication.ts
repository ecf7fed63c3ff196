import { z } from 'zod/mini';
import { bucketAddressProblem } from './bucket-rules';
import { bucketNameParams } from './buckets';
import { identifierProblem, refusedBy } from './checks';
import { endpoint } from './endpoint';
import { MAX_ARN_LENGTH, MAX_RULE_ID_LENGTH } from './path-params';
import { ruleTagsSchema } from './rule-tags';

export const replicationSyncModeSchema = z.enum(['async', 'sync']);
export type ReplicationSyncMode = z.infer<typeof replicationSyncModeSchema>;

/** A remote MinIO's address with its scheme, e.g. `https://replica.example.net:9000`. */
export const targetUrlSchema = z.string().check(
  z.refine((value) => /^https?:\/\/[^/\s]+/i.test(value.trim()), {
    message: 'The target URL must start with http:// or https:// followed by the host',
  }),
);

/** host:port and TLS of a target URL, with the scheme's default port, as MinIO stores a remote target. */
export function remoteEndpointOf(targetURL: string): { endpoint: string; secure: boolean } {
  const url = new URL(targetURL.trim());
  const secure = url.protocol === 'https:';
  return { endpoint: url.port ? url.host : `${url.host}:${secure ? 443 : 80}`, secure };
}

/** A bucket named in a body, checked as a bucket in the path is (see path-params.ts). */
const bucketNameSchema = (whenEmpty: string) =>
  z.string().check(refusedBy((name: string) => (name === '' ? whenEmpty : bucketAddressProblem(name))));

const arnSchema = z
  .string()
  .check(
    refusedBy((arn: string) =>
      arn === '' ? 'Name the remote target (ARN)' : identifierProblem('ARN', arn, MAX_ARN_LENGTH),
    ),
  );

const accessKeySchema = z.string().check(z.minLength(3, 'The access key has at least 3 characters'));
const secretKeySchema = z.string().check(z.minLength(8, 'The secret key has at least 8 characters'));
const bandwidthSchema = z
  .int('The bandwidth is a whole number of bytes per second')
  .check(z.nonnegative('The bandwidth is 0 or more'));
const healthCheckPeriodSchema = z
  .int('The health check period is a whole number of seconds')
  .check(z.nonnegative('The health check period is 0 or more'));
const prioritySchema = z
  .int('The priority is a whole number')
  .check(z.nonnegative('The priority is 0 or more'));

/** A rule of a bucket's replication configuration; `destination.bucket` is the remote target's ARN. */
export const bucketReplicationRuleSchema = z.object({
  id: z.optional(z.string()),
  status: z.optional(z.enum(['Enabled', 'Disabled'])),
  priority: z.optional(z.number()),
  syncMode: z.optional(replicationSyncModeSchema),
  /** Bytes per second, as a decimal string. */
  bandwidth: z.optional(z.string()),
  /** Seconds. */
  healthCheckPeriod: z.optional(z.number()),
  delete_marker_replication: z.optional(z.boolean()),
  deletes_replication: z.optional(z.boolean()),
  existingObjects: z.optional(z.boolean()),
  metadata_replication: z.optional(z.boolean()),
  prefix: z.optional(z.string()),
  /** `k1=v1&k2=v2`. */
  tags: z.optional(z.string()),
  storageClass: z.optional(z.string()),
  destination: z.optional(z.object({ bucket: z.optional(z.string()) })),
});
export type BucketReplicationRule = z.infer<typeof bucketReplicationRuleSchema>;

/** GET /buckets/{bucket_name}/replication. */
export const bucketReplicationResponseSchema = z.object({
  rules: z.nullish(z.array(bucketReplicationRuleSchema)),
});
export type BucketReplicationResponse = z.infer<typeof bucketReplicationResponseSchema>;

/**
 * POST /buckets-replication: for each pair, a remote target on the origin bucket and a rule sending to it.
 * Answers 200 even when pairs fail: each pair's `errorString` says why.
 */
export const multiBucketReplicationSchema = z.object({
  accessKey: accessKeySchema,
  secretKey: secretKeySchema,
  targetURL: targetUrlSchema,
  region: z.optional(z.string()),
  syncMode: z.optional(replicationSyncModeSchema),
  /** Bytes per second; async only; 0 means unlimited. */
  bandwidth: z.optional(bandwidthSchema),
  /** Seconds. */
  healthCheckPeriod: z.optional(healthCheckPeriodSchema),
  prefix: z.optional(z.string()),
  tags: z.optional(ruleTagsSchema),
  replicateExistingObjects: z.optional(z.boolean()),
  replicateDeleteMarkers: z.optional(z.boolean()),
  replicateDeletes: z.optional(z.boolean()),
  replicateMetadata: z.optional(z.boolean()),
  /** 0 picks the next free priority. */
  priority: z.optional(prioritySchema),
  storageClass: z.optional(z.string()),
  bucketsRelation: z
    .array(
      z.object({
        originBucket: bucketNameSchema('Name the origin bucket'),
        destinationBucket: bucketNameSchema('Name the target bucket'),
      }),
    )
    .check(z.minLength(1, 'Name at least one pair of buckets')),
});
export type MultiBucketReplication = z.infer<typeof multiBucketReplicationSchema>;

export const multiBucketResponseStateSchema = z.object({
  replicationState: z.nullish(
    z.array(
      z.object({
        originBucket: z.optional(z.string()),
        targetBucket: z.optional(z.string()),
        errorString: z.optional(z.string()),
      }),
    ),
  ),
});
export type MultiBucketResponseState = z.infer<typeof multiBucketResponseStateSchema>;

/** PUT /buckets/{bucket_name}/replication/{rule_id} → 201: the rule's new settings. */
export const multiBucketReplicationEditSchema = z.object({
  ruleState: z.optional(z.boolean()),
  arn: arnSchema,
  prefix: z.optional(z.string()),
  tags: z.optional(ruleTagsSchema),
  replicateDeleteMarkers: z.optional(z.boolean()),
  replicateDeletes: z.optional(z.boolean()),
  replicateMetadata: z.optional(z.boolean()),
  replicateExistingObjects: z.optional(z.boolean()),
  priority: z.optional(prioritySchema),
  storageClass: z.optional(z.string()),
});
export type MultiBucketReplicationEdit = z.infer<typeof multiBucketReplicationEditSchema>;

/** The rule options that adding and editing a replication rule share. */
export type ReplicationRuleOptions = Pick<
  MultiBucketReplicationEdit,
  | 'prefix'
  | 'tags'
  | 'replicateDeleteMarkers'
  | 'replicateDeletes'
  | 'replicateMetadata'
  | 'replicateExistingObjects'
  | 'storageClass'
>;

/** A rule's fields as it reads back after adding or editing it with these options: an absent option is off. */
export const replicationRuleFields = (options: ReplicationRuleOptions) => ({
  prefix: options.prefix ?? '',
  tags: options.tags ?? '',
  storageClass: options.storageClass ?? '',
  delete_marker_replication: options.replicateDeleteMarkers ?? false,
  deletes_replication: options.replicateDeletes ?? false,
  metadata_replication: options.replicateMetadata ?? false,
  existingObjects: options.replicateExistingObjects ?? false,
});

/** DELETE /buckets/{bucket_name}/delete-selected-replication-rules → 204. */
export const bucketReplicationRuleListSchema = z.object({
  rules: z.nullish(
    z.array(
      z.string().check(refusedBy((id: string) => identifierProblem('rule id', id, MAX_RULE_ID_LENGTH))),
    ),
  ),
});
export type BucketReplicationRuleList = z.infer<typeof bucketReplicationRuleListSchema>;

/** A remote target of a bucket (MinIO's BucketTarget), as the console shows it. */
export const remoteBucketSchema = z.object({
  accessKey: z.string(),
  secretKey: z.optional(z.string()),
  sourceBucket: z.string(),
  targetURL: z.optional(z.string()),
  targetBucket: z.optional(z.string()),
  remoteARN: z.string(),
  /** `online` or `offline`, as MinIO last saw the target. */
  status: z.optional(z.string()),
  service: z.optional(z.literal('replication')),
  syncMode: z.optional(z.string()),
  bandwidth: z.optional(z.number()),
  healthCheckPeriod: z.optional(z.number()),
});
export type RemoteBucket = z.infer<typeof remoteBucketSchema>;

/** GET /remote-buckets. */
export const listRemoteBucketsResponseSchema = z.object({
  buckets: z.nullish(z.array(remoteBucketSchema)),
  total: z.optional(z.number()),
});
export type ListRemoteBucketsResponse = z.infer<typeof listRemoteBucketsResponseSchema>;

/** POST /remote-buckets → 201. */
export const createRemoteBucketSchema = z.object({
  accessKey: accessKeySchema,
  secretKey: secretKeySchema,
  targetURL: targetUrlSchema,
  sourceBucket: bucketNameSchema('Name the source bucket'),
  targetBucket: bucketNameSchema('Name the target bucket'),
  region: z.optional(z.string()),
  syncMode: z.optional(replicationSyncModeSchema),
  bandwidth: z.optional(bandwidthSchema),
  healthCheckPeriod: z.optional(healthCheckPeriodSchema),
});
export type CreateRemoteBucket = z.infer<typeof createRemoteBucketSchema>;

/** The console's own refusals (MinIO's pass through as they come). */
export const REPLICATION_MESSAGES = {
  noSuchRule: 'no rule is set with this ID',
  noRemoteTarget: (bucketName: string) => `Bucket ${bucketName} has no remote target`,
} as const;

const replicationRuleParams = z.object({ bucket_name: z.string(), rule_id: z.string() });

export const getBucketReplication = endpoint({
  id: 'GetBucketReplication',
  area: 'bucket-replication',
  method: 'GET',
  path: '/buckets/{bucket_name}/replication',
  summary: "The bucket's replication rules",
  params: bucketNameParams,
  response: bucketReplicationResponseSchema,
  status: 200,
});

export const getBucketReplicationRule = endpoint({
  id: 'GetBucketReplicationRule',
  area: 'bucket-replication',
  method: 'GET',
  path: '/buckets/{bucket_name}/replication/{rule_id}',
  summary: "One replication rule, with its target's sync mode, bandwidth and health check when readable",
  params: replicationRuleParams,
  response: bucketReplicationRuleSchema,
  status: 200,
});

export const updateMultiBucketReplication = endpoint({
  id: 'UpdateMultiBucketReplication',
  area: 'bucket-replication',
  method: 'PUT',
  path: '/buckets/{bucket_name}/replication/{rule_id}',
  summary: 'Replaces the settings of a replication rule; its ID stays',
  params: replicationRuleParams,
  body: multiBucketReplicationEditSchema,
  status: 201,
});

export const deleteBucketReplicationRule = endpoint({
  id: 'DeleteBucketReplicationRule',
  area: 'bucket-replication',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/replication/{rule_id}',
  summary: 'Removes a replication rule, and its remote target when no other rule sends to it',
  params: replicationRuleParams,
  status: 204,
});

export const deleteAllReplicationRules = endpoint({
  id: 'DeleteAllReplicationRules',
  area: 'bucket-replication',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/delete-all-replication-rules',
  summary: 'Removes every replication rule of the bucket and the remote targets they send to',
  params: bucketNameParams,
  status: 204,
});

export const deleteSelectedReplicationRules = endpoint({
  id: 'DeleteSelectedReplicationRules',
  area: 'bucket-replication',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/delete-selected-replication-rules',
  summary: 'Removes the named replication rules, and the remote targets no remaining rule sends to',
  params: bucketNameParams,
  body: bucketReplicationRuleListSchema,
  status: 204,
});

export const setMultiBucketReplication = endpoint({
  id: 'SetMultiBucketReplication',
  area: 'bucket-replication',
  method: 'POST',
  path: '/buckets-replication',
  summary:
    'For each pair of buckets, a remote target on the origin and a rule sending to it; each pair reports',
  body: multiBucketReplicationSchema,
  response: multiBucketResponseStateSchema,
  status: 200,
});

export const listRemoteBuckets = endpoint({
  id: 'ListRemoteBuckets',
  area: 'bucket-replication',
  method: 'GET',
  path: '/remote-buckets',
  summary: "Every bucket's replication targets",
  response: listRemoteBucketsResponseSchema,
  status: 200,
});

export const addRemoteBucket = endpoint({
  id: 'AddRemoteBucket',
  area: 'bucket-replication',
  method: 'POST',
  path: '/remote-buckets',
  summary: 'Adds a replication target to the source bucket, once MinIO has checked its keys and bucket',
  body: createRemoteBucketSchema,
  status: 201,
});

export const remoteBucketDetails = endpoint({
  id: 'RemoteBucketDetails',
  area: 'bucket-replication',
  method: 'GET',
  path: '/remote-buckets/{bucket_name}',
  summary: 'The first replication target of the source bucket',
  params: bucketNameParams,
  response: remoteBucketSchema,
  status: 200,
});

/** The console contract names the source bucket `{source-bucket-name}`; route patterns take no `-`. */
export const deleteRemoteBucket = endpoint({
  id: 'DeleteRemoteBucket',
  area: 'bucket-replication',
  method: 'DELETE',
  path: '/remote-buckets/{source_bucket_name}/{arn}',
  summary: 'Removes a replication target of the source bucket',
  params: z.object({ source_bucket_name: z.string(), arn: z.string() }),
  status: 204,
});

export const BUCKET_REPLICATION_ENDPOINTS = [
  getBucketReplication,
  getBucketReplicationRule,
  updateMultiBucketReplication,
  deleteBucketReplicationRule,
  deleteAllReplicationRules,
  deleteSelectedReplicationRules,
  setMultiBucketReplication,
  listRemoteBuckets,
  addRemoteBucket,
  remoteBucketDetails,
  deleteRemoteBucket,
];
