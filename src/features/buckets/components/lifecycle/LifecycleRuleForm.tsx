import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import type { ObjectBucketLifecycle } from '@/contract/bucket-lifecycle';
import { type FieldBinding, useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DialogForm } from '@/ui/dialogs';
import { CheckboxField, FieldMessage, RadioGroup, SelectField, TextField } from '@/ui/fields';
import { tierNamesQuery, useSaveLifecycleRule } from '../../api/lifecycle';
import { RuleFilterFields } from '../RuleFilterFields';
import {
  DEFAULT_LIFECYCLE_FORM,
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
  const form = useSchemaForm(() => (rule ? lifecycleFormOf(rule) : DEFAULT_LIFECYCLE_FORM), {
    validate: lifecycleProblems,
    onSubmit: (values) =>
      save.mutate({ ruleId: rule?.id, rule: toLifecycleRequest(values) }, { onSuccess: onDone }),
  });
  const { values, problems } = form;

  return (
    <DialogForm
      onSubmit={form.handleSubmit}
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
        value={values.type}
        options={RULE_TYPES}
        onChange={(type) => form.set('type', type)}
      />
      <CheckboxField
        label="Enabled"
        description="A disabled rule keeps its settings but does nothing."
        checked={values.enabled}
        onChange={(on) => form.set('enabled', on)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RuleFilterFields form={form} />
      </div>
      {values.type === 'transition' && (
        <Section title="Transition">
          <TextField label="Move objects after (days)" inputMode="numeric" {...form.bind('transitionDays')} />
          <TextField
            label="Move noncurrent versions after (days)"
            inputMode="numeric"
            {...form.bind('noncurrentTransitionDays')}
          />
          <TierField {...form.bind('tier')} />
        </Section>
      )}
      <Section title={values.type === 'transition' ? 'Expiry (optional)' : 'Expiry'}>
        <TextField label="Expire objects after (days)" inputMode="numeric" {...form.bind('expiryDays')} />
        <TextField
          label="Expire noncurrent versions after (days)"
          inputMode="numeric"
          {...form.bind('noncurrentExpiryDays')}
          hint="For versioned buckets: days after a version stops being the latest."
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Remove expired delete markers"
            description="Deletes a delete marker once no other version of its object is left."
            checked={values.expiredDeleteMarkers}
            onChange={(on) => form.set('expiredDeleteMarkers', on)}
          />
          {problems.expiredDeleteMarkers && (
            <p className="mt-1 text-sm text-danger-700">{problems.expiredDeleteMarkers}</p>
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
function TierField(field: FieldBinding<string>) {
  const id = useId();
  const tiers = useQuery(tierNamesQuery());
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
        {field.problem && (
          <FieldMessage id={id} problem={field.problem}>
            {null}
          </FieldMessage>
        )}
      </div>
    );
  }
  return (
    <SelectField
      label="Tier"
      {...field}
      options={[['', 'Choose a tier…'], ...tiers.data.map((tier) => [tier, tier] as const)]}
    />
  );
}
