import * as operations from '../../src/contract/bucket-replication.ts';
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
    serve(operations.getBucketReplication, ({ params }, c) =>
      listReplicationRules(c.get('s3'), params.bucket_name),
    ),
    serve(operations.getBucketReplicationRule, ({ params }, c) =>
      replicationRuleDetails(c.get('s3'), c.get('admin'), params.bucket_name, params.rule_id),
    ),
    serve(operations.updateMultiBucketReplication, ({ params, body }, c) =>
      updateReplicationRule(c.get('s3'), params.bucket_name, params.rule_id, body),
    ),
    serve(operations.deleteBucketReplicationRule, async ({ params }, c) => {
      const isRule = (id: string) => id === params.rule_id;
      const removed = await removeReplicationRules(c.get('s3'), c.get('admin'), params.bucket_name, isRule);
      if (removed === 0) throw new ConsoleError(404, REPLICATION_MESSAGES.noSuchRule);
    }),
    serve(operations.deleteAllReplicationRules, async ({ params }, c) => {
      await removeReplicationRules(c.get('s3'), c.get('admin'), params.bucket_name, () => true);
    }),
    serve(operations.deleteSelectedReplicationRules, async ({ params, body }, c) => {
      const selected = new Set(body.rules ?? []);
      await removeReplicationRules(c.get('s3'), c.get('admin'), params.bucket_name, (id) => selected.has(id));
    }),
    serve(operations.setMultiBucketReplication, ({ body }, c) =>
      setMultiBucketReplication(c.get('s3'), c.get('admin'), body),
    ),
  ];
}

/** The remote targets replication rules send to. */
function remoteTargetRoutes(): Route<SessionEnv>[] {
  return [
    serve(operations.listRemoteBuckets, (_, c) => listRemoteBuckets(c.get('admin'))),
    serve(operations.addRemoteBucket, async ({ body }, c) => {
      await addRemoteTarget(c.get('admin'), body);
    }),
    serve(operations.remoteBucketDetails, ({ params }, c) =>
      remoteBucketDetails(c.get('admin'), params.name),
    ),
    serve(operations.deleteRemoteBucket, ({ params }, c) =>
      c.get('admin').removeRemoteTarget(params.source_bucket_name, params.arn),
    ),
  ];
}

/** Replication rules of a bucket and the remote targets behind them. */
export const bucketReplicationRoutes = (): Route<SessionEnv>[] => [
  ...replicationRuleRoutes(),
  ...remoteTargetRoutes(),
];
