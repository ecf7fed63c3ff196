import {
  type AddBucketLifecycle,
  LIFECYCLE_MESSAGES,
  lifecycleRuleProblem,
  type ObjectBucketLifecycle,
} from '../../src/contract/bucket-lifecycle.ts';
import { ConsoleError } from '../http/errors.ts';
import {
  childNamed,
  childNumber,
  childrenNamed,
  childText,
  element,
  type XmlElement,
} from '../minio/s3-xml.ts';
import { ruleFilterElement, ruleFilterOf } from './rule-parts.ts';

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

export const emptyLifecycleDocument = () => element('LifecycleConfiguration', []);
export const rulesOf = (document: XmlElement) => childrenNamed(document, 'Rule');
const idOf = (rule: XmlElement) => childText(rule, 'ID');

/** The document with the rule of that ID replaced (or removed, for `undefined`); 404 for an unknown ID. */
export function replaceRule(
  document: XmlElement,
  ruleId: string,
  replacement: XmlElement | undefined,
): XmlElement {
  if (!rulesOf(document).some((rule) => idOf(rule) === ruleId)) {
    throw new ConsoleError(404, LIFECYCLE_MESSAGES.noSuchRule(ruleId));
  }
  return element(
    document.name,
    document.children.map((child) => (child.name === 'Rule' && idOf(child) === ruleId ? replacement : child)),
  );
}
