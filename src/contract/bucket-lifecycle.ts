import { z } from 'zod/mini';
import { bucketNameParams } from './buckets';
import { endpoint } from './endpoint';
import { ruleTagsSchema } from './rule-tags';

/** A lifecycle rule as GET /buckets/{bucket_name}/lifecycle lists it. Dates are RFC 3339. */
export const objectBucketLifecycleSchema = z.object({
  id: z.optional(z.string()),
  prefix: z.optional(z.string()),
  /** `Enabled` or `Disabled`. */
  status: z.optional(z.string()),
  tags: z.nullish(z.array(z.object({ key: z.optional(z.string()), value: z.optional(z.string()) }))),
  expiration: z.optional(
    z.object({
      days: z.optional(z.number()),
      date: z.optional(z.string()),
      delete_marker: z.optional(z.boolean()),
      delete_all: z.optional(z.boolean()),
      noncurrent_expiration_days: z.optional(z.number()),
      newer_noncurrent_expiration_versions: z.optional(z.number()),
    }),
  ),
  transition: z.optional(
    z.object({
      days: z.optional(z.number()),
      date: z.optional(z.string()),
      /** The tier objects move to. */
      storage_class: z.optional(z.string()),
      noncurrent_transition_days: z.optional(z.number()),
      noncurrent_storage_class: z.optional(z.string()),
    }),
  ),
});
export type ObjectBucketLifecycle = z.infer<typeof objectBucketLifecycleSchema>;

/** GET /buckets/{bucket_name}/lifecycle. */
export const bucketLifecycleResponseSchema = z.object({
  lifecycle: z.nullish(z.array(objectBucketLifecycleSchema)),
});
export type BucketLifecycleResponse = z.infer<typeof bucketLifecycleResponseSchema>;

export const lifecycleRuleTypeSchema = z.enum(['expiry', 'transition']);
export type LifecycleRuleType = z.infer<typeof lifecycleRuleTypeSchema>;

const days = (what: string) =>
  z.optional(z.int(`${what} is a whole number`).check(z.nonnegative(`${what} is 0 or more`)));

const lifecycleRuleFields = {
  prefix: z.optional(z.string()),
  /** `k1=v1&k2=v2`. */
  tags: z.optional(ruleTagsSchema),
  expiry_days: days('Expiry days'),
  transition_days: days('Transition days'),
  /** The tier of a transition rule. */
  storage_class: z.optional(z.string()),
  /** Saves the rule disabled. */
  disable: z.optional(z.boolean()),
  expired_object_delete_marker: z.optional(z.boolean()),
  expired_object_delete_all: z.optional(z.boolean()),
  noncurrentversion_expiration_days: days('Noncurrent expiration days'),
  noncurrentversion_transition_days: days('Noncurrent transition days'),
  newer_noncurrentversion_expiration_versions: days('Newer noncurrent versions'),
  noncurrentversion_transition_storage_class: z.optional(z.string()),
};

/** POST /buckets/{bucket_name}/lifecycle → 201. */
export const addBucketLifecycleSchema = z.object({
  type: z.optional(lifecycleRuleTypeSchema),
  ...lifecycleRuleFields,
});
export type AddBucketLifecycle = z.infer<typeof addBucketLifecycleSchema>;

/** PUT /buckets/{bucket_name}/lifecycle/{lifecycle_id} → 200: the rule's new settings, same ID. */
export const updateBucketLifecycleSchema = z.object({
  type: lifecycleRuleTypeSchema,
  ...lifecycleRuleFields,
});
export type UpdateBucketLifecycle = z.infer<typeof updateBucketLifecycleSchema>;

/** GET /admin/tiers/names: the tiers transition rules can send objects to. */
export const tiersNameListResponseSchema = z.object({ items: z.nullish(z.array(z.string())) });
export type TiersNameListResponse = z.infer<typeof tiersNameListResponseSchema>;

export const LIFECYCLE_MESSAGES = {
  noSuchRule: (ruleId: string) => `lifecycle rule for id '${ruleId}' doesn't exist`,
  expiryWithTransition: 'An expiry rule cannot move noncurrent versions to a tier: choose a transition rule',
  expiryWithoutAction:
    'An expiry rule needs expiry days, noncurrent expiration days or expired delete markers',
  transitionWithoutDays: 'A transition rule needs transition days or noncurrent transition days',
  transitionWithoutTier: 'Choose the tier objects move to',
} as const;

/** Why the fields make no lifecycle rule, or null when they do (MinIO then checks the rest). */
export function lifecycleRuleProblem(rule: AddBucketLifecycle): string | null {
  const has = (days: number | undefined) => (days ?? 0) > 0;
  const type = rule.type ?? 'expiry';
  if (type === 'expiry') {
    if (has(rule.noncurrentversion_transition_days) || rule.noncurrentversion_transition_storage_class) {
      return LIFECYCLE_MESSAGES.expiryWithTransition;
    }
    const expires =
      has(rule.expiry_days) ||
      has(rule.noncurrentversion_expiration_days) ||
      rule.expired_object_delete_marker;
    return expires ? null : LIFECYCLE_MESSAGES.expiryWithoutAction;
  }
  if (!has(rule.transition_days) && !has(rule.noncurrentversion_transition_days)) {
    return LIFECYCLE_MESSAGES.transitionWithoutDays;
  }
  const tier = rule.storage_class?.trim();
  const noncurrentTier = rule.noncurrentversion_transition_storage_class?.trim() || tier;
  if (
    (has(rule.transition_days) && !tier) ||
    (has(rule.noncurrentversion_transition_days) && !noncurrentTier)
  ) {
    return LIFECYCLE_MESSAGES.transitionWithoutTier;
  }
  return null;
}

const lifecycleRuleParams = z.object({ bucket_name: z.string(), lifecycle_id: z.string() });

export const listTierNames = endpoint({
  id: 'TiersListNames',
  area: 'bucket-lifecycle',
  method: 'GET',
  path: '/admin/tiers/names',
  summary: 'The tiers configured on the server, which transition rules name as their storage class',
  response: tiersNameListResponseSchema,
  status: 200,
});

export const getBucketLifecycle = endpoint({
  id: 'GetBucketLifecycle',
  area: 'bucket-lifecycle',
  method: 'GET',
  path: '/buckets/{bucket_name}/lifecycle',
  summary: "The bucket's lifecycle rules",
  params: bucketNameParams,
  response: bucketLifecycleResponseSchema,
  status: 200,
});

export const addBucketLifecycle = endpoint({
  id: 'AddBucketLifecycle',
  area: 'bucket-lifecycle',
  method: 'POST',
  path: '/buckets/{bucket_name}/lifecycle',
  summary: 'Adds a lifecycle rule to the bucket, under a new ID',
  params: bucketNameParams,
  body: addBucketLifecycleSchema,
  status: 201,
});

export const updateBucketLifecycle = endpoint({
  id: 'UpdateBucketLifecycle',
  area: 'bucket-lifecycle',
  method: 'PUT',
  path: '/buckets/{bucket_name}/lifecycle/{lifecycle_id}',
  summary: 'Replaces the settings of a lifecycle rule; its ID stays',
  params: lifecycleRuleParams,
  body: updateBucketLifecycleSchema,
  status: 200,
});

export const deleteBucketLifecycleRule = endpoint({
  id: 'DeleteBucketLifecycleRule',
  area: 'bucket-lifecycle',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/lifecycle/{lifecycle_id}',
  summary: 'Removes a lifecycle rule (and the configuration with its last rule)',
  params: lifecycleRuleParams,
  status: 204,
});

export const BUCKET_LIFECYCLE_ENDPOINTS = [
  listTierNames,
  getBucketLifecycle,
  addBucketLifecycle,
  updateBucketLifecycle,
  deleteBucketLifecycleRule,
];
