import type { BucketReplicationRule, replicationRuleFields } from '../../src/contract/bucket-replication.ts';
import { formatRuleTags } from '../../src/contract/rule-tags.ts';
import {
  childNamed,
  childNumber,
  childrenNamed,
  childText,
  element,
  type XmlElement,
} from '../minio/s3-xml.ts';
import { ruleFilterElement, ruleFilterOf } from './rule-parts.ts';

/**
 * Everything a replication rule says, in the console's terms; `metadata_replication` is replica modifications:
 * metadata changes made on the target come back.
 */
export interface ReplicationRuleSettings extends ReturnType<typeof replicationRuleFields> {
  id: string;
  /** The remote target's ARN. */
  arn: string;
  enabled: boolean;
  priority: number;
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
    statusElement('DeleteMarkerReplication', rule.delete_marker_replication),
    statusElement('DeleteReplication', rule.deletes_replication),
    element('Destination', [
      element('Bucket', rule.arn),
      rule.storageClass ? element('StorageClass', rule.storageClass) : undefined,
    ]),
    ruleFilterElement(rule.prefix, rule.tags),
    element('SourceSelectionCriteria', [statusElement('ReplicaModifications', rule.metadata_replication)]),
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

export const emptyReplicationDocument = () => element('ReplicationConfiguration', []);
export const rulesOf = (document: XmlElement | null) => childrenNamed(document ?? undefined, 'Rule');

export const destinationOf = (rule: XmlElement) => childText(childNamed(rule, 'Destination'), 'Bucket');
