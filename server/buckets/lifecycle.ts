import { Hono } from 'hono';
import type { Client as S3Client } from 'minio';
import { z } from 'zod';
import {
  type AddBucketLifecycle,
  addBucketLifecycleSchema,
  type BucketLifecycleResponse,
  LIFECYCLE_MESSAGES,
  lifecycleRuleProblem,
  type ObjectBucketLifecycle,
  type TiersNameListResponse,
  updateBucketLifecycleSchema,
} from '../../src/contract/bucket-lifecycle.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { requireSession } from '../session/middleware.ts';
import { deleteBucketConfig, readBucketConfig, writeBucketConfig } from './bucket-config-xml.ts';
import { newRuleId, ruleFilterElement, ruleFilterOf } from './rule-parts.ts';
import { childNamed, childNumber, childrenNamed, childText, element, type XmlElement } from './xml.ts';

const positive = (value: number | undefined) => (value && value > 0 ? value : undefined);
const daysElement = (name: string, days: number | undefined) => (days ? element(name, days) : undefined);
const flagElement = (name: string, on: boolean | undefined) => (on ? element(name, 'true') : undefined);
const tierName = (name: string | undefined) => name?.trim().toUpperCase() ?? '';

/** Elements present only when they have content: S3 refuses an empty `<Expiration/>`. */
const elementIfAny = (name: string, children: Array<XmlElement | undefined>) =>
  children.some(Boolean) ? element(name, children) : undefined;

function expirationElements(rule: AddBucketLifecycle): Array<XmlElement | undefined> {
  const noncurrentDays = positive(rule.noncurrentversion_expiration_days);
  return [
    elementIfAny('Expiration', [
      daysElement('Days', positive(rule.expiry_days)),
      flagElement('ExpiredObjectDeleteMarker', rule.expired_object_delete_marker),
      flagElement('ExpiredObjectAllVersions', rule.expired_object_delete_all),
    ]),
    noncurrentDays
      ? element('NoncurrentVersionExpiration', [
          element('NoncurrentDays', noncurrentDays),
          daysElement('NewerNoncurrentVersions', positive(rule.newer_noncurrentversion_expiration_versions)),
        ])
      : undefined,
  ];
}

function transitionElements(rule: AddBucketLifecycle): Array<XmlElement | undefined> {
  const days = positive(rule.transition_days);
  const noncurrentDays = positive(rule.noncurrentversion_transition_days);
  const tier = tierName(rule.storage_class);
  return [
    days ? element('Transition', [element('Days', days), element('StorageClass', tier)]) : undefined,
    noncurrentDays
      ? element('NoncurrentVersionTransition', [
          element('NoncurrentDays', noncurrentDays),
          element('StorageClass', tierName(rule.noncurrentversion_transition_storage_class) || tier),
        ])
      : undefined,
  ];
}

/** One lifecycle `<Rule>` from the console's fields; the reason as a 400 when they make no rule. */
export function lifecycleRuleElement(id: string, rule: AddBucketLifecycle): XmlElement {
  const problem = lifecycleRuleProblem(rule);
  if (problem) throw new ConsoleError(400, problem);
  return element('Rule', [
    element('ID', id),
    element('Status', rule.disable ? 'Disabled' : 'Enabled'),
    ruleFilterElement(rule.prefix ?? '', rule.tags ?? ''),
    ...expirationElements(rule),
    ...(rule.type === 'transition' ? transitionElements(rule) : []),
  ]);
}

const dateOf = (node: XmlElement | undefined) => childText(node, 'Date') || undefined;

export function lifecycleRuleOf(rule: XmlElement): ObjectBucketLifecycle {
  const filter = ruleFilterOf(rule);
  const expiration = childNamed(rule, 'Expiration');
  const noncurrentExpiration = childNamed(rule, 'NoncurrentVersionExpiration');
  const transition = childNamed(rule, 'Transition');
  const noncurrentTransition = childNamed(rule, 'NoncurrentVersionTransition');
  return {
    id: childText(rule, 'ID'),
    prefix: filter.prefix,
    status: childText(rule, 'Status'),
    tags: filter.tags,
    expiration: {
      days: childNumber(expiration, 'Days'),
      date: dateOf(expiration),
      delete_marker: childText(expiration, 'ExpiredObjectDeleteMarker') === 'true',
      delete_all: childText(expiration, 'ExpiredObjectAllVersions') === 'true',
      noncurrent_expiration_days: childNumber(noncurrentExpiration, 'NoncurrentDays'),
      newer_noncurrent_expiration_versions: childNumber(noncurrentExpiration, 'NewerNoncurrentVersions'),
    },
    transition: {
      days: childNumber(transition, 'Days'),
      date: dateOf(transition),
      storage_class: childText(transition, 'StorageClass'),
      noncurrent_transition_days: childNumber(noncurrentTransition, 'NoncurrentDays'),
      noncurrent_storage_class: childText(noncurrentTransition, 'StorageClass'),
    },
  };
}

const emptyLifecycleDocument = () => element('LifecycleConfiguration', []);
const rulesOf = (document: XmlElement) => childrenNamed(document, 'Rule');
const idOf = (rule: XmlElement) => childText(rule, 'ID');

/** Writes the rules, or removes the configuration when none is left (S3 refuses an empty one). */
async function saveLifecycle(client: S3Client, bucketName: string, document: XmlElement): Promise<void> {
  if (rulesOf(document).length === 0) await deleteBucketConfig(client, bucketName, 'lifecycle');
  else await writeBucketConfig(client, bucketName, 'lifecycle', document);
}

async function readLifecycle(client: S3Client, bucketName: string): Promise<XmlElement> {
  return (await readBucketConfig(client, bucketName, 'lifecycle')) ?? emptyLifecycleDocument();
}

/** The document with the rule of that ID replaced (or removed, for `undefined`); 404 for an unknown ID. */
function replaceRule(document: XmlElement, ruleId: string, replacement: XmlElement | undefined): XmlElement {
  if (!rulesOf(document).some((rule) => idOf(rule) === ruleId)) {
    throw new ConsoleError(404, LIFECYCLE_MESSAGES.noSuchRule(ruleId));
  }
  return element(
    document.name,
    document.children.map((child) => (child.name === 'Rule' && idOf(child) === ruleId ? replacement : child)),
  );
}

async function listLifecycleRules(client: S3Client, bucketName: string): Promise<BucketLifecycleResponse> {
  return { lifecycle: rulesOf(await readLifecycle(client, bucketName)).map(lifecycleRuleOf) };
}

async function addLifecycleRule(
  client: S3Client,
  bucketName: string,
  rule: AddBucketLifecycle,
): Promise<void> {
  const added = lifecycleRuleElement(newRuleId(), rule);
  const document = await readLifecycle(client, bucketName);
  await saveLifecycle(client, bucketName, element(document.name, [...document.children, added]));
}

async function updateLifecycleRule(
  client: S3Client,
  bucketName: string,
  ruleId: string,
  rule: AddBucketLifecycle,
) {
  const updated = lifecycleRuleElement(ruleId, rule);
  await saveLifecycle(
    client,
    bucketName,
    replaceRule(await readLifecycle(client, bucketName), ruleId, updated),
  );
}

async function deleteLifecycleRule(client: S3Client, bucketName: string, ruleId: string): Promise<void> {
  await saveLifecycle(
    client,
    bucketName,
    replaceRule(await readLifecycle(client, bucketName), ruleId, undefined),
  );
}

const tiersSchema = z.array(z.looseObject({ Name: z.string() })).nullable();

/** The tiers configured on the server, which transition rules name as their storage class. */
async function listTierNames(admin: AdminClient): Promise<TiersNameListResponse> {
  const tiers = await admin.json({ method: 'GET', path: '/tier' }, tiersSchema);
  return { items: (tiers ?? []).map((tier) => tier.Name) };
}

/** Lifecycle rules of a bucket (console-api Appendix A, restored) and the tier names they use. */
export function bucketLifecycleRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/admin/tiers/names', session, async (c) => c.json(await listTierNames(c.get('admin'))));

  routes.get('/buckets/:bucket_name/lifecycle', session, async (c) =>
    c.json(await listLifecycleRules(c.get('s3'), c.req.param('bucket_name'))),
  );

  routes.post('/buckets/:bucket_name/lifecycle', session, async (c) => {
    await addLifecycleRule(
      c.get('s3'),
      c.req.param('bucket_name'),
      await readJson(c, addBucketLifecycleSchema),
    );
    return c.body(null, 201);
  });

  routes.put('/buckets/:bucket_name/lifecycle/:lifecycle_id', session, async (c) => {
    const rule = await readJson(c, updateBucketLifecycleSchema);
    await updateLifecycleRule(c.get('s3'), c.req.param('bucket_name'), c.req.param('lifecycle_id'), rule);
    return c.body(null, 200);
  });

  routes.delete('/buckets/:bucket_name/lifecycle/:lifecycle_id', session, async (c) => {
    await deleteLifecycleRule(c.get('s3'), c.req.param('bucket_name'), c.req.param('lifecycle_id'));
    return c.body(null, 204);
  });

  return routes;
}
