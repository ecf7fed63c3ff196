import type {
  BucketReplicationRule,
  MultiBucketReplication,
  MultiBucketReplicationEdit,
  ReplicationSyncMode,
} from '@/contract/bucket-replication';
import { wholeNumber } from '@/lib/form/fields';
import { unitToBytes } from '@/lib/format/units';

/** The settings a rule has whether it is being added or edited. */
export interface RuleOptionsForm {
  prefix: string;
  tags: string;
  storageClass: string;
  /** Empty or 0: the next free priority (adding) or the current one (editing). */
  priority: string;
  deleteMarkers: boolean;
  deletes: boolean;
  metadata: boolean;
  existingObjects: boolean;
}

export const BANDWIDTH_UNITS = ['KiB', 'MiB', 'GiB'] as const;
export type BandwidthUnit = (typeof BANDWIDTH_UNITS)[number];

export interface AddRuleForm extends RuleOptionsForm {
  targetURL: string;
  accessKey: string;
  secretKey: string;
  targetBucket: string;
  region: string;
  syncMode: ReplicationSyncMode;
  /** Per second; empty for no limit. */
  bandwidth: string;
  bandwidthUnit: BandwidthUnit;
  /** Seconds; empty for MinIO's default. */
  healthCheckPeriod: string;
}

export interface EditRuleForm extends RuleOptionsForm {
  enabled: boolean;
}

const NO_OPTIONS: RuleOptionsForm = {
  prefix: '',
  tags: '',
  storageClass: '',
  priority: '',
  deleteMarkers: true,
  deletes: true,
  metadata: true,
  existingObjects: true,
};

export const DEFAULT_ADD_RULE_FORM: AddRuleForm = {
  ...NO_OPTIONS,
  targetURL: '',
  accessKey: '',
  secretKey: '',
  targetBucket: '',
  region: '',
  syncMode: 'async',
  bandwidth: '',
  bandwidthUnit: 'MiB',
  healthCheckPeriod: '',
};

/** Bytes per second of the bandwidth field, or why it is not a bandwidth. */
export function bandwidthBytes(form: Pick<AddRuleForm, 'bandwidth' | 'bandwidthUnit'>): number | string {
  const text = form.bandwidth.trim();
  if (text === '') return 0;
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(value))
    return 'Enter the bandwidth as a number, e.g. 100';
  return Math.round(unitToBytes(value, form.bandwidthUnit));
}

const optionsRequest = (form: RuleOptionsForm) => ({
  prefix: form.prefix.trim(),
  tags: form.tags.trim(),
  storageClass: form.storageClass.trim(),
  priority: wholeNumber(form.priority) ?? 0,
  replicateDeleteMarkers: form.deleteMarkers,
  replicateDeletes: form.deletes,
  replicateMetadata: form.metadata,
  replicateExistingObjects: form.existingObjects,
});

/** POST /buckets-replication for this bucket, before the schema checks it. */
export function toReplicationRequest(
  form: AddRuleForm,
  bucketName: string,
  bandwidth: number,
): MultiBucketReplication {
  return {
    ...optionsRequest(form),
    targetURL: form.targetURL.trim(),
    accessKey: form.accessKey.trim(),
    secretKey: form.secretKey,
    region: form.region.trim(),
    syncMode: form.syncMode,
    bandwidth: form.syncMode === 'async' ? bandwidth : 0,
    healthCheckPeriod: wholeNumber(form.healthCheckPeriod),
    bucketsRelation: [{ originBucket: bucketName, destinationBucket: form.targetBucket.trim() }],
  };
}

export const toReplicationEdit = (form: EditRuleForm, arn: string): MultiBucketReplicationEdit => ({
  ...optionsRequest(form),
  ruleState: form.enabled,
  arn,
});

export const editFormOf = (rule: BucketReplicationRule): EditRuleForm => ({
  enabled: rule.status !== 'Disabled',
  prefix: rule.prefix ?? '',
  tags: rule.tags ?? '',
  storageClass: rule.storageClass ?? '',
  priority: String(rule.priority ?? ''),
  deleteMarkers: rule.delete_marker_replication ?? false,
  deletes: rule.deletes_replication ?? false,
  metadata: rule.metadata_replication ?? false,
  existingObjects: rule.existingObjects ?? false,
});
