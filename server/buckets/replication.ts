import { Hono } from 'hono';
import type { Client as S3Client } from 'minio';
import {
  type BucketReplicationResponse,
  type BucketReplicationRule,
  bucketReplicationRuleListSchema,
  type MultiBucketReplication,
  type MultiBucketReplicationEdit,
  type MultiBucketResponseState,
  multiBucketReplicationEditSchema,
  multiBucketReplicationSchema,
  REPLICATION_MESSAGES,
} from '../../src/contract/bucket-replication.ts';
import { formatRuleTags } from '../../src/contract/rule-tags.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ConsoleError, toConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { requireSession } from '../session/middleware.ts';
import { deleteBucketConfig, readBucketConfig, writeBucketConfig } from './bucket-config-xml.ts';
import {
  addRemoteTarget,
  type BucketTarget,
  listRemoteTargets,
  remoteBucketOf,
  removeRemoteTarget,
  removeRemoteTargetIfPresent,
} from './remote-targets.ts';
import { newRuleId, ruleFilterElement, ruleFilterOf } from './rule-parts.ts';
import { childNamed, childNumber, childrenNamed, childText, element, type XmlElement } from './xml.ts';

/** Everything a replication rule says, in the console's terms. */
export interface ReplicationRuleSettings {
  id: string;
  /** The remote target's ARN. */
  arn: string;
  enabled: boolean;
  priority: number;
  prefix: string;
  tags: string;
  deleteMarkers: boolean;
  deletes: boolean;
  /** Replica modifications: metadata changes made on the target come back. */
  metadata: boolean;
  existingObjects: boolean;
  storageClass: string;
}

const status = (enabled: boolean) => (enabled ? 'Enabled' : 'Disabled');
const statusElement = (name: string, enabled: boolean) => element(name, [element('Status', status(enabled))]);

const isEnabled = (node: XmlElement, ...path: string[]) =>
  childText(
    path.reduce<XmlElement | undefined>((parent, name) => childNamed(parent, name), node),
    'Status',
  ) === 'Enabled';

export function replicationRuleElement(rule: ReplicationRuleSettings): XmlElement {
  return element('Rule', [
    element('ID', rule.id),
    element('Status', status(rule.enabled)),
    element('Priority', rule.priority),
    statusElement('DeleteMarkerReplication', rule.deleteMarkers),
    statusElement('DeleteReplication', rule.deletes),
    element('Destination', [
      element('Bucket', rule.arn),
      rule.storageClass ? element('StorageClass', rule.storageClass) : undefined,
    ]),
    ruleFilterElement(rule.prefix, rule.tags),
    element('SourceSelectionCriteria', [statusElement('ReplicaModifications', rule.metadata)]),
    statusElement('ExistingObjectReplication', rule.existingObjects),
  ]);
}

export function replicationRuleOf(rule: XmlElement): BucketReplicationRule {
  const filter = ruleFilterOf(rule);
  const destination = childNamed(rule, 'Destination');
  return {
    id: childText(rule, 'ID'),
    status: childText(rule, 'Status') === 'Enabled' ? 'Enabled' : 'Disabled',
    priority: childNumber(rule, 'Priority'),
    delete_marker_replication: isEnabled(rule, 'DeleteMarkerReplication'),
    deletes_replication: isEnabled(rule, 'DeleteReplication'),
    existingObjects: isEnabled(rule, 'ExistingObjectReplication'),
    metadata_replication: isEnabled(rule, 'SourceSelectionCriteria', 'ReplicaModifications'),
    prefix: filter.prefix,
    tags: formatRuleTags(filter.tags),
    storageClass: childText(destination, 'StorageClass'),
    destination: { bucket: childText(destination, 'Bucket') },
  };
}

/** The next priority after the highest in use, as MinIO needs distinct priorities. */
export const nextPriority = (rules: readonly XmlElement[]) =>
  Math.max(0, ...rules.map((rule) => childNumber(rule, 'Priority'))) + 1;

const emptyReplicationDocument = () => element('ReplicationConfiguration', []);
const rulesOf = (document: XmlElement | null) => childrenNamed(document ?? undefined, 'Rule');

/** Writes the document, or removes the configuration when no rule is left (S3 refuses an empty one). */
async function saveReplication(client: S3Client, bucketName: string, document: XmlElement): Promise<void> {
  if (rulesOf(document).length === 0) await deleteBucketConfig(client, bucketName, 'replication');
  else await writeBucketConfig(client, bucketName, 'replication', document);
}

async function listReplicationRules(
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
async function replicationRuleDetails(
  client: S3Client,
  admin: AdminClient,
  bucketName: string,
  ruleId: string,
): Promise<BucketReplicationRule> {
  const rule = replicationRuleOf((await readRule(client, bucketName, ruleId)).rule);
  const targets = await listRemoteTargets(admin, bucketName).catch((): BucketTarget[] => []);
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

/** The rule fields that adding and editing a rule share. */
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

const ruleOptionSettings = (options: RuleOptions) => ({
  prefix: options.prefix ?? '',
  tags: options.tags ?? '',
  deleteMarkers: options.replicateDeleteMarkers ?? false,
  deletes: options.replicateDeletes ?? false,
  metadata: options.replicateMetadata ?? false,
  existingObjects: options.replicateExistingObjects ?? false,
  storageClass: options.storageClass ?? '',
});

async function addReplicationRule(
  client: S3Client,
  bucketName: string,
  arn: string,
  request: MultiBucketReplication,
): Promise<void> {
  const document = (await readBucketConfig(client, bucketName, 'replication')) ?? emptyReplicationDocument();
  const rule = replicationRuleElement({
    ...ruleOptionSettings(request),
    id: newRuleId(),
    arn,
    enabled: true,
    priority: request.priority || nextPriority(rulesOf(document)),
  });
  await writeBucketConfig(
    client,
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
    removeTarget: (pair, arn) => removeRemoteTarget(admin, pair.originBucket, arn),
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

async function setMultiBucketReplication(
  client: S3Client,
  admin: AdminClient,
  request: MultiBucketReplication,
): Promise<MultiBucketResponseState> {
  const steps = pairReplicationSteps(client, admin, request);
  const replicationState: ReplicationState[] = [];
  for (const pair of request.bucketsRelation) replicationState.push(await replicateBucketPair(steps, pair));
  return { replicationState };
}

async function updateReplicationRule(
  client: S3Client,
  bucketName: string,
  ruleId: string,
  request: MultiBucketReplicationEdit,
): Promise<void> {
  const { document, rule } = await readRule(client, bucketName, ruleId);
  const updated = replicationRuleElement({
    ...ruleOptionSettings(request),
    id: ruleId,
    arn: request.arn,
    enabled: request.ruleState ?? true,
    priority: request.priority || childNumber(rule, 'Priority'),
  });
  const children = document.children.map((child) => (child === rule ? updated : child));
  await writeBucketConfig(client, bucketName, 'replication', element(document.name, children));
}

const destinationOf = (rule: XmlElement) => childText(childNamed(rule, 'Destination'), 'Bucket');

/**
 * Removes the chosen rules, then the remote targets no remaining rule sends to (MinIO refuses to remove a
 * target a rule still uses). How many rules went.
 */
async function removeReplicationRules(
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

/** Replication rules of a bucket and the remote targets behind them (console-api §3.4). */
export function bucketReplicationRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/buckets/:bucket_name/replication', session, async (c) =>
    c.json(await listReplicationRules(c.get('s3'), c.req.param('bucket_name'))),
  );

  routes.get('/buckets/:bucket_name/replication/:rule_id', session, async (c) =>
    c.json(
      await replicationRuleDetails(
        c.get('s3'),
        c.get('admin'),
        c.req.param('bucket_name'),
        c.req.param('rule_id'),
      ),
    ),
  );

  routes.put('/buckets/:bucket_name/replication/:rule_id', session, async (c) => {
    const request = await readJson(c, multiBucketReplicationEditSchema);
    await updateReplicationRule(c.get('s3'), c.req.param('bucket_name'), c.req.param('rule_id'), request);
    return c.body(null, 201);
  });

  routes.delete('/buckets/:bucket_name/replication/:rule_id', session, async (c) => {
    const ruleId = c.req.param('rule_id');
    const bucketName = c.req.param('bucket_name');
    const removed = await removeReplicationRules(
      c.get('s3'),
      c.get('admin'),
      bucketName,
      (id) => id === ruleId,
    );
    if (removed === 0) throw new ConsoleError(404, REPLICATION_MESSAGES.noSuchRule);
    return c.body(null, 204);
  });

  routes.delete('/buckets/:bucket_name/delete-all-replication-rules', session, async (c) => {
    await removeReplicationRules(c.get('s3'), c.get('admin'), c.req.param('bucket_name'), () => true);
    return c.body(null, 204);
  });

  routes.delete('/buckets/:bucket_name/delete-selected-replication-rules', session, async (c) => {
    const selected = new Set((await readJson(c, bucketReplicationRuleListSchema)).rules ?? []);
    await removeReplicationRules(c.get('s3'), c.get('admin'), c.req.param('bucket_name'), (id) =>
      selected.has(id),
    );
    return c.body(null, 204);
  });

  routes.post('/buckets-replication', session, async (c) => {
    const request = await readJson(c, multiBucketReplicationSchema);
    return c.json(await setMultiBucketReplication(c.get('s3'), c.get('admin'), request));
  });

  return routes;
}
