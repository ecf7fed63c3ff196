import {
  LIFECYCLE_MESSAGES,
  type LifecycleRuleType,
  type ObjectBucketLifecycle,
  type UpdateBucketLifecycle,
} from '@/contract/bucket-lifecycle';
import { formatRuleTags, ruleTagsSchema } from '@/contract/rule-tags';
import { wholeNumber } from '@/lib/form/fields';

export interface LifecycleFormValues {
  type: LifecycleRuleType;
  enabled: boolean;
  prefix: string;
  tags: string;
  expiryDays: string;
  noncurrentExpiryDays: string;
  expiredDeleteMarkers: boolean;
  transitionDays: string;
  noncurrentTransitionDays: string;
  tier: string;
  /** Kept as the rule has them: the dialog does not show these, and saving must not drop them. */
  deleteAllVersions: boolean;
  newerNoncurrentVersions: number;
}

export const DEFAULT_LIFECYCLE_FORM: LifecycleFormValues = {
  type: 'expiry',
  enabled: true,
  prefix: '',
  tags: '',
  expiryDays: '',
  noncurrentExpiryDays: '',
  expiredDeleteMarkers: false,
  transitionDays: '',
  noncurrentTransitionDays: '',
  tier: '',
  deleteAllVersions: false,
  newerNoncurrentVersions: 0,
};

const daysText = (days: number | undefined) => (days ? String(days) : '');

export const isTransitionRule = (rule: ObjectBucketLifecycle) =>
  Boolean(rule.transition?.days || rule.transition?.noncurrent_transition_days);

export const lifecycleFormOf = (rule: ObjectBucketLifecycle): LifecycleFormValues => ({
  type: isTransitionRule(rule) ? 'transition' : 'expiry',
  enabled: rule.status !== 'Disabled',
  prefix: rule.prefix ?? '',
  tags: formatRuleTags((rule.tags ?? []).map(({ key, value }) => ({ key: key ?? '', value: value ?? '' }))),
  expiryDays: daysText(rule.expiration?.days),
  noncurrentExpiryDays: daysText(rule.expiration?.noncurrent_expiration_days),
  expiredDeleteMarkers: rule.expiration?.delete_marker ?? false,
  transitionDays: daysText(rule.transition?.days),
  noncurrentTransitionDays: daysText(rule.transition?.noncurrent_transition_days),
  tier: rule.transition?.storage_class || rule.transition?.noncurrent_storage_class || '',
  deleteAllVersions: rule.expiration?.delete_all ?? false,
  newerNoncurrentVersions: rule.expiration?.newer_noncurrent_expiration_versions ?? 0,
});

/** The request for the rule; a transition rule may also expire objects, an expiry rule never moves them. */
export function toLifecycleRequest(form: LifecycleFormValues): UpdateBucketLifecycle {
  const transition = form.type === 'transition';
  return {
    type: form.type,
    disable: !form.enabled,
    prefix: form.prefix.trim(),
    tags: form.tags.trim(),
    expiry_days: wholeNumber(form.expiryDays),
    noncurrentversion_expiration_days: wholeNumber(form.noncurrentExpiryDays),
    expired_object_delete_marker: form.expiredDeleteMarkers,
    expired_object_delete_all: form.deleteAllVersions,
    newer_noncurrentversion_expiration_versions: form.newerNoncurrentVersions,
    transition_days: transition ? wholeNumber(form.transitionDays) : undefined,
    noncurrentversion_transition_days: transition ? wholeNumber(form.noncurrentTransitionDays) : undefined,
    storage_class: transition ? form.tier : undefined,
    noncurrentversion_transition_storage_class: transition ? form.tier : undefined,
  };
}

const DAYS_FIELDS = [
  'expiryDays',
  'noncurrentExpiryDays',
  'transitionDays',
  'noncurrentTransitionDays',
] as const;

/** What is wrong with the form, by form field: the contract's checks and the rules MinIO would refuse. */
export function lifecycleProblems(
  form: LifecycleFormValues,
): Partial<Record<keyof LifecycleFormValues, string>> {
  const problems: Partial<Record<keyof LifecycleFormValues, string>> = {};
  const days = (field: (typeof DAYS_FIELDS)[number]) => wholeNumber(form[field]);
  for (const field of DAYS_FIELDS) {
    const value = days(field);
    if (value !== undefined && !(value >= 1))
      problems[field] = 'Enter a whole number of days, at least 1, or leave it empty';
  }
  const tags = ruleTagsSchema.safeParse(form.tags.trim());
  if (!tags.success) problems.tags = tags.error.issues[0]?.message;
  if (form.expiredDeleteMarkers && days('expiryDays')) {
    problems.expiredDeleteMarkers =
      'Expired delete markers cannot be combined with expiry days: use a rule of its own';
  }
  if (
    form.type === 'expiry' &&
    !days('expiryDays') &&
    !days('noncurrentExpiryDays') &&
    !form.expiredDeleteMarkers
  ) {
    problems.expiryDays ??= LIFECYCLE_MESSAGES.expiryWithoutAction;
  }
  if (form.type === 'transition') {
    if (!days('transitionDays') && !days('noncurrentTransitionDays')) {
      problems.transitionDays ??= LIFECYCLE_MESSAGES.transitionWithoutDays;
    }
    if (form.tier === '') problems.tier = LIFECYCLE_MESSAGES.transitionWithoutTier;
  }
  return problems;
}
