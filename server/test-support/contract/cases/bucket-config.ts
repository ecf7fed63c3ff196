import * as bucketEvents from '../../../../src/contract/bucket-events.ts';
import * as bucketLifecycle from '../../../../src/contract/bucket-lifecycle.ts';
import * as bucketReplication from '../../../../src/contract/bucket-replication.ts';
import { type AreaCases, operationCases, standardRefusals, type TargetContext } from '../case.ts';

/** A notification target neither target has: the test MinIO has none configured. */
const UNKNOWN_ARN = 'arn:minio:sqs::cs-none:webhook';

export const bucketEventCases: AreaCases = (fixture) => {
  const params = { bucket_name: fixture.bucket };
  const event = { params, body: { configuration: { arn: UNKNOWN_ARN, events: ['put'] } } };
  const removal = {
    params: { ...params, arn: UNKNOWN_ARN },
    body: { events: ['put'], prefix: '', suffix: '' },
  };
  return [
    ...operationCases(bucketEvents.listArns, fixture, { request: {} }),
    ...operationCases(bucketEvents.listBucketEvents, fixture, { request: { params } }),
    {
      endpoint: bucketEvents.createBucketEvent,
      name: 'a target the server does not have',
      kind: 'other',
      request: { declared: event },
      expect: { status: 400 },
    },
    ...standardRefusals(bucketEvents.createBucketEvent, event, fixture),
    {
      endpoint: bucketEvents.deleteBucketEvent,
      name: 'a notification the bucket does not have',
      kind: 'other',
      request: { declared: removal },
      expect: { status: 404 },
    },
    ...standardRefusals(bucketEvents.deleteBucketEvent, removal, fixture),
  ];
};

async function lifecycleRuleId(target: TargetContext, bucket: string, prefix: string): Promise<string> {
  const { lifecycle } = (await target.ask(bucketLifecycle.getBucketLifecycle, {
    params: { bucket_name: bucket },
  })) as bucketLifecycle.BucketLifecycleResponse;
  const rule = lifecycle?.find((candidate) => candidate.prefix === prefix);
  if (!rule?.id) throw new Error(`no lifecycle rule for ${prefix} in ${bucket}`);
  return rule.id;
}

export const bucketLifecycleCases: AreaCases = (fixture) => {
  const params = { bucket_name: fixture.bucket };
  const prefix = 'lifecycle/';
  const rule = { type: 'expiry', prefix, expiry_days: 2 };
  const ruleParams = { ...params, lifecycle_id: 'cs-rule' };
  const withRuleId = (body?: object) => async (target: TargetContext) => ({
    declared: {
      params: { ...params, lifecycle_id: await lifecycleRuleId(target, fixture.bucket, prefix) },
      body,
    },
  });
  return [
    ...operationCases(bucketLifecycle.listTierNames, fixture, { request: {} }),
    ...operationCases(bucketLifecycle.addBucketLifecycle, fixture, {
      request: { params, body: { ...rule, expiry_days: 1 } },
    }),
    ...operationCases(bucketLifecycle.getBucketLifecycle, fixture, {
      request: { params },
      expect: { fields: [`lifecycle[prefix=${prefix}].id`, `lifecycle[prefix=${prefix}].expiration.days`] },
    }),
    ...operationCases(bucketLifecycle.updateBucketLifecycle, fixture, {
      request: { params: ruleParams, body: rule },
      forTarget: withRuleId(rule),
    }),
    ...operationCases(bucketLifecycle.deleteBucketLifecycleRule, fixture, {
      request: { params: ruleParams },
      forTarget: withRuleId(),
    }),
  ];
};

/** The target's keys and address of its replication peer, as a form names a remote MinIO. */
const peerAccess = ({ peer }: TargetContext) => ({
  accessKey: peer.accessKey,
  secretKey: peer.secretKey,
  targetURL: peer.url,
});

async function firstReplicationRule(target: TargetContext, bucket: string) {
  const { rules } = (await target.ask(bucketReplication.getBucketReplication, {
    params: { bucket_name: bucket },
  })) as bucketReplication.BucketReplicationResponse;
  const rule = rules?.[0];
  if (!rule?.id || !rule.destination?.bucket) throw new Error(`no replication rule in ${bucket}`);
  return { id: rule.id, arn: rule.destination.bucket };
}

async function remoteArn(target: TargetContext, sourceBucket: string, targetBucket: string) {
  const { buckets } = (await target.ask(
    bucketReplication.listRemoteBuckets,
    {},
  )) as bucketReplication.ListRemoteBucketsResponse;
  const remote = buckets?.find((b) => b.sourceBucket === sourceBucket && b.targetBucket === targetBucket);
  if (!remote) throw new Error(`no remote target ${sourceBucket} → ${targetBucket}`);
  return remote.remoteARN;
}

export const bucketReplicationCases: AreaCases = (fixture) => {
  const params = { bucket_name: fixture.bucket };
  const ruleParams = { ...params, rule_id: 'cs-rule' };
  /** A peer no target reaches: the refusals are decided before MinIO is asked. */
  const unreachable = { accessKey: 'cs-access', secretKey: 'cs-secret-key', targetURL: 'http://127.0.0.1:1' };
  const edit = { arn: 'arn:minio:replication::cs:none', ruleState: true, prefix: 'replicated/' };
  return [
    ...operationCases(bucketReplication.getBucketReplication, fixture, { request: { params } }),
    ...operationCases(bucketReplication.setMultiBucketReplication, fixture, {
      request: {
        body: { ...unreachable, bucketsRelation: [{ originBucket: fixture.bucket, destinationBucket: 'b' }] },
      },
      forTarget: async (target) => ({
        declared: {
          body: {
            ...peerAccess(target),
            bucketsRelation: [{ originBucket: fixture.bucket, destinationBucket: target.peer.buckets[0] }],
          },
        },
      }),
      expect: { fields: ['replicationState[].originBucket'] },
    }),
    ...operationCases(bucketReplication.getBucketReplicationRule, fixture, {
      request: { params: ruleParams },
      forTarget: async (target) => ({
        declared: { params: { ...params, rule_id: (await firstReplicationRule(target, fixture.bucket)).id } },
      }),
      expect: { fields: ['id', 'destination.bucket', 'status'] },
    }),
    ...operationCases(bucketReplication.updateMultiBucketReplication, fixture, {
      request: { params: ruleParams, body: edit },
      forTarget: async (target) => {
        const rule = await firstReplicationRule(target, fixture.bucket);
        return { declared: { params: { ...params, rule_id: rule.id }, body: { ...edit, arn: rule.arn } } };
      },
    }),
    ...operationCases(bucketReplication.listRemoteBuckets, fixture, {
      request: {},
      expect: { fields: [`buckets[sourceBucket=${fixture.bucket}].remoteARN`] },
    }),
    ...operationCases(bucketReplication.remoteBucketDetails, fixture, {
      request: { params: { bucket_name: fixture.bucket } },
      expect: { fields: ['remoteARN', 'targetBucket'] },
    }),
    ...operationCases(bucketReplication.deleteBucketReplicationRule, fixture, {
      request: { params: ruleParams },
      forTarget: async (target) => ({
        declared: { params: { ...params, rule_id: (await firstReplicationRule(target, fixture.bucket)).id } },
      }),
    }),
    ...operationCases(bucketReplication.deleteSelectedReplicationRules, fixture, {
      request: { params, body: { rules: ['cs-rule'] } },
    }),
    ...operationCases(bucketReplication.deleteAllReplicationRules, fixture, { request: { params } }),
    ...operationCases(bucketReplication.addRemoteBucket, fixture, {
      request: { body: { ...unreachable, sourceBucket: fixture.bucket, targetBucket: 'b' } },
      forTarget: async (target) => ({
        declared: {
          body: { ...peerAccess(target), sourceBucket: fixture.bucket, targetBucket: target.peer.buckets[1] },
        },
      }),
    }),
    ...operationCases(bucketReplication.deleteRemoteBucket, fixture, {
      request: { params: { source_bucket_name: fixture.bucket, arn: 'arn:minio:replication::cs:none' } },
      forTarget: async (target) => ({
        declared: {
          params: {
            source_bucket_name: fixture.bucket,
            arn: await remoteArn(target, fixture.bucket, target.peer.buckets[1]),
          },
        },
      }),
    }),
  ];
};
