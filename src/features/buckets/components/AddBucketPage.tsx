import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import {
  MAX_EXCLUDED_PREFIXES,
  type ObjectRetentionMode,
  type ObjectRetentionUnit,
} from '@/contract/buckets';
import { type SchemaForm, useSchemaForm } from '@/lib/form/use-schema-form';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { FeatureSwitch, FieldMessage, SelectField, TextField } from '@/ui/fields';
import {
  type AddBucketForm,
  DEFAULT_ADD_BUCKET_FORM,
  type Feature,
  formProblems,
  QUOTA_UNITS,
  type QuotaUnit,
  toggleFeature,
  toMakeBucketRequest,
} from '../add-bucket-form';
import { useCreateBucket } from '../api/buckets';

const NAME_HINT = '3 to 63 characters: lowercase letters, digits, dots and hyphens.';
const NOT_DISTRIBUTED =
  'Versioning, object locking, quota and retention need MinIO in distributed (erasure-coded) mode; this server is not.';

const FEATURE_TEXTS: Record<Feature, { label: string; description: string }> = {
  versioning: {
    label: 'Versioning',
    description: 'Keeps every version of each object, so overwritten and deleted objects can be restored.',
  },
  locking: {
    label: 'Object locking',
    description:
      'Keeps objects from being deleted or overwritten. Needs versioning, and can only be turned on when the bucket is created.',
  },
  quota: { label: 'Quota', description: 'A hard limit: writes fail once the bucket holds this much data.' },
  retention: {
    label: 'Retention',
    description: 'A default retention for new objects. Needs object locking.',
  },
};

/** /add-bucket: the bucket's name and the features that can only (or best) be set when it is created. */
export function AddBucketPage({ distributedMode }: { distributedMode: boolean }) {
  const navigate = useNavigate();
  const create = useCreateBucket();
  const [note, setNote] = useState<string | null>(null);
  const form = useSchemaForm(DEFAULT_ADD_BUCKET_FORM, {
    validate: formProblems,
    onSubmit: (values) =>
      create.mutate(toMakeBucketRequest(values), {
        onSuccess: () => navigate({ to: '/buckets/$bucketName/admin', params: { bucketName: values.name } }),
      }),
  });
  const { values } = form;
  const toggle = (feature: Feature, on: boolean) => {
    const toggled = toggleFeature(values, feature, on);
    form.replace(toggled.form);
    setNote(toggled.note);
  };

  const locked = !distributedMode;
  const switchOf = (feature: Feature) => ({
    ...FEATURE_TEXTS[feature],
    checked: values[feature],
    disabled: locked,
    onChange: (on: boolean) => toggle(feature, on),
  });
  return (
    <>
      <PageHeader title="Create Bucket" />
      <form onSubmit={form.handleSubmit} noValidate className="flex max-w-2xl flex-col gap-6 p-6">
        <TextField label="Bucket name" {...form.bind('name')} hint={NAME_HINT} autoFocus />

        <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Features</legend>
          {locked && <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{NOT_DISTRIBUTED}</p>}

          <FeatureSwitch {...switchOf('versioning')}>
            {values.locking ? (
              <p className="text-sm text-slate-600">Object locking does not allow versioning exclusions.</p>
            ) : (
              <VersioningExclusions form={form} />
            )}
          </FeatureSwitch>

          <FeatureSwitch {...switchOf('locking')} />

          <FeatureSwitch {...switchOf('quota')}>
            <div className="flex gap-2">
              <TextField label="Quota size" inputMode="decimal" {...form.bind('quotaSize')} />
              <SelectField
                label="Quota unit"
                value={values.quotaUnit}
                options={QUOTA_UNITS.map((unit) => [unit, unit])}
                onChange={(unit) => form.set('quotaUnit', unit as QuotaUnit)}
              />
            </div>
          </FeatureSwitch>

          <FeatureSwitch {...switchOf('retention')}>
            <RetentionFields form={form} />
          </FeatureSwitch>

          <p role="status" className="text-sm text-brand-700">
            {note}
          </p>
        </fieldset>

        {create.error ? <ApiErrorAlert error={create.error} /> : null}

        <div className="flex justify-end gap-2">
          <Link to="/buckets" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={!form.valid || create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Bucket'}
          </button>
        </div>
      </form>
    </>
  );
}

type Form = SchemaForm<AddBucketForm>;

function VersioningExclusions({ form }: { form: Form }) {
  const id = useId();
  const problem = form.problems.excludePrefixes;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Excluded prefixes
        </label>
        <textarea
          id={id}
          rows={3}
          value={form.values.excludePrefixes}
          onChange={(event) => form.set('excludePrefixes', event.target.value)}
          onBlur={form.bind('excludePrefixes').onBlur}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-hint`}
          className="field-input font-mono"
        />
        <FieldMessage id={`${id}-hint`} problem={problem}>
          {`Objects under these prefixes are not versioned: one per line, at most ${MAX_EXCLUDED_PREFIXES}.`}
        </FieldMessage>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.values.excludeFolders}
          onChange={(event) => form.set('excludeFolders', event.target.checked)}
        />
        Exclude folders (objects whose name ends with "/")
      </label>
    </div>
  );
}

const RETENTION_MODES: [ObjectRetentionMode, string][] = [
  ['compliance', 'Compliance'],
  ['governance', 'Governance'],
];
const RETENTION_UNITS: [ObjectRetentionUnit, string][] = [
  ['days', 'Days'],
  ['years', 'Years'],
];

function RetentionFields({ form }: { form: Form }) {
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex gap-4 text-sm text-slate-700">
        <legend className="mb-1 font-medium">Retention mode</legend>
        {RETENTION_MODES.map(([mode, label]) => (
          <label key={mode} className="flex items-center gap-2">
            <input
              type="radio"
              name="retention-mode"
              value={mode}
              checked={form.values.retentionMode === mode}
              onChange={() => form.set('retentionMode', mode)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <TextField label="Retention validity" inputMode="numeric" {...form.bind('retentionValidity')} />
        <SelectField
          label="Retention unit"
          value={form.values.retentionUnit}
          options={RETENTION_UNITS}
          onChange={(unit) => form.set('retentionUnit', unit as ObjectRetentionUnit)}
        />
      </div>
    </div>
  );
}
