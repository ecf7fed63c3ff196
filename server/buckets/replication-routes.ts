import * as bucketReplication from '../../src/contract/bucket-replication.ts';
import { REPLICATION_MESSAGES } from '../../src/contract/bucket-replication.ts';
import type { SessionEnv } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import { addRemoteTarget, listRemoteBuckets, remoteBucketDetails } from './remote-targets-calls.ts';
import {
  listReplicationRules,
  removeReplicationRules,
  replicationRuleDetails,
  setMultiBucketReplication,
  updateReplicationRule,
} from './replication-calls.ts';

/** Replication rules of a bucket (console-api §3.4). */
function replicationRuleRoutes(): Route<SessionEnv>[] {
  return [
    serve(bucketReplication.getBucketReplication, ({ params }, c) =>
      listReplicationRules(c.get('s3'), params.bucket_name),
    ),
    serve(bucketReplication.getBucketReplicationRule, ({ params }, c) =>
      replicationRuleDetails(c.get('s3'), c.get('admin'), params.bucket_name, params.rule_id),
    ),
    serve(bucketReplication.updateMultiBucketReplication, ({ params, body }, c) =>
      updateReplicationRule(c.get('s3'), params.bucket_name, params.rule_id, body),
    ),
    serve(bucketReplication.deleteBucketReplicationRule, async ({ params }, c) => {
      const isRule = (id: string) => id === params.rule_id;
      const removed = await removeReplicationRules(c.get('s3'), c.get('admin'), params.bucket_name, isRule);
      if (removed === 0) throw new ConsoleError(404, REPLICATION_MESSAGES.noSuchRule);
    }),
    serve(bucketReplication.deleteAllReplicationRules, async ({ params }, c) => {
      await removeReplicationRules(c.get('s3'), c.get('admin'), params.bucket_name, () => true);
    }),
    serve(bucketReplication.deleteSelectedReplicationRules, async ({ params, body }, c) => {
      const selected = new Set(body.rules ?? []);
      await removeReplicationRules(c.get('s3'), c.get('admin'), params.bucket_name, (id) => selected.has(id));
    }),
    serve(bucketReplication.setMultiBucketReplication, ({ body }, c) =>
      setMultiBucketReplication(c.get('s3'), c.get('admin'), body),
    ),
  ];
}

/** The remote targets replication rules send to. */
function remoteTargetRoutes(): Route<SessionEnv>[] {
  return [
    serve(bucketReplication.listRemoteBuckets, (_, c) => listRemoteBuckets(c.get('admin'))),
    serve(bucketReplication.addRemoteBucket, async ({ body }, c) => {
      await addRemoteTarget(c.get('admin'), body);
    }),
    serve(bucketReplication.remoteBucketDetails, ({ params }, c) =>
      remoteBucketDetails(c.get('admin'), params.bucket_name),
    ),
    serve(bucketReplication.deleteRemoteBucket, ({ params }, c) =>
      c.get('admin').removeRemoteTarget(params.source_bucket_name, params.arn),
    ),
  ];
}

/** Replication rules of a bucket and the remote targets behind them. */
export const bucketReplicationRoutes = (): Route<SessionEnv>[] => [
  ...replicationRuleRoutes(),
  ...remoteTargetRoutes(),
];
