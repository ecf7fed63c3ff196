import { z } from 'zod/mini';
import { bucketNameParams } from './buckets';
import { endpoint } from './endpoint';

/** The event groups the console offers; each stands for one or more of MinIO's event names. */
export const NOTIFICATION_EVENT_TYPES = ['put', 'delete', 'get', 'replica', 'ilm', 'scanner'] as const;
export const notificationEventTypeSchema = z.enum(NOTIFICATION_EVENT_TYPES);
export type NotificationEventType = z.infer<typeof notificationEventTypeSchema>;

/** One notification of a bucket: where it goes (`arn`), for which events and which keys. */
export const notificationConfigSchema = z.object({
  id: z.optional(z.string()),
  arn: z.string().check(z.minLength(1, 'Choose a notification target (ARN)')),
  /** Absent or empty means put, get and delete. */
  events: z.nullish(z.array(notificationEventTypeSchema)),
  prefix: z.optional(z.string()),
  suffix: z.optional(z.string()),
});
export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

/** GET /buckets/{bucket_name}/events. */
export const listBucketEventsResponseSchema = z.object({
  events: z.nullish(z.array(notificationConfigSchema)),
  total: z.optional(z.number()),
});
export type ListBucketEventsResponse = z.infer<typeof listBucketEventsResponseSchema>;

/** POST /buckets/{bucket_name}/events → 201. `ignoreExisting` succeeds quietly when the same rule exists. */
export const bucketEventRequestSchema = z.object({
  configuration: notificationConfigSchema,
  ignoreExisting: z.optional(z.boolean()),
});
export type BucketEventRequest = z.infer<typeof bucketEventRequestSchema>;

/** DELETE /buckets/{bucket_name}/events/{arn} → 204; the fields must match the existing entry. */
export const notificationDeleteRequestSchema = z.object({
  events: z.array(notificationEventTypeSchema).check(z.minLength(1, 'Name at least one event')),
  prefix: z.string(),
  suffix: z.string(),
});
export type NotificationDeleteRequest = z.infer<typeof notificationDeleteRequestSchema>;

/** GET /admin/arns: the notification targets configured on the server. */
export const arnsResponseSchema = z.object({ arns: z.nullish(z.array(z.string())) });
export type ArnsResponse = z.infer<typeof arnsResponseSchema>;

/** The console's own refusals (MinIO's pass through as they come). */
export const BUCKET_EVENT_MESSAGES = {
  noMatch: 'No event notification of this bucket matches that target, events, prefix and suffix',
} as const;

const bucketEventParams = z.object({ bucket_name: z.string(), arn: z.string() });

export const listArns = endpoint({
  id: 'ArnList',
  area: 'bucket-events',
  method: 'GET',
  path: '/admin/arns',
  summary: 'The notification targets configured on the server',
  response: arnsResponseSchema,
  status: 200,
});

export const listBucketEvents = endpoint({
  id: 'ListBucketEvents',
  area: 'bucket-events',
  method: 'GET',
  path: '/buckets/{bucket_name}/events',
  summary: "The bucket's event notifications",
  params: bucketNameParams,
  response: listBucketEventsResponseSchema,
  status: 200,
});

export const createBucketEvent = endpoint({
  id: 'CreateBucketEvent',
  area: 'bucket-events',
  method: 'POST',
  path: '/buckets/{bucket_name}/events',
  summary: 'Adds an event notification to the bucket',
  params: bucketNameParams,
  body: bucketEventRequestSchema,
  status: 201,
});

export const deleteBucketEvent = endpoint({
  id: 'DeleteBucketEvent',
  area: 'bucket-events',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/events/{arn}',
  summary: 'Removes the event notifications to that target with exactly these events, prefix and suffix',
  params: bucketEventParams,
  body: notificationDeleteRequestSchema,
  status: 204,
});

export const BUCKET_EVENT_ENDPOINTS = [listArns, listBucketEvents, createBucketEvent, deleteBucketEvent];
