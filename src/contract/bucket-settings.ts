import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import {
  bucketAccessSchema,
  bucketInfoSchema,
  bucketNameParams,
  bucketQuotaSchema,
  objectRetentionModeSchema,
  objectRetentionUnitSchema,
  putBucketRetentionRequestSchema,
  setBucketQuotaSchema,
  setBucketVersioningSchema,
} from './buckets';
import { endpoint } from './endpoint';

/** GET /buckets/{bucket_name}/versioning. `status` is "Enabled", "Suspended", or absent when never set. */
export const bucketVersioningResponseSchema = z.object({
  status: z.optional(z.string()),
  MFADelete: z.optional(z.string()),
  excludedPrefixes: z.nullish(z.array(z.object({ prefix: z.optional(z.string()) }))),
  excludeFolders: z.optional(z.boolean()),
});
export type BucketVersioningResponse = z.infer<typeof bucketVersioningResponseSchema>;

/** GET /buckets/{bucket_name}/retention: the default retention, `{}` when the bucket has none. */
export const bucketRetentionConfigSchema = z.object({
  mode: z.optional(objectRetentionModeSchema),
  unit: z.optional(objectRetentionUnitSchema),
  validity: z.optional(z.int()),
});
export type BucketRetentionConfig = z.infer<typeof bucketRetentionConfigSchema>;

/** GET /buckets/{bucket_name}/object-locking; `object_locking_enabled` is absent when false. */
export const bucketObjectLockingResponseSchema = z.object({
  object_locking_enabled: z.optional(z.boolean()),
});
export type BucketObjectLockingResponse = z.infer<typeof bucketObjectLockingResponseSchema>;

export const bucketEncryptionTypeSchema = z.enum(['sse-s3', 'sse-kms']);
export type BucketEncryptionType = z.infer<typeof bucketEncryptionTypeSchema>;

/** POST /buckets/{bucket_name}/encryption/enable; `encType` defaults to sse-s3, `kmsKeyID` is for sse-kms. */
export const bucketEncryptionRequestSchema = z.object({
  encType: z.optional(bucketEncryptionTypeSchema),
  kmsKeyID: z.optional(z.string()),
});
export type BucketEncryptionRequest = z.infer<typeof bucketEncryptionRequestSchema>;

/** GET /buckets/{bucket_name}/encryption/info: `algorithm` is "AES256" (SSE-S3) or "aws:kms" (SSE-KMS). */
export const bucketEncryptionInfoSchema = z.object({
  algorithm: z.optional(z.string()),
  kmsMasterKeyID: z.optional(z.string()),
});
export type BucketEncryptionInfo = z.infer<typeof bucketEncryptionInfoSchema>;

/** The answer of GET …/encryption/info when the bucket has no default encryption. */
export const ENCRYPTION_NOT_CONFIGURED = 'error server side encryption configuration not found';

/** The console's own refusals of a quota, before MinIO is asked. */
export const QUOTA_MESSAGES = {
  notPositive: 'A quota must be more than 0 bytes',
  belowUsage:
    'The quota is smaller than the data already stored in the bucket: set a quota above its current size',
} as const;

export const TAG_KEY_MAX_LENGTH = 128;
export const TAG_VALUE_MAX_LENGTH = 256;
export const MAX_BUCKET_TAGS = 50;

/** What MinIO accepts in tag keys and values (AWS's portable set, without non-ASCII letters). */
const TAG_CHARACTERS = /^[A-Za-z0-9 +\-=._:/@]*$/;
const TAG_CHARACTERS_HINT = 'letters, digits, spaces and + - = . _ : / @';

/** Why S3 would refuse this tag key, or null. `otherKeys` are the keys of the bucket's other tags. */
export function tagKeyProblem(key: string, otherKeys: readonly string[] = []): string | null {
  if (key === '') return 'Enter a tag key';
  if (key.length > TAG_KEY_MAX_LENGTH) return `A tag key has at most ${TAG_KEY_MAX_LENGTH} characters`;
  if (!TAG_CHARACTERS.test(key)) return `A tag key may only contain ${TAG_CHARACTERS_HINT}`;
  if (otherKeys.includes(key)) return `The bucket already has a tag "${key}"`;
  if (otherKeys.length >= MAX_BUCKET_TAGS) return `A bucket has at most ${MAX_BUCKET_TAGS} tags`;
  return null;
}

/** Why S3 would refuse this tag value, or null. */
export function tagValueProblem(value: string): string | null {
  if (value.length > TAG_VALUE_MAX_LENGTH)
    return `A tag value has at most ${TAG_VALUE_MAX_LENGTH} characters`;
  if (!TAG_CHARACTERS.test(value)) return `A tag value may only contain ${TAG_CHARACTERS_HINT}`;
  return null;
}

/** Why the whole tag set would be refused, or null. */
export function tagSetProblem(tags: Record<string, string>): string | null {
  const entries = Object.entries(tags);
  if (entries.length > MAX_BUCKET_TAGS) return `A bucket has at most ${MAX_BUCKET_TAGS} tags`;
  for (const [key, value] of entries) {
    const problem = tagKeyProblem(key) ?? tagValueProblem(value);
    if (problem) return `${problem} (tag "${key}")`;
  }
  return null;
}

/** PUT /buckets/{bucket_name}/tags: the bucket's whole tag set (an empty one removes every tag). */
export const putBucketTagsRequestSchema = z.object({
  tags: z.optional(
    z.record(z.string(), z.string()).check(
      z.refine((tags) => tagSetProblem(tags) === null, {
        error: (issue) => tagSetProblem(issue.input as Record<string, string>) ?? 'Invalid tags',
      }),
    ),
  ),
});
export type PutBucketTagsRequest = z.infer<typeof putBucketTagsRequestSchema>;

/**
 * Why a text cannot be saved as a bucket policy, or null: it must be a JSON object with a non-empty
 * `Statement` list whose entries have an `Effect` of Allow or Deny, an `Action` and a `Resource`.
 * MinIO checks the rest (action names, resources of another bucket…) and its refusal is shown as it comes.
 */
export function bucketPolicyProblem(text: string): string | null {
  if (text.trim() === '') return 'Enter the policy JSON';
  let policy: unknown;
  try {
    policy = JSON.parse(text);
  } catch (error) {
    return `The policy is not valid JSON: ${(error as Error).message}`;
  }
  if (typeof policy !== 'object' || policy === null || Array.isArray(policy)) {
    return 'The policy must be a JSON object';
  }
  const statements = (policy as { Statement?: unknown }).Statement;
  if (!Array.isArray(statements) || statements.length === 0) {
    return 'The policy needs a "Statement" list with at least one statement';
  }
  const index = statements.findIndex((statement) => statementProblem(statement) !== null);
  return index < 0 ? null : `Statement ${index + 1}: ${statementProblem(statements[index])}`;
}

function statementProblem(statement: unknown): string | null {
  if (typeof statement !== 'object' || statement === null || Array.isArray(statement)) {
    return 'a statement must be a JSON object';
  }
  const { Effect, Action, Resource } = statement as Record<string, unknown>;
  if (Effect !== 'Allow' && Effect !== 'Deny') return '"Effect" must be "Allow" or "Deny"';
  if (Action === undefined) return '"Action" is missing';
  if (Resource === undefined) return '"Resource" is missing';
  return null;
}

/** PUT /buckets/{bucket_name}/set-policy; answers the bucket as GET /buckets/{bucket_name} does. */
export const setBucketPolicyRequestSchema = z.object({
  access: bucketAccessSchema,
  /** The policy JSON, for CUSTOM. */
  definition: z.optional(z.string()),
});
export type SetBucketPolicyRequest = z.infer<typeof setBucketPolicyRequestSchema>;

/** GET /bucket-policy/{bucket_name}: the IAM policies with a statement on the bucket or its objects. */
export const bucketIamPoliciesResponseSchema = z.object({
  policies: z.nullish(z.array(z.object({ name: z.optional(z.string()), policy: z.optional(z.string()) }))),
  total: z.optional(z.number()),
});
export type BucketIamPoliciesResponse = z.infer<typeof bucketIamPoliciesResponseSchema>;

/** GET /bucket-users/{bucket_name}: the sorted access keys of the users whose own or group policies allow it. */
export const bucketUsersResponseSchema = z.nullable(z.array(z.string()));
export type BucketUsersResponse = z.infer<typeof bucketUsersResponseSchema>;

export const anonymousAccessSchema = z.enum(['readonly', 'writeonly', 'readwrite']);
export type AnonymousAccess = z.infer<typeof anonymousAccessSchema>;

/** GET /bucket/{bucket_name}/access-rules: what anonymous users may do under each prefix. */
export const accessRulesResponseSchema = z.object({
  accessRules: z.nullish(
    z.array(z.object({ prefix: z.optional(z.string()), access: z.optional(z.string()) })),
  ),
  total: z.optional(z.number()),
});
export type AccessRulesResponse = z.infer<typeof accessRulesResponseSchema>;

/** PUT /bucket/{bucket_name}/access-rules: answers `true`. An empty prefix means the whole bucket. */
export const setAccessRuleRequestSchema = z.object({
  prefix: z.string(),
  access: anonymousAccessSchema,
});
export type SetAccessRuleRequest = z.infer<typeof setAccessRuleRequestSchema>;

/** DELETE /bucket/{bucket_name}/access-rules (with a body): answers `true`. */
export const deleteAccessRuleRequestSchema = z.object({ prefix: z.string() });
export type DeleteAccessRuleRequest = z.infer<typeof deleteAccessRuleRequestSchema>;

/** The answer of PUT and DELETE /bucket/{bucket_name}/access-rules. */
export const accessRuleChangedSchema = z.boolean();

export const getBucketVersioning = endpoint({
  id: 'GetBucketVersioning',
  area: 'bucket-settings',
  method: 'GET',
  path: '/buckets/{bucket_name}/versioning',
  summary: "The bucket's versioning and its excluded prefixes; `{}` when it cannot be read",
  params: bucketNameParams,
  response: bucketVersioningResponseSchema,
  status: 200,
});

export const setBucketVersioning = endpoint({
  id: 'SetBucketVersioning',
  area: 'bucket-settings',
  method: 'PUT',
  path: '/buckets/{bucket_name}/versioning',
  summary: 'Enables or suspends versioning, with the prefixes and folders it leaves out',
  params: bucketNameParams,
  body: setBucketVersioningSchema,
  status: 201,
});

export const getBucketQuota = endpoint({
  id: 'GetBucketQuota',
  area: 'bucket-settings',
  method: 'GET',
  path: '/buckets/{bucket_name}/quota',
  summary: "The bucket's hard quota",
  params: bucketNameParams,
  response: bucketQuotaSchema,
  status: 200,
});

export const setBucketQuota = endpoint({
  id: 'SetBucketQuota',
  area: 'bucket-settings',
  method: 'PUT',
  path: '/buckets/{bucket_name}/quota',
  summary: "Sets or clears the bucket's hard quota",
  params: bucketNameParams,
  body: setBucketQuotaSchema,
  status: 200,
});

export const getBucketRetentionConfig = endpoint({
  id: 'GetBucketRetentionConfig',
  area: 'bucket-settings',
  method: 'GET',
  path: '/buckets/{bucket_name}/retention',
  summary: "The bucket's default retention",
  params: bucketNameParams,
  response: bucketRetentionConfigSchema,
  status: 200,
});

export const setBucketRetentionConfig = endpoint({
  id: 'SetBucketRetentionConfig',
  area: 'bucket-settings',
  method: 'PUT',
  path: '/buckets/{bucket_name}/retention',
  summary: 'Sets the default retention of a bucket with object locking',
  params: bucketNameParams,
  body: putBucketRetentionRequestSchema,
  status: 200,
});

export const getBucketObjectLockingStatus = endpoint({
  id: 'GetBucketObjectLockingStatus',
  area: 'bucket-settings',
  method: 'GET',
  path: '/buckets/{bucket_name}/object-locking',
  summary: 'Whether the bucket has object locking',
  params: bucketNameParams,
  response: bucketObjectLockingResponseSchema,
  status: 200,
});

export const enableBucketEncryption = endpoint({
  id: 'EnableBucketEncryption',
  area: 'bucket-settings',
  method: 'POST',
  path: '/buckets/{bucket_name}/encryption/enable',
  summary: "Sets the bucket's default encryption (SSE-S3 or SSE-KMS)",
  params: bucketNameParams,
  body: bucketEncryptionRequestSchema,
  status: 200,
});

export const disableBucketEncryption = endpoint({
  id: 'DisableBucketEncryption',
  area: 'bucket-settings',
  method: 'POST',
  path: '/buckets/{bucket_name}/encryption/disable',
  summary: "Removes the bucket's default encryption",
  params: bucketNameParams,
  status: 200,
});

export const getBucketEncryptionInfo = endpoint({
  id: 'GetBucketEncryptionInfo',
  area: 'bucket-settings',
  method: 'GET',
  path: '/buckets/{bucket_name}/encryption/info',
  summary: "The bucket's default encryption; 404 when it has none",
  params: bucketNameParams,
  response: bucketEncryptionInfoSchema,
  status: 200,
});

export const putBucketTags = endpoint({
  id: 'PutBucketTags',
  area: 'bucket-settings',
  method: 'PUT',
  path: '/buckets/{bucket_name}/tags',
  summary: "Replaces the bucket's whole tag set",
  params: bucketNameParams,
  body: putBucketTagsRequestSchema,
  status: 200,
});

export const setBucketPolicy = endpoint({
  id: 'BucketSetPolicy',
  area: 'bucket-settings',
  method: 'PUT',
  path: '/buckets/{bucket_name}/set-policy',
  summary: "Sets the bucket's access policy and answers the bucket's new info",
  params: bucketNameParams,
  body: setBucketPolicyRequestSchema,
  bodyLimit: BODY_LIMITS.bucketPolicy,
  response: bucketInfoSchema,
  status: 200,
});

export const listPoliciesWithBucket = endpoint({
  id: 'ListPoliciesWithBucket',
  area: 'bucket-settings',
  method: 'GET',
  path: '/bucket-policy/{bucket_name}',
  summary: 'The IAM policies with a statement on the bucket or its objects',
  params: bucketNameParams,
  response: bucketIamPoliciesResponseSchema,
  status: 200,
});

export const listUsersWithAccessToBucket = endpoint({
  id: 'ListUsersWithAccessToBucket',
  area: 'bucket-settings',
  method: 'GET',
  path: '/bucket-users/{bucket_name}',
  summary: 'The users whose own or group policies allow them into the bucket',
  params: bucketNameParams,
  response: bucketUsersResponseSchema,
  status: 200,
});

export const listAccessRulesWithBucket = endpoint({
  id: 'ListAccessRulesWithBucket',
  area: 'bucket-settings',
  method: 'GET',
  path: '/bucket/{bucket_name}/access-rules',
  summary: 'What anonymous users may do under each prefix of the bucket',
  params: bucketNameParams,
  response: accessRulesResponseSchema,
  status: 200,
});

export const setAccessRuleWithBucket = endpoint({
  id: 'SetAccessRuleWithBucket',
  area: 'bucket-settings',
  method: 'PUT',
  path: '/bucket/{bucket_name}/access-rules',
  summary: 'Adds or replaces the anonymous access rule of a prefix',
  params: bucketNameParams,
  body: setAccessRuleRequestSchema,
  response: accessRuleChangedSchema,
  status: 200,
});

export const deleteAccessRuleWithBucket = endpoint({
  id: 'DeleteAccessRuleWithBucket',
  area: 'bucket-settings',
  method: 'DELETE',
  path: '/bucket/{bucket_name}/access-rules',
  summary: 'Removes the anonymous access rule of a prefix',
  params: bucketNameParams,
  body: deleteAccessRuleRequestSchema,
  response: accessRuleChangedSchema,
  status: 200,
});

export const BUCKET_SETTINGS_ENDPOINTS = [
  getBucketVersioning,
  setBucketVersioning,
  getBucketQuota,
  setBucketQuota,
  getBucketRetentionConfig,
  setBucketRetentionConfig,
  getBucketObjectLockingStatus,
  enableBucketEncryption,
  disableBucketEncryption,
  getBucketEncryptionInfo,
  putBucketTags,
  setBucketPolicy,
  listPoliciesWithBucket,
  listUsersWithAccessToBucket,
  listAccessRulesWithBucket,
  setAccessRuleWithBucket,
  deleteAccessRuleWithBucket,
];
