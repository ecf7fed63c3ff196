import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import type { ObjectBucketLifecycle } from '@/contract/bucket-lifecycle';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogForm } from '@/ui/dialogs';
import { CheckboxField, FieldMessage, RadioGroup, SelectField, TextField } from '@/ui/fields';
import { tierNamesQuery, useSaveLifecycleRule } from '../../api/lifecycle';
import {
  DEFAULT_LIFECYCLE_FORM,
  type LifecycleFormValues,
  lifecycleFormOf,
  lifecycleProblems,
  toLifecycleRequest,
} from './lifecycle-form';

const RULE_TYPES = [
  { value: 'expiry', label: 'Expiry', description: 'Delete objects or old versions after some days.' },
  {
    value: 'transition',
    label: 'Transition',
    description: 'Move objects to a tier (another storage) after some days.',
  },
] as const;

/** Adds a rule, or edits `rule`: what it applies to, and when it expires objects or moves them to a tier. */
export function LifecycleRuleForm({
  bucketName,
  rule,
  onDone,
}: {
  bucketName: string;
  rule?: ObjectBucketLifecycle;
  onDone: () => void;
}) {
  const save = useSaveLifecycleRule(bucketName);
  const typeName = useId();
  const [form, setForm] = useState<LifecycleFormValues>(() =>
    rule ? lifecycleFormOf(rule) : DEFAULT_LIFECYCLE_FORM,
  );
  const [submitted, setSubmitted] = useState(false);
  const problems = lifecycleProblems(form);
  const shown = submitted ? problems : {};
  const change = <K extends keyof LifecycleFormValues>(field: K, value: LifecycleFormValues[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    save.mutate({ ruleId: rule?.id, rule: toLifecycleRequest(form) }, { onSuccess: onDone });
  };

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={save.isPending}
      error={save.error}
      submitLabel={rule ? 'Save' : 'Add rule'}
    >
      <p className="text-sm text-slate-600">
        MinIO applies the rule every day: it expires objects, or moves them to a tier, once they are old
        enough.
      </p>
      <RadioGroup
        legend="Rule type"
        name={typeName}
        value={form.type}
        options={RULE_TYPES}
        onChange={(type) => change('type', type)}
      />
      <CheckboxField
        label="Enabled"
        description="A disabled rule keeps its settings but does nothing."
        checked={form.enabled}
        onChange={(on) => change('enabled', on)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prefix"
          value={form.prefix}
          onChange={(value) => change('prefix', value)}
          problem={undefined}
          hint="Only objects under this prefix. Empty for all."
        />
        <TextField
          label="Tags"
          value={form.tags}
          onChange={(value) => change('tags', value)}
          problem={shown.tags}
          hint="Only objects with these tags, e.g. team=media&tier=gold."
        />
      </div>
      {form.type === 'transition' && (
        <Section title="Transition">
          <TextField
            label="Move objects after (days)"
            inputMode="numeric"
            value={form.transitionDays}
            onChange={(value) => change('transitionDays', value)}
            problem={shown.transitionDays}
          />
          <TextField
            label="Move noncurrent versions after (days)"
            inputMode="numeric"
            value={form.noncurrentTransitionDays}
            onChange={(value) => change('noncurrentTransitionDays', value)}
            problem={shown.noncurrentTransitionDays}
          />
          <TierField value={form.tier} onChange={(tier) => change('tier', tier)} problem={shown.tier} />
        </Section>
      )}
      <Section title={form.type === 'transition' ? 'Expiry (optional)' : 'Expiry'}>
        <TextField
          label="Expire objects after (days)"
          inputMode="numeric"
          value={form.expiryDays}
          onChange={(value) => change('expiryDays', value)}
          problem={shown.expiryDays}
        />
        <TextField
          label="Expire noncurrent versions after (days)"
          inputMode="numeric"
          value={form.noncurrentExpiryDays}
          onChange={(value) => change('noncurrentExpiryDays', value)}
          problem={shown.noncurrentExpiryDays}
          hint="For versioned buckets: days after a version stops being the latest."
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Remove expired delete markers"
            description="Deletes a delete marker once no other version of its object is left."
            checked={form.expiredDeleteMarkers}
            onChange={(on) => change('expiredDeleteMarkers', on)}
          />
          {shown.expiredDeleteMarkers && (
            <p className="mt-1 text-sm text-danger-700">{shown.expiredDeleteMarkers}</p>
          )}
        </div>
      </Section>
    </DialogForm>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The tiers configured on the server, or why there is none to choose. */
function TierField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (tier: string) => void;
  problem: string | undefined;
}) {
  const id = useId();
  const tiers = useQuery(tierNamesQuery());
  const message = problem && (
    <FieldMessage id={id} problem={problem}>
      {null}
    </FieldMessage>
  );
  if (tiers.isPending) return <p className="text-sm text-slate-600">Loading tiers…</p>;
  if (tiers.isError) return <ApiErrorAlert error={tiers.error} />;
  if (tiers.data.length === 0) {
    return (
      <div className="sm:col-span-2">
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          No tier is configured on this server. Add one under{' '}
          <Link to="/settings/tiers" className="underline">
            Settings → Tiers
          </Link>{' '}
          first.
        </p>
        {message}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label="Tier"
        value={value}
        options={[['', 'Choose a tier…'], ...tiers.data.map((tier) => [tier, tier] as const)]}
        onChange={onChange}
      />
      {message}
    </div>
  );
}
