import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { queryFlag } from './query';

/** How anonymous users may reach a bucket, as BucketInfo reports it. */
export const bucketAccessSchema = z.enum(['PRIVATE', 'PUBLIC', 'CUSTOM']);
export type BucketAccess = z.infer<typeof bucketAccessSchema>;

export const bucketQuotaSchema = z.object({
  /** Bytes. */
  quota: z.optional(z.number()),
  type: z.optional(z.literal('hard')),
});
export type BucketQuota = z.infer<typeof bucketQuotaSchema>;

/**
 * A bucket as GET /buckets lists it (from MinIO's AccountInfo: no `access`/`definition`) and as
 * GET /buckets/{bucket_name} describes it (BucketInfo: `access`, `definition`, `details.tags` only).
 */
export const bucketSchema = z.object({
  name: z.string(),
  size: z.optional(z.number()),
  objects: z.optional(z.number()),
  /** RFC 3339. */
  creation_date: z.optional(z.string()),
  access: z.optional(bucketAccessSchema),
  /** The raw bucket policy JSON, absent or "" when the bucket has none. */
  definition: z.optional(z.string()),
  rw_access: z.optional(z.object({ read: z.optional(z.boolean()), write: z.optional(z.boolean()) })),
  details: z.optional(
    z.object({
      versioning: z.optional(z.boolean()),
      versioningSuspended: z.optional(z.boolean()),
      locking: z.optional(z.boolean()),
      replication: z.optional(z.boolean()),
      tags: z.optional(z.record(z.string(), z.string())),
      quota: z.optional(bucketQuotaSchema),
    }),
  ),
});
export type Bucket = z.infer<typeof bucketSchema>;

/** GET /buckets/{bucket_name}. */
export const bucketInfoSchema = bucketSchema;
export type BucketInfo = Bucket;

/** GET /buckets. */
export const listBucketsResponseSchema = z.object({
  buckets: z.nullish(z.array(bucketSchema)),
  total: z.optional(z.number()),
});
export type ListBucketsResponse = z.infer<typeof listBucketsResponseSchema>;

export const MAX_EXCLUDED_PREFIXES = 10;

/** PUT /buckets/{bucket_name}/versioning, and `versioning` of MakeBucket. `enabled: false` suspends. */
export const setBucketVersioningSchema = z.object({
  enabled: z.optional(z.boolean()),
  /** Prefixes whose objects stay unversioned (MinIO's extension); not allowed with object locking. */
  excludePrefixes: z.nullish(
    z.array(z.string()).check(z.maxLength(MAX_EXCLUDED_PREFIXES, 'At most 10 excluded prefixes')),
  ),
  /** Folder objects (keys ending in "/") stay unversioned; not allowed with object locking. */
  excludeFolders: z.optional(z.boolean()),
});
export type SetBucketVersioning = z.infer<typeof setBucketVersioningSchema>;

/** PUT /buckets/{bucket_name}/quota, and `quota` of MakeBucket. `enabled: false` clears the quota. */
export const setBucketQuotaSchema = z.object({
  enabled: z.boolean(),
  quota_type: z.optional(z.literal('hard')),
  /** Whole bytes, at most 2^53 - 1 (a safe integer; MinIO's own limit, 2^64 - 1, is beyond JSON numbers). */
  amount: z.optional(z.int('The quota is a whole number of bytes').check(z.nonnegative())),
});
export type SetBucketQuota = z.infer<typeof setBucketQuotaSchema>;

export const objectRetentionModeSchema = z.enum(['governance', 'compliance']);
export type ObjectRetentionMode = z.infer<typeof objectRetentionModeSchema>;
export const objectRetentionUnitSchema = z.enum(['days', 'years']);
export type ObjectRetentionUnit = z.infer<typeof objectRetentionUnitSchema>;

/** PUT /buckets/{bucket_name}/retention, and `retention` of MakeBucket: the default object-lock retention. */
export const putBucketRetentionRequestSchema = z.object({
  mode: objectRetentionModeSchema,
  unit: objectRetentionUnitSchema,
  validity: z.int().check(z.positive('The retention validity must be at least 1')),
});
export type PutBucketRetentionRequest = z.infer<typeof putBucketRetentionRequestSchema>;

/**
 * POST /buckets. Object locking requires versioning: with `locking` (or `retention`, which requires
 * locking) the bucket is created versioned whatever `versioning.enabled` says, and excluded prefixes or
 * folders are refused (MinIO does not allow them on a locked bucket). `retention` without `locking` is
 * refused with 400. A step that fails after the bucket exists removes the bucket again.
 */
export const makeBucketRequestSchema = z.object({
  /** Checked with `bucketNameProblem` (bucket-rules.ts), which says what is wrong with it. */
  name: z.string(),
  locking: z.optional(z.boolean()),
  versioning: z.optional(setBucketVersioningSchema),
  quota: z.optional(setBucketQuotaSchema),
  retention: z.optional(putBucketRetentionRequestSchema),
});
export type MakeBucketRequest = z.infer<typeof makeBucketRequestSchema>;

export const makeBucketResponseSchema = z.object({ bucketName: z.optional(z.string()) });
export type MakeBucketResponse = z.infer<typeof makeBucketResponseSchema>;

/** The path parameter of every operation on one bucket; its rule runs by name (path-params.ts). */
export const bucketNameParams = z.object({ bucket_name: z.string() });

export const listBuckets = endpoint({
  id: 'ListBuckets',
  area: 'buckets',
  method: 'GET',
  path: '/buckets',
  summary: 'The buckets the user may read or write, with their usage and settings badges',
  response: listBucketsResponseSchema,
  status: 200,
});

export const makeBucket = endpoint({
  id: 'MakeBucket',
  area: 'buckets',
  method: 'POST',
  path: '/buckets',
  summary:
    'Creates a bucket with its locking, versioning, quota and retention, and answers once it is listed',
  body: makeBucketRequestSchema,
  response: makeBucketResponseSchema,
  status: 200,
});

export const getBucketInfo = endpoint({
  id: 'BucketInfo',
  area: 'buckets',
  method: 'GET',
  path: '/buckets/{bucket_name}',
  summary: "The bucket's usage, access policy and tags",
  params: bucketNameParams,
  response: bucketInfoSchema,
  status: 200,
});

export const deleteBucket = endpoint({
  id: 'DeleteBucket',
  area: 'buckets',
  method: 'DELETE',
  path: '/buckets/{bucket_name}',
  summary: 'Deletes the bucket (with `force`, everything in it too) and answers once it is no longer listed',
  params: bucketNameParams,
  query: z.object({ force: queryFlag }),
  status: 204,
});

export const BUCKET_ENDPOINTS = [listBuckets, makeBucket, getBucketInfo, deleteBucket];
