import {
  type BucketReplicationResponse,
  type BucketReplicationRule,
  type MultiBucketReplication,
  type MultiBucketReplicationEdit,
  type MultiBucketResponseState,
  REPLICATION_MESSAGES,
  replicationRuleFields,
} from '../../src/contract/bucket-replication.ts';
import { ConsoleError, toConsoleError } from '../http/errors.ts';
import type { AdminClient, BucketTarget } from '../minio/admin-client.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { readBucketConfig } from '../minio/s3-config.ts';
import { childNumber, childText, element, type XmlElement } from '../minio/s3-xml.ts';
import { remoteBucketOf } from './remote-targets.ts';
import { addRemoteTarget, removeRemoteTargetIfPresent } from './remote-targets-calls.ts';
import {
  destinationOf,
  emptyReplicationDocument,
  nextPriority,
  replicationRuleElement,
  replicationRuleOf,
  rulesOf,
} from './replication.ts';
import { newRuleId } from './rule-parts.ts';

/** Writes the document, or removes the configuration when no rule is left (S3 refuses an empty one). */
async function saveReplication(client: S3Client, bucketName: string, document: XmlElement): Promise<void> {
  if (rulesOf(document).length === 0) await client.deleteBucketConfig(bucketName, 'replication');
  else await client.putBucketConfig(bucketName, 'replication', document);
}

export async function listReplicationRules(
  client: S3Client,
  bucketName: string,
): Promise<BucketReplicationResponse> {
  return { rules: rulesOf(await readBucketConfig(client, bucketName, 'replication')).map(replicationRuleOf) };
}

/** The bucket's replication document and the rule with that ID in it; 404 when there is none. */
async function readRule(client: S3Client, bucketName: string, ruleId: string) {
  const document = await readBucketConfig(client, bucketName, 'replication');
  const rule = rulesOf(document).find((candidate) => childText(candidate, 'ID') === ruleId);
  if (!document || !rule) throw new ConsoleError(404, REPLICATION_MESSAGES.noSuchRule);
  return { document, rule };
}

/** The rule with the sync mode, bandwidth and health check of its target, when the session may read it. */
export async function replicationRuleDetails(
  client: S3Client,
  admin: AdminClient,
  bucketName: string,
  ruleId: string,
): Promise<BucketReplicationRule> {
  const rule = replicationRuleOf((await readRule(client, bucketName, ruleId)).rule);
  const targets = await admin.listRemoteTargets(bucketName).catch((): BucketTarget[] => []);
  const target = targets.find((candidate) => candidate.arn === rule.destination?.bucket);
  if (!target) return rule;
  const remote = remoteBucketOf(target);
  return {
    ...rule,
    syncMode: target.replicationSync ? 'sync' : 'async',
    bandwidth: String(remote.bandwidth),
    healthCheckPeriod: remote.healthCheckPeriod,
  };
}

async function addReplicationRule(
  client: S3Client,
  bucketName: string,
  arn: string,
  request: MultiBucketReplication,
): Promise<void> {
  const document = (await readBucketConfig(client, bucketName, 'replication')) ?? emptyReplicationDocument();
  const rule = replicationRuleElement({
    ...replicationRuleFields(request),
    id: newRuleId(),
    arn,
    enabled: true,
    priority: request.priority || nextPriority(rulesOf(document)),
  });
  await client.putBucketConfig(
    bucketName,
    'replication',
    element(document.name, [...document.children, rule]),
  );
}

type ReplicationState = NonNullable<MultiBucketResponseState['replicationState']>[number];
type BucketPair = MultiBucketReplication['bucketsRelation'][number];

/** What setting up one pair does, apart so the rollback can be tested. */
export interface PairReplicationSteps {
  /** The new remote target's ARN. */
  addTarget: (pair: BucketPair) => Promise<string>;
  addRule: (pair: BucketPair, arn: string) => Promise<void>;
  removeTarget: (pair: BucketPair, arn: string) => Promise<void>;
}

function pairReplicationSteps(
  client: S3Client,
  admin: AdminClient,
  request: MultiBucketReplication,
): PairReplicationSteps {
  return {
    addTarget: (pair) =>
      addRemoteTarget(admin, {
        ...request,
        sourceBucket: pair.originBucket,
        targetBucket: pair.destinationBucket,
      }),
    addRule: (pair, arn) => addReplicationRule(client, pair.originBucket, arn, request),
    removeTarget: (pair, arn) => admin.removeRemoteTarget(pair.originBucket, arn),
  };
}

/**
 * One pair: a remote target, then a rule to it; the target goes again when the rule cannot be added.
 * MinIO's refusal becomes the pair's `errorString`.
 */
export async function replicateBucketPair(
  steps: PairReplicationSteps,
  pair: BucketPair,
): Promise<ReplicationState> {
  const state = { originBucket: pair.originBucket, targetBucket: pair.destinationBucket };
  try {
    const arn = await steps.addTarget(pair);
    try {
      await steps.addRule(pair, arn);
    } catch (error) {
      await steps.removeTarget(pair, arn).catch(() => undefined);
      throw error;
    }
    return state;
  } catch (error) {
    const failure = toConsoleError(error);
    // A session that stopped working fails the whole call, so the app can send the user to log in.
    if (failure.status === 401) throw failure;
    return { ...state, errorString: failure.message };
  }
}

export async function setMultiBucketReplication(
  client: S3Client,
  admin: AdminClient,
  request: MultiBucketReplication,
): Promise<MultiBucketResponseState> {
  const steps = pairReplicationSteps(client, admin, request);
  const replicationState: ReplicationState[] = [];
  for (const pair of request.bucketsRelation) replicationState.push(await replicateBucketPair(steps, pair));
  return { replicationState };
}

export async function updateReplicationRule(
  client: S3Client,
  bucketName: string,
  ruleId: string,
  request: MultiBucketReplicationEdit,
): Promise<void> {
  const { document, rule } = await readRule(client, bucketName, ruleId);
  const updated = replicationRuleElement({
    ...replicationRuleFields(request),
    id: ruleId,
    arn: request.arn,
    enabled: request.ruleState ?? true,
    priority: request.priority || childNumber(rule, 'Priority'),
  });
  const children = document.children.map((child) => (child === rule ? updated : child));
  await client.putBucketConfig(bucketName, 'replication', element(document.name, children));
}

/**
 * Removes the chosen rules, then the remote targets no remaining rule sends to (MinIO refuses to remove a
 * target a rule still uses). How many rules went.
 */
export async function removeReplicationRules(
  client: S3Client,
  admin: AdminClient,
  bucketName: string,
  isRemoved: (ruleId: string) => boolean,
): Promise<number> {
  const document = await readBucketConfig(client, bucketName, 'replication');
  const removed = rulesOf(document).filter((rule) => isRemoved(childText(rule, 'ID')));
  if (!document || removed.length === 0) return 0;
  const kept = element(
    document.name,
    document.children.filter((child) => !removed.includes(child)),
  );
  await saveReplication(client, bucketName, kept);
  const stillUsed = new Set(rulesOf(kept).map(destinationOf));
  const orphaned = new Set(removed.map(destinationOf).filter((arn) => !stillUsed.has(arn)));
  for (const arn of orphaned) await removeRemoteTargetIfPresent(admin, bucketName, arn);
  return removed.length;
}
