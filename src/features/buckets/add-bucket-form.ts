import { bucketNameProblem } from '@/contract/bucket-rules';
import {
  MAX_EXCLUDED_PREFIXES,
  type MakeBucketRequest,
  type ObjectRetentionMode,
  type ObjectRetentionUnit,
} from '@/contract/buckets';
import { type ByteUnit, unitToBytes } from '@/lib/format/units';

export const QUOTA_UNITS = ['MiB', 'GiB', 'TiB', 'PiB'] as const satisfies readonly ByteUnit[];
export type QuotaUnit = (typeof QUOTA_UNITS)[number];

/** The add-bucket form as typed; numbers stay text so a half-typed value is kept as it is. */
export interface AddBucketForm {
  name: string;
  versioning: boolean;
  /** One prefix per line. */
  excludePrefixes: string;
  excludeFolders: boolean;
  locking: boolean;
  quota: boolean;
  quotaSize: string;
  quotaUnit: QuotaUnit;
  retention: boolean;
  retentionMode: ObjectRetentionMode;
  retentionUnit: ObjectRetentionUnit;
  retentionValidity: string;
}

/** Spec §3: quota 1 TiB hard, retention 1 day in compliance mode, everything off. */
export const DEFAULT_ADD_BUCKET_FORM: AddBucketForm = {
  name: '',
  versioning: false,
  excludePrefixes: '',
  excludeFolders: false,
  locking: false,
  quota: false,
  quotaSize: '1',
  quotaUnit: 'TiB',
  retention: false,
  retentionMode: 'compliance',
  retentionUnit: 'days',
  retentionValidity: '1',
};

export type Feature = 'versioning' | 'locking' | 'quota' | 'retention';

/** A change the form made on its own, and why. */
export interface Toggled {
  form: AddBucketForm;
  note: string | null;
}

/**
 * Turns a feature on or off, keeping the prerequisites: retention needs locking, locking needs versioning
 * (and rules out versioning exclusions). Turning a prerequisite off turns what depends on it off.
 */
export function toggleFeature(form: AddBucketForm, feature: Feature, on: boolean): Toggled {
  const next = { ...form, [feature]: on };
  const notes: string[] = [];
  if (on && (feature === 'retention' || feature === 'locking')) {
    if (feature === 'retention' && !form.locking) {
      next.locking = true;
      notes.push('A default retention needs object locking, so object locking was turned on.');
    }
    if (!form.versioning) {
      next.versioning = true;
      notes.push('Object locking needs versioning, so versioning was turned on.');
    }
    if (hasExclusions(form)) {
      next.excludePrefixes = '';
      next.excludeFolders = false;
      notes.push('Object locking does not allow versioning exclusions, so they were cleared.');
    }
  }
  if (!on && feature === 'versioning' && (form.locking || form.retention)) {
    next.locking = false;
    next.retention = false;
    notes.push('Object locking and retention need versioning, so they were turned off.');
  }
  if (!on && feature === 'locking' && form.retention) {
    next.retention = false;
    notes.push('A default retention needs object locking, so retention was turned off.');
  }
  return { form: next, note: notes.length > 0 ? notes.join(' ') : null };
}

const hasExclusions = (form: AddBucketForm) => form.excludeFolders || prefixesOf(form).length > 0;

export function prefixesOf(form: AddBucketForm): string[] {
  return form.excludePrefixes
    .split('\n')
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix !== '');
}

export type FormField = 'name' | 'excludePrefixes' | 'quotaSize' | 'retentionValidity';
export type FormProblems = Partial<Record<FormField, string>>;

const isPositiveNumber = (text: string) => text.trim() !== '' && Number(text) > 0;
const isPositiveInteger = (text: string) => /^\s*\d+\s*$/.test(text) && Number(text) > 0;

/** What keeps the form from being sent, per field. */
export function formProblems(form: AddBucketForm): FormProblems {
  const problems: FormProblems = {};
  const name = bucketNameProblem(form.name);
  if (name) problems.name = name;
  if (form.versioning && prefixesOf(form).length > MAX_EXCLUDED_PREFIXES) {
    problems.excludePrefixes = `At most ${MAX_EXCLUDED_PREFIXES} excluded prefixes`;
  }
  if (form.quota && !isPositiveNumber(form.quotaSize)) problems.quotaSize = 'Enter a quota larger than 0';
  if (form.retention && !isPositiveInteger(form.retentionValidity)) {
    problems.retentionValidity = 'Enter a whole number of at least 1';
  }
  return problems;
}

export function toMakeBucketRequest(form: AddBucketForm): MakeBucketRequest {
  const request: MakeBucketRequest = { name: form.name };
  // The server dereferences `versioning` whenever there is a retention: always send it.
  request.versioning = form.versioning
    ? {
        enabled: true,
        ...(form.locking ? {} : { excludePrefixes: prefixesOf(form), excludeFolders: form.excludeFolders }),
      }
    : { enabled: false };
  if (form.locking) request.locking = true;
  if (form.quota) {
    request.quota = {
      enabled: true,
      quota_type: 'hard',
      amount: Math.round(unitToBytes(Number(form.quotaSize), form.quotaUnit)),
    };
  }
  if (form.retention) {
    request.retention = {
      mode: form.retentionMode,
      unit: form.retentionUnit,
      validity: Number(form.retentionValidity),
    };
  }
  return request;
}
