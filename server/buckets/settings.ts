import { Hono } from 'hono';
import {
  type AccessRulesResponse,
  type BucketEncryptionInfo,
  type BucketObjectLockingResponse,
  type BucketRetentionConfig,
  type BucketVersioningResponse,
  bucketEncryptionRequestSchema,
  bucketPolicyProblem,
  deleteAccessRuleRequestSchema,
  ENCRYPTION_NOT_CONFIGURED,
  putBucketTagsRequestSchema,
  setAccessRuleRequestSchema,
  setBucketPolicyRequestSchema,
} from '../../src/contract/bucket-settings.ts';
import {
  type BucketQuota,
  putBucketRetentionRequestSchema,
  setBucketQuotaSchema,
  setBucketVersioningSchema,
} from '../../src/contract/buckets.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { BODY_LIMITS, readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { requireSession } from '../session/middleware.ts';
import { anonymousRules, policyTextFor } from './anonymous-policy.ts';
import { iamPoliciesOfBucket, usersWithAccessToBucket } from './iam-access.ts';
import { bucketInfo } from './list.ts';
import {
  bucketPolicy,
  disableEncryption,
  enableEncryption,
  encryptionOf,
  objectLockOf,
  quotaOf,
  replaceBucketPolicy,
  replaceBucketTags,
  setAnonymousAccess,
  setBucketQuota,
  setDefaultRetention,
  setVersioning,
  versioningOf,
} from './settings-calls.ts';

/**
 * The bucket settings of the Summary, Access and Anonymous tabs (console-api §3.4): versioning, quota,
 * retention and object locking, encryption, tags, access policy, IAM access and anonymous access rules.
 */
export function bucketSettingsRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/buckets/:bucket_name/versioning', session, async (c) => {
    const answer: BucketVersioningResponse = await versioningOf(c.get('s3'), c.req.param('bucket_name'));
    return c.json(answer);
  });

  routes.put('/buckets/:bucket_name/versioning', session, async (c) => {
    const request = await readJson(c, setBucketVersioningSchema);
    await setVersioning(c.get('s3'), c.req.param('bucket_name'), request);
    return c.body(null, 201);
  });

  routes.get('/buckets/:name/quota', session, async (c) => {
    const answer: BucketQuota = await quotaOf(c.get('admin'), c.req.param('name'));
    return c.json(answer);
  });

  routes.put('/buckets/:name/quota', session, async (c) => {
    const request = await readJson(c, setBucketQuotaSchema);
    await setBucketQuota(c.get('s3'), c.get('admin'), c.req.param('name'), request);
    return c.body(null, 200);
  });

  routes.get('/buckets/:bucket_name/retention', session, async (c) => {
    const lock = await objectLockOf(c.get('s3'), c.req.param('bucket_name'));
    const answer: BucketRetentionConfig = lock?.retention ?? {};
    return c.json(answer);
  });

  routes.put('/buckets/:bucket_name/retention', session, async (c) => {
    const request = await readJson(c, putBucketRetentionRequestSchema);
    await setDefaultRetention(c.get('s3'), c.req.param('bucket_name'), request);
    return c.body(null, 200);
  });

  routes.get('/buckets/:bucket_name/object-locking', session, async (c) => {
    const lock = await objectLockOf(c.get('s3'), c.req.param('bucket_name'));
    // Go's omitempty: false is not written.
    const answer: BucketObjectLockingResponse = lock ? { object_locking_enabled: true } : {};
    return c.json(answer);
  });

  routes.post('/buckets/:bucket_name/encryption/enable', session, async (c) => {
    const request = await readJson(c, bucketEncryptionRequestSchema);
    await enableEncryption(c.get('s3'), c.req.param('bucket_name'), request);
    return c.body(null, 200);
  });

  routes.post('/buckets/:bucket_name/encryption/disable', session, async (c) => {
    await disableEncryption(c.get('s3'), c.req.param('bucket_name'));
    return c.body(null, 200);
  });

  routes.get('/buckets/:bucket_name/encryption/info', session, async (c) => {
    const encryption: BucketEncryptionInfo | null = await encryptionOf(
      c.get('s3'),
      c.req.param('bucket_name'),
    );
    if (!encryption) throw new ConsoleError(404, ENCRYPTION_NOT_CONFIGURED);
    return c.json(encryption);
  });

  routes.put('/buckets/:bucket_name/tags', session, async (c) => {
    const request = await readJson(c, putBucketTagsRequestSchema);
    await replaceBucketTags(c.get('s3'), c.req.param('bucket_name'), request.tags ?? {});
    return c.body(null, 200);
  });

  routes.put('/buckets/:name/set-policy', session, async (c) => {
    const request = await readJson(c, setBucketPolicyRequestSchema, { maxBytes: BODY_LIMITS.bucketPolicy });
    const bucketName = c.req.param('name');
    const problem = request.access === 'CUSTOM' ? bucketPolicyProblem(request.definition ?? '') : null;
    if (problem) throw new ConsoleError(400, problem);
    await replaceBucketPolicy(c.get('s3'), bucketName, policyTextFor(bucketName, request));
    return c.json(await bucketInfo(c.get('admin'), c.get('s3'), bucketName));
  });

  routes.get('/bucket-policy/:bucket', session, async (c) =>
    c.json(await iamPoliciesOfBucket(c.get('admin'), c.req.param('bucket'))),
  );

  routes.get('/bucket-users/:bucket', session, async (c) =>
    c.json(await usersWithAccessToBucket(c.get('admin'), c.req.param('bucket'))),
  );

  routes.get('/bucket/:bucket/access-rules', session, async (c) => {
    const bucketName = c.req.param('bucket');
    const policy = await bucketPolicy(c.get('s3'), bucketName);
    const answer: AccessRulesResponse = { accessRules: anonymousRules(policy, bucketName) };
    return c.json(answer);
  });

  routes.put('/bucket/:bucket/access-rules', session, async (c) => {
    const { prefix, access } = await readJson(c, setAccessRuleRequestSchema);
    await setAnonymousAccess(c.get('s3'), c.req.param('bucket'), prefix, access);
    return c.json(true);
  });

  routes.delete('/bucket/:bucket/access-rules', session, async (c) => {
    const { prefix } = await readJson(c, deleteAccessRuleRequestSchema);
    await setAnonymousAccess(c.get('s3'), c.req.param('bucket'), prefix, 'none');
    return c.json(true);
  });

  return routes;
}
