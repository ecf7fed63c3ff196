import type { $ZodType } from 'zod/v4/core';
import {
  loginRequestSchema,
  logoutRequestSchema,
  oauthCallbackRequestSchema,
} from '../../src/contract/auth.ts';
import {
  bucketEventRequestSchema,
  notificationDeleteRequestSchema,
} from '../../src/contract/bucket-events.ts';
import {
  addBucketLifecycleSchema,
  updateBucketLifecycleSchema,
} from '../../src/contract/bucket-lifecycle.ts';
import {
  bucketReplicationRuleListSchema,
  createRemoteBucketSchema,
  multiBucketReplicationEditSchema,
  multiBucketReplicationSchema,
} from '../../src/contract/bucket-replication.ts';
import {
  bucketEncryptionRequestSchema,
  deleteAccessRuleRequestSchema,
  putBucketTagsRequestSchema,
  setAccessRuleRequestSchema,
  setBucketPolicyRequestSchema,
} from '../../src/contract/bucket-settings.ts';
import {
  makeBucketRequestSchema,
  putBucketRetentionRequestSchema,
  setBucketQuotaSchema,
  setBucketVersioningSchema,
} from '../../src/contract/buckets.ts';
import {
  deleteMultipleObjectsRequestSchema,
  putObjectLegalHoldRequestSchema,
  putObjectRetentionRequestSchema,
  putObjectTagsRequestSchema,
} from '../../src/contract/object-details.ts';
import {
  completeUploadRequestSchema,
  createUploadRequestSchema,
  downloadMultipleRequestSchema,
} from '../../src/contract/object-transfer.ts';
import { restartRequestSchema } from '../../src/contract/service.ts';

/**
 * Every /api/v1 operation with what it reads from the request: its path parameters (from the template),
 * query parameters with a harmless value each, and its body. Kept as one plain table so a contract endpoint
 * table can replace it.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1; `:name` segments are parameters. */
  path: string;
  query?: Record<string, string>;
  /** A JSON body checked against this schema, or `raw` bytes (object data). */
  body?: $ZodType | 'raw';
  /** Path parameter values other than the defaults (see `pathDefaults`). */
  params?: Record<string, string>;
  /** Fields every generated body gets, so that a valid one names only the scratch resources or loopback. */
  pin?: Record<string, unknown>;
  /** A valid request would act beyond the scratch resources (restarting MinIO): only invalid ones are sent. */
  invalidOnly?: true;
  /** A valid request ends the session it is sent with: each is sent with a session of its own. */
  endsSession?: true;
}

/** Resources an operation may name: the scratch bucket, and names that exist nowhere. */
export interface Targets {
  scratch: string;
  missingBucket: string;
}

export function pathDefaults({ scratch }: Targets): Record<string, string> {
  return {
    bucket_name: scratch,
    name: scratch,
    bucket: scratch,
    source: scratch,
    upload_id: 'no-such-upload',
    part_number: '1',
    date: '2024-01-01T00:00:00Z',
    arn: 'arn:minio:sqs::primary:webhook',
    rule_id: 'no-such-rule',
    lifecycle_id: 'no-such-rule',
    url: 'aHR0cDovLzEyNy4wLjAuMTo5L3gveQ',
  };
}

const LOOPBACK_TARGET = 'http://127.0.0.1:9';
const objectRef = { prefix: 'file.txt', version_id: 'null' };

export function operations({ scratch, missingBucket }: Targets): Operation[] {
  return [
    { method: 'GET', path: '/login' },
    { method: 'POST', path: '/login', body: loginRequestSchema },
    { method: 'POST', path: '/login/oauth2/auth', body: oauthCallbackRequestSchema },
    { method: 'POST', path: '/logout', body: logoutRequestSchema, endsSession: true },
    { method: 'GET', path: '/session' },
    { method: 'POST', path: '/service/restart', body: restartRequestSchema, invalidOnly: true },

    { method: 'GET', path: '/buckets' },
    { method: 'POST', path: '/buckets', body: makeBucketRequestSchema, pin: { name: `${scratch}-made` } },
    { method: 'GET', path: '/buckets/:name' },
    { method: 'DELETE', path: '/buckets/:name', params: { name: missingBucket }, query: { force: 'true' } },
    { method: 'GET', path: '/buckets/max-share-exp' },

    { method: 'GET', path: '/buckets/:bucket_name/versioning' },
    { method: 'PUT', path: '/buckets/:bucket_name/versioning', body: setBucketVersioningSchema },
    { method: 'GET', path: '/buckets/:name/quota' },
    { method: 'PUT', path: '/buckets/:name/quota', body: setBucketQuotaSchema },
    { method: 'GET', path: '/buckets/:bucket_name/retention' },
    { method: 'PUT', path: '/buckets/:bucket_name/retention', body: putBucketRetentionRequestSchema },
    { method: 'GET', path: '/buckets/:bucket_name/object-locking' },
    { method: 'POST', path: '/buckets/:bucket_name/encryption/enable', body: bucketEncryptionRequestSchema },
    { method: 'POST', path: '/buckets/:bucket_name/encryption/disable' },
    { method: 'GET', path: '/buckets/:bucket_name/encryption/info' },
    { method: 'PUT', path: '/buckets/:bucket_name/tags', body: putBucketTagsRequestSchema },
    { method: 'PUT', path: '/buckets/:name/set-policy', body: setBucketPolicyRequestSchema },
    { method: 'GET', path: '/bucket-policy/:bucket' },
    { method: 'GET', path: '/bucket-users/:bucket' },
    { method: 'GET', path: '/bucket/:bucket/access-rules' },
    { method: 'PUT', path: '/bucket/:bucket/access-rules', body: setAccessRuleRequestSchema },
    { method: 'DELETE', path: '/bucket/:bucket/access-rules', body: deleteAccessRuleRequestSchema },

    { method: 'GET', path: '/admin/arns' },
    { method: 'GET', path: '/buckets/:bucket_name/events' },
    { method: 'POST', path: '/buckets/:bucket_name/events', body: bucketEventRequestSchema },
    { method: 'DELETE', path: '/buckets/:bucket_name/events/:arn', body: notificationDeleteRequestSchema },

    { method: 'GET', path: '/buckets/:bucket_name/replication' },
    { method: 'GET', path: '/buckets/:bucket_name/replication/:rule_id' },
    {
      method: 'PUT',
      path: '/buckets/:bucket_name/replication/:rule_id',
      body: multiBucketReplicationEditSchema,
    },
    { method: 'DELETE', path: '/buckets/:bucket_name/replication/:rule_id' },
    { method: 'DELETE', path: '/buckets/:bucket_name/delete-all-replication-rules' },
    {
      method: 'DELETE',
      path: '/buckets/:bucket_name/delete-selected-replication-rules',
      body: bucketReplicationRuleListSchema,
    },
    {
      method: 'POST',
      path: '/buckets-replication',
      body: multiBucketReplicationSchema,
      pin: {
        targetURL: LOOPBACK_TARGET,
        bucketsRelation: [{ originBucket: scratch, destinationBucket: missingBucket }],
      },
    },
    { method: 'GET', path: '/remote-buckets' },
    {
      method: 'POST',
      path: '/remote-buckets',
      body: createRemoteBucketSchema,
      pin: { targetURL: LOOPBACK_TARGET, sourceBucket: scratch },
    },
    { method: 'GET', path: '/remote-buckets/:name' },
    { method: 'DELETE', path: '/remote-buckets/:source/:arn' },

    { method: 'GET', path: '/admin/tiers/names' },
    { method: 'GET', path: '/buckets/:bucket_name/lifecycle' },
    { method: 'POST', path: '/buckets/:bucket_name/lifecycle', body: addBucketLifecycleSchema },
    {
      method: 'PUT',
      path: '/buckets/:bucket_name/lifecycle/:lifecycle_id',
      body: updateBucketLifecycleSchema,
    },
    { method: 'DELETE', path: '/buckets/:bucket_name/lifecycle/:lifecycle_id' },

    {
      method: 'GET',
      path: '/buckets/:bucket_name/objects',
      query: { prefix: '', recursive: 'true', with_versions: 'true', with_metadata: 'true', limit: '5' },
    },
    { method: 'GET', path: '/buckets/:bucket_name/objects/search', query: { query: 'file', prefix: '' } },
    { method: 'GET', path: '/buckets/:bucket_name/rewind/:date', query: { prefix: '', limit: '5' } },
    { method: 'GET', path: '/buckets/:bucket_name/objects/metadata', query: { prefix: 'file.txt' } },
    {
      method: 'PUT',
      path: '/buckets/:bucket_name/objects/tags',
      query: objectRef,
      body: putObjectTagsRequestSchema,
    },
    {
      method: 'PUT',
      path: '/buckets/:bucket_name/objects/legalhold',
      query: objectRef,
      body: putObjectLegalHoldRequestSchema,
    },
    {
      method: 'PUT',
      path: '/buckets/:bucket_name/objects/retention',
      query: objectRef,
      body: putObjectRetentionRequestSchema,
    },
    { method: 'DELETE', path: '/buckets/:bucket_name/objects/retention', query: objectRef },
    { method: 'PUT', path: '/buckets/:bucket_name/objects/restore', query: objectRef },
    {
      method: 'DELETE',
      path: '/buckets/:bucket_name/objects',
      query: { prefix: 'gone.txt', recursive: 'false', all_versions: 'false' },
    },
    {
      method: 'POST',
      path: '/buckets/:bucket_name/delete-objects',
      body: deleteMultipleObjectsRequestSchema,
    },
    { method: 'GET', path: '/buckets/:bucket_name/objects/share', query: { ...objectRef, expires: '60' } },
    { method: 'GET', path: '/download-shared-object/:url' },

    {
      method: 'POST',
      path: '/buckets/:bucket_name/objects/upload',
      query: { prefix: 'up.txt' },
      body: 'raw',
    },
    {
      method: 'POST',
      path: '/buckets/:bucket_name/uploads',
      query: { prefix: 'up.bin' },
      body: createUploadRequestSchema,
    },
    { method: 'GET', path: '/buckets/:bucket_name/uploads/:upload_id/parts', query: { prefix: 'up.bin' } },
    {
      method: 'PUT',
      path: '/buckets/:bucket_name/uploads/:upload_id/parts/:part_number',
      query: { prefix: 'up.bin' },
      body: 'raw',
    },
    {
      method: 'POST',
      path: '/buckets/:bucket_name/uploads/:upload_id/complete',
      query: { prefix: 'up.bin' },
      body: completeUploadRequestSchema,
    },
    { method: 'DELETE', path: '/buckets/:bucket_name/uploads/:upload_id', query: { prefix: 'up.bin' } },
    {
      method: 'GET',
      path: '/buckets/:bucket_name/objects/download',
      query: { prefix: 'file.txt', version_id: '', preview: 'false', override_file_name: 'x.txt' },
    },
    {
      method: 'POST',
      path: '/buckets/:bucket_name/objects/download-multiple',
      body: downloadMultipleRequestSchema,
    },
  ];
}
