import { HttpResponse } from 'msw';
import {
  BUCKET_EVENT_MESSAGES,
  bucketEventRequestSchema,
  type ListBucketEventsResponse,
  type NotificationConfig,
  type NotificationEventType,
  notificationDeleteRequestSchema,
} from '../../src/contract/bucket-events';
import {
  type AddBucketLifecycle,
  addBucketLifecycleSchema,
  type BucketLifecycleResponse,
  LIFECYCLE_MESSAGES,
  lifecycleRuleProblem,
  type ObjectBucketLifecycle,
  updateBucketLifecycleSchema,
} from '../../src/contract/bucket-lifecycle';
import {
  type BucketReplicationResponse,
  type BucketReplicationRule,
  bucketReplicationRuleListSchema,
  type CreateRemoteBucket,
  createRemoteBucketSchema,
  type ListRemoteBucketsResponse,
  type MultiBucketReplicationEdit,
  type MultiBucketResponseState,
  multiBucketReplicationEditSchema,
  multiBucketReplicationSchema,
  REPLICATION_MESSAGES,
  type RemoteBucket,
  remoteEndpointOf,
} from '../../src/contract/bucket-replication';
import { parseRuleTags } from '../../src/contract/rule-tags';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { MOCK_NOTIFICATION_ARNS, MOCK_REMOTE, MOCK_TIERS } from '../bucket-config-seed';
import { allBuckets, findBucket, type MockBucket } from '../buckets-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { http } from './http';
import { apiError, noContent, parseBody, requireSession } from './respond';

/** MinIO's own texts for the refusals these screens meet. */
const MINIO_CONFIG_MESSAGES = {
  invalidArn: 'A specified destination ARN does not exist or is not well-formed. Verify the destination ARN.',
  overlappingEvents:
    'An object key name filtering rule defined with overlapping prefixes, overlapping suffixes, or overlapping combinations of prefixes and suffixes for the same event types.',
  sourceNotVersioned: 'The replication source does not have versioning enabled',
  targetMissing: 'The remote target does not exist',
  targetExists: 'The remote target already exists',
  invalidStorageClass: 'Invalid storage class.',
  deleteMarkerWithDays:
    'Delete marker cannot be specified with Days or Date in a Lifecycle Expiration Policy',
} as const;

const remoteConnectionError = (targetBucket: string, accessKey: string, cause: string) =>
  `Remote service connection error (Remote service endpoint offline, target bucket: ${targetBucket} or remote service credentials: ${accessKey} invalid \n\t${cause})`;

/**
 * The session, the bucket and the user's right to one of the actions on it, in the order MinIO checks
 * them (refused before unknown); otherwise the error response the real server gives.
 */
function bucketFor(bucketName: string, actions: string[]): { bucket: MockBucket; user: MockUser } | Response {
  const session = requireSession();
  if (session instanceof Response) return session;
  if (!hasPermission(session.user.permissions, bucketName, actions))
    return apiError(403, MINIO_MESSAGES.accessDenied);
  const bucket = findBucket(bucketName);
  if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
  return { bucket, user: session.user };
}

/** The logged-in user if they hold the admin action, otherwise the error response. */
function adminFor(action: string): MockUser | Response {
  const session = requireSession();
  if (session instanceof Response) return session;
  return isAllowed(session.user, action) ? session.user : apiError(403, MINIO_MESSAGES.accessDenied);
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

// Events

const sameTypes = (a: readonly NotificationEventType[], b: readonly NotificationEventType[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/** MinIO refuses a second notification to the same target, keys and any of the same event types. */
const overlaps = (existing: NotificationConfig, added: NotificationConfig) =>
  existing.arn === added.arn &&
  (existing.prefix ?? '') === (added.prefix ?? '') &&
  (existing.suffix ?? '') === (added.suffix ?? '') &&
  (existing.events ?? []).some((type) => (added.events ?? []).includes(type));

const eventHandlers = [
  http.get('*/api/v1/admin/arns', () => {
    const user = adminFor('admin:ServerInfo');
    if (user instanceof Response) return user;
    return HttpResponse.json({ arns: MOCK_NOTIFICATION_ARNS });
  }),

  http.get('*/api/v1/buckets/:bucket_name/events', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), ['s3:GetBucketNotification']);
    if (found instanceof Response) return found;
    const answer: ListBucketEventsResponse = {
      events: found.bucket.events,
      total: found.bucket.events.length,
    };
    return HttpResponse.json(answer);
  }),

  http.post('*/api/v1/buckets/:bucket_name/events', async ({ params, request }) => {
    const found = bucketFor(String(params.bucket_name), ['s3:PutBucketNotification']);
    if (found instanceof Response) return found;
    const body = await parseBody(request, bucketEventRequestSchema);
    if (body instanceof Response) return body;
    const events = body.configuration.events?.length
      ? body.configuration.events
      : (['put', 'get', 'delete'] as const);
    const added: NotificationConfig = {
      ...body.configuration,
      id: '',
      events: [...events],
      prefix: body.configuration.prefix ?? '',
      suffix: body.configuration.suffix ?? '',
    };
    if (!MOCK_NOTIFICATION_ARNS.includes(added.arn)) return apiError(400, MINIO_CONFIG_MESSAGES.invalidArn);
    if (found.bucket.events.some((existing) => overlaps(existing, added))) {
      return body.ignoreExisting
        ? new HttpResponse(null, { status: 201 })
        : apiError(400, MINIO_CONFIG_MESSAGES.overlappingEvents);
    }
    found.bucket.events.push(added);
    return new HttpResponse(null, { status: 201 });
  }),

  http.delete('*/api/v1/buckets/:bucket_name/events/:arn', async ({ params, request }) => {
    const found = bucketFor(String(params.bucket_name), ['s3:PutBucketNotification']);
    if (found instanceof Response) return found;
    const match = await parseBody(request, notificationDeleteRequestSchema);
    if (match instanceof Response) return match;
    const isMatch = (event: NotificationConfig) =>
      event.arn === params.arn &&
      sameTypes(event.events ?? [], match.events) &&
      event.prefix === match.prefix &&
      event.suffix === match.suffix;
    const kept = found.bucket.events.filter((event) => !isMatch(event));
    if (kept.length === found.bucket.events.length) return apiError(404, BUCKET_EVENT_MESSAGES.noMatch);
    found.bucket.events = kept;
    return noContent();
  }),
];

// Replication

const REPLICATION_READ = ['s3:GetReplicationConfiguration'];
const REPLICATION_WRITE = ['s3:PutReplicationConfiguration'];

interface Refusal {
  status: number;
  refused: string;
}

/** What MinIO answers when adding the target: the target, or why (and with which status) it refused. */
function addRemoteTarget(bucket: MockBucket, request: CreateRemoteBucket): RemoteBucket | Refusal {
  if (bucket.versioning !== 'Enabled')
    return { status: 400, refused: MINIO_CONFIG_MESSAGES.sourceNotVersioned };
  const { endpoint, secure } = remoteEndpointOf(request.targetURL);
  // MinIO's 503 for a target that is offline or refuses the keys is the user's to fix: the console answers 400.
  const unreachable = (cause: string) => ({
    status: 400,
    refused: remoteConnectionError(request.targetBucket, request.accessKey, cause),
  });
  if (endpoint !== MOCK_REMOTE.host) return unreachable(`dial tcp ${endpoint}: connect: connection refused`);
  if (request.accessKey !== MOCK_REMOTE.accessKey || request.secretKey !== MOCK_REMOTE.secretKey) {
    return unreachable(MINIO_MESSAGES.wrongSecretKey);
  }
  if (!(MOCK_REMOTE.buckets as readonly string[]).includes(request.targetBucket)) {
    return { status: 404, refused: MINIO_CONFIG_MESSAGES.targetMissing };
  }
  if (bucket.remoteTargets.some((target) => target.targetURL?.endsWith(`//${endpoint}`))) {
    return { status: 400, refused: MINIO_CONFIG_MESSAGES.targetExists };
  }
  const sync = request.syncMode === 'sync';
  const target: RemoteBucket = {
    accessKey: request.accessKey,
    sourceBucket: bucket.name,
    targetURL: `${secure ? 'https' : 'http'}://${endpoint}`,
    targetBucket: request.targetBucket,
    remoteARN: `arn:minio:replication::${crypto.randomUUID()}:${request.targetBucket}`,
    status: 'online',
    service: 'replication',
    syncMode: sync ? 'sync' : 'async',
    bandwidth: sync ? 0 : (request.bandwidth ?? 0),
    healthCheckPeriod: request.healthCheckPeriod ?? 0,
  };
  bucket.remoteTargets.push(target);
  return target;
}

type RuleOptions = Pick<
  MultiBucketReplicationEdit,
  | 'prefix'
  | 'tags'
  | 'replicateDeleteMarkers'
  | 'replicateDeletes'
  | 'replicateMetadata'
  | 'replicateExistingObjects'
  | 'storageClass'
>;

const ruleFields = (options: RuleOptions) => ({
  prefix: options.prefix ?? '',
  tags: options.tags ?? '',
  storageClass: options.storageClass ?? '',
  delete_marker_replication: options.replicateDeleteMarkers ?? false,
  deletes_replication: options.replicateDeletes ?? false,
  metadata_replication: options.replicateMetadata ?? false,
  existingObjects: options.replicateExistingObjects ?? false,
});

const nextPriority = (rules: readonly BucketReplicationRule[]) =>
  Math.max(0, ...rules.map((rule) => rule.priority ?? 0)) + 1;

/** Removes the rules, then the targets no remaining rule uses, as the real server does. */
function removeRules(bucket: MockBucket, isRemoved: (rule: BucketReplicationRule) => boolean): void {
  bucket.replicationRules = bucket.replicationRules.filter((rule) => !isRemoved(rule));
  const used = new Set(bucket.replicationRules.map((rule) => rule.destination?.bucket));
  bucket.remoteTargets = bucket.remoteTargets.filter((target) => used.has(target.remoteARN));
}

const replicationHandlers = [
  http.get('*/api/v1/buckets/:bucket_name/replication', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), REPLICATION_READ);
    if (found instanceof Response) return found;
    const answer: BucketReplicationResponse = { rules: found.bucket.replicationRules };
    return HttpResponse.json(answer);
  }),

  http.get('*/api/v1/buckets/:bucket_name/replication/:rule_id', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), REPLICATION_READ);
    if (found instanceof Response) return found;
    const rule = found.bucket.replicationRules.find((candidate) => candidate.id === params.rule_id);
    if (!rule) return apiError(404, REPLICATION_MESSAGES.noSuchRule);
    const target = found.bucket.remoteTargets.find(
      (candidate) => candidate.remoteARN === rule.destination?.bucket,
    );
    if (!target) return HttpResponse.json(rule);
    const details: BucketReplicationRule = {
      ...rule,
      syncMode: target.syncMode === 'sync' ? 'sync' : 'async',
      bandwidth: String(target.bandwidth ?? 0),
      healthCheckPeriod: target.healthCheckPeriod ?? 0,
    };
    return HttpResponse.json(details);
  }),

  http.put('*/api/v1/buckets/:bucket_name/replication/:rule_id', async ({ params, request }) => {
    const found = bucketFor(String(params.bucket_name), REPLICATION_WRITE);
    if (found instanceof Response) return found;
    const edit = await parseBody(request, multiBucketReplicationEditSchema);
    if (edit instanceof Response) return edit;
    const rule = found.bucket.replicationRules.find((candidate) => candidate.id === params.rule_id);
    if (!rule) return apiError(404, REPLICATION_MESSAGES.noSuchRule);
    Object.assign(rule, ruleFields(edit), {
      status: edit.ruleState === false ? 'Disabled' : 'Enabled',
      priority: edit.priority || rule.priority,
      destination: { bucket: edit.arn },
    });
    return new HttpResponse(null, { status: 201 });
  }),

  http.delete('*/api/v1/buckets/:bucket_name/replication/:rule_id', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), REPLICATION_WRITE);
    if (found instanceof Response) return found;
    if (!found.bucket.replicationRules.some((rule) => rule.id === params.rule_id)) {
      return apiError(404, REPLICATION_MESSAGES.noSuchRule);
    }
    removeRules(found.bucket, (rule) => rule.id === params.rule_id);
    return noContent();
  }),

  http.delete('*/api/v1/buckets/:bucket_name/delete-all-replication-rules', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), REPLICATION_WRITE);
    if (found instanceof Response) return found;
    removeRules(found.bucket, () => true);
    return noContent();
  }),

  http.delete(
    '*/api/v1/buckets/:bucket_name/delete-selected-replication-rules',
    async ({ params, request }) => {
      const found = bucketFor(String(params.bucket_name), REPLICATION_WRITE);
      if (found instanceof Response) return found;
      const list = await parseBody(request, bucketReplicationRuleListSchema);
      if (list instanceof Response) return list;
      const selected = new Set(list.rules ?? []);
      removeRules(found.bucket, (rule) => selected.has(rule.id ?? ''));
      return noContent();
    },
  ),

  http.post('*/api/v1/buckets-replication', async ({ request }) => {
    const session = requireSession();
    if (session instanceof Response) return session;
    const body = await parseBody(request, multiBucketReplicationSchema);
    if (body instanceof Response) return body;
    const replicationState = body.bucketsRelation.map((pair) => {
      const state = { originBucket: pair.originBucket, targetBucket: pair.destinationBucket };
      const found = bucketFor(pair.originBucket, REPLICATION_WRITE);
      if (found instanceof Response) {
        const refused =
          found.status === 403 ? MINIO_MESSAGES.accessDenied : MINIO_BUCKET_MESSAGES.noSuchBucket;
        return { ...state, errorString: refused };
      }
      const target = addRemoteTarget(found.bucket, {
        ...body,
        sourceBucket: pair.originBucket,
        targetBucket: pair.destinationBucket,
      });
      if ('refused' in target) return { ...state, errorString: target.refused };
      found.bucket.replicationRules.push({
        ...ruleFields(body),
        id: randomId(),
        status: 'Enabled',
        priority: body.priority || nextPriority(found.bucket.replicationRules),
        destination: { bucket: target.remoteARN },
      });
      return state;
    });
    const answer: MultiBucketResponseState = { replicationState };
    return HttpResponse.json(answer);
  }),
];

// Remote targets

const remoteTargetHandlers = [
  http.get('*/api/v1/remote-buckets', () => {
    const user = adminFor('admin:GetBucketTarget');
    if (user instanceof Response) return user;
    const buckets = allBuckets().flatMap((bucket) => bucket.remoteTargets);
    const answer: ListRemoteBucketsResponse = { buckets, total: buckets.length };
    return HttpResponse.json(answer);
  }),

  http.post('*/api/v1/remote-buckets', async ({ request }) => {
    const user = adminFor('admin:SetBucketTarget');
    if (user instanceof Response) return user;
    const body = await parseBody(request, createRemoteBucketSchema);
    if (body instanceof Response) return body;
    const bucket = findBucket(body.sourceBucket);
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    const target = addRemoteTarget(bucket, body);
    if ('refused' in target) return apiError(target.status, target.refused);
    return new HttpResponse(null, { status: 201 });
  }),

  http.get('*/api/v1/remote-buckets/:name', ({ params }) => {
    const user = adminFor('admin:GetBucketTarget');
    if (user instanceof Response) return user;
    const [first] = findBucket(String(params.name))?.remoteTargets ?? [];
    return first
      ? HttpResponse.json(first)
      : apiError(404, REPLICATION_MESSAGES.noRemoteTarget(String(params.name)));
  }),

  http.delete('*/api/v1/remote-buckets/:source/:arn', ({ params }) => {
    const user = adminFor('admin:SetBucketTarget');
    if (user instanceof Response) return user;
    const bucket = findBucket(String(params.source));
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    if (!bucket.remoteTargets.some((target) => target.remoteARN === params.arn))
      return apiError(404, MINIO_CONFIG_MESSAGES.targetMissing);
    bucket.remoteTargets = bucket.remoteTargets.filter((target) => target.remoteARN !== params.arn);
    return noContent();
  }),
];

// Lifecycle

const positive = (days: number | undefined) => (days && days > 0 ? days : undefined);

/** The rule as GET /lifecycle lists it once MinIO has stored it. */
function storedLifecycleRule(id: string, rule: AddBucketLifecycle): ObjectBucketLifecycle {
  const transition = rule.type === 'transition';
  const tier = rule.storage_class?.trim().toUpperCase() ?? '';
  const noncurrentTransitionDays = transition ? positive(rule.noncurrentversion_transition_days) : undefined;
  return {
    id,
    prefix: rule.prefix ?? '',
    status: rule.disable ? 'Disabled' : 'Enabled',
    tags: parseRuleTags(rule.tags ?? '') ?? [],
    expiration: {
      days: positive(rule.expiry_days) ?? 0,
      delete_marker: rule.expired_object_delete_marker ?? false,
      delete_all: rule.expired_object_delete_all ?? false,
      noncurrent_expiration_days: positive(rule.noncurrentversion_expiration_days) ?? 0,
      newer_noncurrent_expiration_versions: positive(rule.newer_noncurrentversion_expiration_versions) ?? 0,
    },
    transition: {
      days: transition ? (positive(rule.transition_days) ?? 0) : 0,
      storage_class: transition && positive(rule.transition_days) ? tier : '',
      noncurrent_transition_days: noncurrentTransitionDays ?? 0,
      noncurrent_storage_class: noncurrentTransitionDays
        ? rule.noncurrentversion_transition_storage_class?.trim().toUpperCase() || tier
        : '',
    },
  };
}

/** What MinIO refuses in a rule our server let through. */
function minioLifecycleRefusal(rule: AddBucketLifecycle): Response | null {
  if (rule.expired_object_delete_marker && positive(rule.expiry_days)) {
    return apiError(400, MINIO_CONFIG_MESSAGES.deleteMarkerWithDays);
  }
  const tiers =
    rule.type === 'transition' ? [rule.storage_class, rule.noncurrentversion_transition_storage_class] : [];
  const unknownTier = tiers.some((tier) => tier?.trim() && !MOCK_TIERS.includes(tier.trim().toUpperCase()));
  return unknownTier ? apiError(400, MINIO_CONFIG_MESSAGES.invalidStorageClass) : null;
}

const LIFECYCLE_READ = ['s3:GetLifecycleConfiguration'];
const LIFECYCLE_WRITE = ['s3:PutLifecycleConfiguration'];

const lifecycleHandlers = [
  http.get('*/api/v1/admin/tiers/names', () => {
    const user = adminFor('admin:ListTier');
    if (user instanceof Response) return user;
    return HttpResponse.json({ items: MOCK_TIERS });
  }),

  http.get('*/api/v1/buckets/:bucket_name/lifecycle', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), LIFECYCLE_READ);
    if (found instanceof Response) return found;
    const answer: BucketLifecycleResponse = { lifecycle: found.bucket.lifecycleRules };
    return HttpResponse.json(answer);
  }),

  http.post('*/api/v1/buckets/:bucket_name/lifecycle', async ({ params, request }) => {
    const found = bucketFor(String(params.bucket_name), LIFECYCLE_WRITE);
    if (found instanceof Response) return found;
    const rule = await parseBody(request, addBucketLifecycleSchema);
    if (rule instanceof Response) return rule;
    const problem = lifecycleRuleProblem(rule);
    if (problem) return apiError(400, problem);
    const refusal = minioLifecycleRefusal(rule);
    if (refusal) return refusal;
    found.bucket.lifecycleRules.push(storedLifecycleRule(randomId(), rule));
    return new HttpResponse(null, { status: 201 });
  }),

  http.put('*/api/v1/buckets/:bucket_name/lifecycle/:lifecycle_id', async ({ params, request }) => {
    const found = bucketFor(String(params.bucket_name), LIFECYCLE_WRITE);
    if (found instanceof Response) return found;
    const rule = await parseBody(request, updateBucketLifecycleSchema);
    if (rule instanceof Response) return rule;
    const problem = lifecycleRuleProblem(rule);
    if (problem) return apiError(400, problem);
    const ruleId = String(params.lifecycle_id);
    const index = found.bucket.lifecycleRules.findIndex((candidate) => candidate.id === ruleId);
    if (index < 0) return apiError(404, LIFECYCLE_MESSAGES.noSuchRule(ruleId));
    const refusal = minioLifecycleRefusal(rule);
    if (refusal) return refusal;
    found.bucket.lifecycleRules[index] = storedLifecycleRule(ruleId, rule);
    return new HttpResponse(null, { status: 200 });
  }),

  http.delete('*/api/v1/buckets/:bucket_name/lifecycle/:lifecycle_id', ({ params }) => {
    const found = bucketFor(String(params.bucket_name), LIFECYCLE_WRITE);
    if (found instanceof Response) return found;
    const ruleId = String(params.lifecycle_id);
    if (!found.bucket.lifecycleRules.some((rule) => rule.id === ruleId)) {
      return apiError(404, LIFECYCLE_MESSAGES.noSuchRule(ruleId));
    }
    found.bucket.lifecycleRules = found.bucket.lifecycleRules.filter((rule) => rule.id !== ruleId);
    return noContent();
  }),
];

/** Events, replication with its remote targets, and lifecycle, as server/buckets/config.ts answers them. */
export const bucketConfigHandlers = [
  ...eventHandlers,
  ...replicationHandlers,
  ...remoteTargetHandlers,
  ...lifecycleHandlers,
];
