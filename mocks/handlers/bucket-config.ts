import * as bucketEvents from '../../src/contract/bucket-events';
import * as bucketLifecycle from '../../src/contract/bucket-lifecycle';
import * as bucketReplication from '../../src/contract/bucket-replication';
import { parseRuleTags } from '../../src/contract/rule-tags';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { MOCK_NOTIFICATION_ARNS, MOCK_REMOTE } from '../bucket-config-seed';
import { allBuckets, findBucket, type MockBucket } from '../buckets-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { mockTierNames } from '../tiers-model';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { mock } from './mock';
import { apiError } from './respond';

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
 * The bucket, when the user has the right to one of the actions on it, in the order MinIO checks them
 * (refused before unknown); otherwise the error response the real server gives.
 */
function bucketFor(user: MockUser, bucketName: string, actions: string[]): MockBucket | Response {
  if (!hasPermission(user.permissions, bucketName, actions))
    return apiError(403, MINIO_MESSAGES.accessDenied);
  return findBucket(bucketName) ?? apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
}

/** MinIO's refusal when the user does not hold the admin action, otherwise null. */
const adminRefusal = (user: MockUser, action: string): Response | null =>
  isAllowed(user, action) ? null : apiError(403, MINIO_MESSAGES.accessDenied);

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

// Events

const sameTypes = (
  a: readonly bucketEvents.NotificationEventType[],
  b: readonly bucketEvents.NotificationEventType[],
) => a.length === b.length && a.every((type) => b.includes(type));

/** MinIO refuses a second notification to the same target, keys and any of the same event types. */
const overlaps = (existing: bucketEvents.NotificationConfig, added: bucketEvents.NotificationConfig) =>
  existing.arn === added.arn &&
  (existing.prefix ?? '') === (added.prefix ?? '') &&
  (existing.suffix ?? '') === (added.suffix ?? '') &&
  (existing.events ?? []).some((type) => (added.events ?? []).includes(type));

const DEFAULT_EVENTS: readonly bucketEvents.NotificationEventType[] = ['put', 'get', 'delete'];

const eventHandlers = [
  mock(
    bucketEvents.listArns,
    ({ session }) => adminRefusal(session.user, 'admin:ServerInfo') ?? { arns: MOCK_NOTIFICATION_ARNS },
  ),

  mock(bucketEvents.listBucketEvents, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, ['s3:GetBucketNotification']);
    if (bucket instanceof Response) return bucket;
    return { events: bucket.events, total: bucket.events.length };
  }),

  mock(bucketEvents.createBucketEvent, ({ params, body, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, ['s3:PutBucketNotification']);
    if (bucket instanceof Response) return bucket;
    const added: bucketEvents.NotificationConfig = {
      ...body.configuration,
      id: '',
      events: [...(body.configuration.events?.length ? body.configuration.events : DEFAULT_EVENTS)],
      prefix: body.configuration.prefix ?? '',
      suffix: body.configuration.suffix ?? '',
    };
    if (!MOCK_NOTIFICATION_ARNS.includes(added.arn)) return apiError(400, MINIO_CONFIG_MESSAGES.invalidArn);
    if (bucket.events.some((existing) => overlaps(existing, added))) {
      return body.ignoreExisting ? undefined : apiError(400, MINIO_CONFIG_MESSAGES.overlappingEvents);
    }
    bucket.events.push(added);
  }),

  mock(bucketEvents.deleteBucketEvent, ({ params, body: match, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, ['s3:PutBucketNotification']);
    if (bucket instanceof Response) return bucket;
    const isMatch = (event: bucketEvents.NotificationConfig) =>
      event.arn === params.arn &&
      sameTypes(event.events ?? [], match.events) &&
      event.prefix === match.prefix &&
      event.suffix === match.suffix;
    const kept = bucket.events.filter((event) => !isMatch(event));
    if (kept.length === bucket.events.length)
      return apiError(404, bucketEvents.BUCKET_EVENT_MESSAGES.noMatch);
    bucket.events = kept;
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
function addRemoteTarget(
  bucket: MockBucket,
  request: bucketReplication.CreateRemoteBucket,
): bucketReplication.RemoteBucket | Refusal {
  if (bucket.versioning !== 'Enabled')
    return { status: 400, refused: MINIO_CONFIG_MESSAGES.sourceNotVersioned };
  const { endpoint, secure } = bucketReplication.remoteEndpointOf(request.targetURL);
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
  const target: bucketReplication.RemoteBucket = {
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

const nextPriority = (rules: readonly bucketReplication.BucketReplicationRule[]) =>
  Math.max(0, ...rules.map((rule) => rule.priority ?? 0)) + 1;

/** Removes the rules, then the targets no remaining rule uses, as the real server does. */
function removeRules(
  bucket: MockBucket,
  isRemoved: (rule: bucketReplication.BucketReplicationRule) => boolean,
): void {
  bucket.replicationRules = bucket.replicationRules.filter((rule) => !isRemoved(rule));
  const used = new Set(bucket.replicationRules.map((rule) => rule.destination?.bucket));
  bucket.remoteTargets = bucket.remoteTargets.filter((target) => used.has(target.remoteARN));
}

const replicationHandlers = [
  mock(bucketReplication.getBucketReplication, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, REPLICATION_READ);
    return bucket instanceof Response ? bucket : { rules: bucket.replicationRules };
  }),

  mock(bucketReplication.getBucketReplicationRule, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, REPLICATION_READ);
    if (bucket instanceof Response) return bucket;
    const rule = bucket.replicationRules.find((candidate) => candidate.id === params.rule_id);
    if (!rule) return apiError(404, bucketReplication.REPLICATION_MESSAGES.noSuchRule);
    const target = bucket.remoteTargets.find((candidate) => candidate.remoteARN === rule.destination?.bucket);
    if (!target) return rule;
    const details: bucketReplication.BucketReplicationRule = {
      ...rule,
      syncMode: target.syncMode === 'sync' ? 'sync' : 'async',
      bandwidth: String(target.bandwidth ?? 0),
      healthCheckPeriod: target.healthCheckPeriod ?? 0,
    };
    return details;
  }),

  mock(bucketReplication.updateMultiBucketReplication, ({ params, body: edit, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, REPLICATION_WRITE);
    if (bucket instanceof Response) return bucket;
    const rule = bucket.replicationRules.find((candidate) => candidate.id === params.rule_id);
    if (!rule) return apiError(404, bucketReplication.REPLICATION_MESSAGES.noSuchRule);
    Object.assign(rule, bucketReplication.replicationRuleFields(edit), {
      status: edit.ruleState === false ? 'Disabled' : 'Enabled',
      priority: edit.priority || rule.priority,
      destination: { bucket: edit.arn },
    });
  }),

  mock(bucketReplication.deleteBucketReplicationRule, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, REPLICATION_WRITE);
    if (bucket instanceof Response) return bucket;
    if (!bucket.replicationRules.some((rule) => rule.id === params.rule_id)) {
      return apiError(404, bucketReplication.REPLICATION_MESSAGES.noSuchRule);
    }
    removeRules(bucket, (rule) => rule.id === params.rule_id);
  }),

  mock(bucketReplication.deleteAllReplicationRules, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, REPLICATION_WRITE);
    if (bucket instanceof Response) return bucket;
    removeRules(bucket, () => true);
  }),

  mock(bucketReplication.deleteSelectedReplicationRules, ({ params, body, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, REPLICATION_WRITE);
    if (bucket instanceof Response) return bucket;
    const selected = new Set(body.rules ?? []);
    removeRules(bucket, (rule) => selected.has(rule.id ?? ''));
  }),

  mock(bucketReplication.setMultiBucketReplication, ({ body, session }) => {
    const replicationState = body.bucketsRelation.map((pair) => {
      const state = { originBucket: pair.originBucket, targetBucket: pair.destinationBucket };
      const bucket = bucketFor(session.user, pair.originBucket, REPLICATION_WRITE);
      if (bucket instanceof Response) {
        const refused =
          bucket.status === 403 ? MINIO_MESSAGES.accessDenied : MINIO_BUCKET_MESSAGES.noSuchBucket;
        return { ...state, errorString: refused };
      }
      const target = addRemoteTarget(bucket, {
        ...body,
        sourceBucket: pair.originBucket,
        targetBucket: pair.destinationBucket,
      });
      if ('refused' in target) return { ...state, errorString: target.refused };
      bucket.replicationRules.push({
        ...bucketReplication.replicationRuleFields(body),
        id: randomId(),
        status: 'Enabled',
        priority: body.priority || nextPriority(bucket.replicationRules),
        destination: { bucket: target.remoteARN },
      });
      return state;
    });
    return { replicationState };
  }),
];

// Remote targets

const remoteTargetHandlers = [
  mock(bucketReplication.listRemoteBuckets, ({ session }) => {
    const buckets = allBuckets().flatMap((bucket) => bucket.remoteTargets);
    return adminRefusal(session.user, 'admin:GetBucketTarget') ?? { buckets, total: buckets.length };
  }),

  mock(bucketReplication.addRemoteBucket, ({ body, session }) => {
    const refusal = adminRefusal(session.user, 'admin:SetBucketTarget');
    if (refusal) return refusal;
    const bucket = findBucket(body.sourceBucket);
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    const target = addRemoteTarget(bucket, body);
    if ('refused' in target) return apiError(target.status, target.refused);
  }),

  mock(bucketReplication.remoteBucketDetails, ({ params, session }) => {
    const refusal = adminRefusal(session.user, 'admin:GetBucketTarget');
    if (refusal) return refusal;
    const bucket = findBucket(params.bucket_name);
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    const [first] = bucket.remoteTargets;
    return first ?? apiError(404, bucketReplication.REPLICATION_MESSAGES.noRemoteTarget(params.bucket_name));
  }),

  mock(bucketReplication.deleteRemoteBucket, ({ params, session }) => {
    const refusal = adminRefusal(session.user, 'admin:SetBucketTarget');
    if (refusal) return refusal;
    const bucket = findBucket(params.source_bucket_name);
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    if (!bucket.remoteTargets.some((target) => target.remoteARN === params.arn))
      return apiError(404, MINIO_CONFIG_MESSAGES.targetMissing);
    bucket.remoteTargets = bucket.remoteTargets.filter((target) => target.remoteARN !== params.arn);
  }),
];

// Lifecycle

const positive = (days: number | undefined) => (days && days > 0 ? days : undefined);

/** The rule as GET /lifecycle lists it once MinIO has stored it. */
function storedLifecycleRule(
  id: string,
  rule: bucketLifecycle.AddBucketLifecycle,
): bucketLifecycle.ObjectBucketLifecycle {
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
function minioLifecycleRefusal(rule: bucketLifecycle.AddBucketLifecycle): Response | null {
  if (rule.expired_object_delete_marker && positive(rule.expiry_days)) {
    return apiError(400, MINIO_CONFIG_MESSAGES.deleteMarkerWithDays);
  }
  const tiers =
    rule.type === 'transition' ? [rule.storage_class, rule.noncurrentversion_transition_storage_class] : [];
  const unknownTier = tiers.some(
    (tier) => tier?.trim() && !mockTierNames().includes(tier.trim().toUpperCase()),
  );
  return unknownTier ? apiError(400, MINIO_CONFIG_MESSAGES.invalidStorageClass) : null;
}

const LIFECYCLE_READ = ['s3:GetLifecycleConfiguration'];
const LIFECYCLE_WRITE = ['s3:PutLifecycleConfiguration'];

const lifecycleHandlers = [
  mock(
    bucketLifecycle.listTierNames,
    ({ session }) => adminRefusal(session.user, 'admin:ListTier') ?? { items: mockTierNames() },
  ),

  mock(bucketLifecycle.getBucketLifecycle, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, LIFECYCLE_READ);
    return bucket instanceof Response ? bucket : { lifecycle: bucket.lifecycleRules };
  }),

  mock(bucketLifecycle.addBucketLifecycle, ({ params, body: rule, session }) => {
    const problem = bucketLifecycle.lifecycleRuleProblem(rule);
    if (problem) return apiError(400, problem);
    const bucket = bucketFor(session.user, params.bucket_name, LIFECYCLE_WRITE);
    if (bucket instanceof Response) return bucket;
    const refusal = minioLifecycleRefusal(rule);
    if (refusal) return refusal;
    bucket.lifecycleRules.push(storedLifecycleRule(randomId(), rule));
  }),

  mock(bucketLifecycle.updateBucketLifecycle, ({ params, body: rule, session }) => {
    const problem = bucketLifecycle.lifecycleRuleProblem(rule);
    if (problem) return apiError(400, problem);
    const bucket = bucketFor(session.user, params.bucket_name, LIFECYCLE_WRITE);
    if (bucket instanceof Response) return bucket;
    const ruleId = params.lifecycle_id;
    const index = bucket.lifecycleRules.findIndex((candidate) => candidate.id === ruleId);
    if (index < 0) return apiError(404, bucketLifecycle.LIFECYCLE_MESSAGES.noSuchRule(ruleId));
    const refusal = minioLifecycleRefusal(rule);
    if (refusal) return refusal;
    bucket.lifecycleRules[index] = storedLifecycleRule(ruleId, rule);
  }),

  mock(bucketLifecycle.deleteBucketLifecycleRule, ({ params, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, LIFECYCLE_WRITE);
    if (bucket instanceof Response) return bucket;
    const ruleId = params.lifecycle_id;
    if (!bucket.lifecycleRules.some((rule) => rule.id === ruleId)) {
      return apiError(404, bucketLifecycle.LIFECYCLE_MESSAGES.noSuchRule(ruleId));
    }
    bucket.lifecycleRules = bucket.lifecycleRules.filter((rule) => rule.id !== ruleId);
  }),
];

/** Events, replication with its remote targets, and lifecycle, as the console server answers them. */
export const bucketConfigHandlers = [
  ...eventHandlers,
  ...replicationHandlers,
  ...remoteTargetHandlers,
  ...lifecycleHandlers,
];
