import { useId, useState } from 'react';
import { multiBucketReplicationSchema } from '@/contract/bucket-replication';
import { problemsByField } from '@/lib/form/fields';
import { DialogForm } from '@/ui/dialogs';
import { FieldMessage, SelectField, TextField } from '@/ui/fields';
import { useAddReplicationRule } from '../../api/replication';
import { RuleOptionsFields } from './RuleOptionsFields';
import {
  type AddRuleForm,
  BANDWIDTH_UNITS,
  type BandwidthUnit,
  bandwidthBytes,
  DEFAULT_ADD_RULE_FORM,
  toReplicationRequest,
} from './replication-form';

/** The form's problems: the contract's checks, plus a bandwidth that is not a number. */
function addRuleProblems(form: AddRuleForm, bucketName: string) {
  const bandwidth = bandwidthBytes(form);
  const request = toReplicationRequest(form, bucketName, typeof bandwidth === 'number' ? bandwidth : 0);
  const parsed = multiBucketReplicationSchema.safeParse(request);
  const problems: Record<string, string> = parsed.success ? {} : problemsByField(parsed.error.issues);
  if (typeof bandwidth === 'string') problems.bandwidth = bandwidth;
  return { request, problems };
}

/** A remote target (URL, keys, bucket) and a rule sending this bucket's objects to it. */
export function AddReplicationRuleForm({ bucketName, onDone }: { bucketName: string; onDone: () => void }) {
  const add = useAddReplicationRule(bucketName);
  const [form, setForm] = useState<AddRuleForm>(DEFAULT_ADD_RULE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const { request, problems } = addRuleProblems(form, bucketName);
  const shown = submitted ? problems : {};
  const change = <K extends keyof AddRuleForm>(field: K, value: AddRuleForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    add.mutate(request, { onSuccess: onDone });
  };

  return (
    <DialogForm onSubmit={onSubmit} pending={add.isPending} error={add.error} submitLabel="Add rule">
      <p className="text-sm text-slate-600">
        Copies new objects of {bucketName} to a bucket on another MinIO server. Both buckets need versioning.
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Target</legend>
        <div className="sm:col-span-2">
          <TextField
            label="Target URL"
            value={form.targetURL}
            onChange={(value) => change('targetURL', value)}
            problem={shown.targetURL}
            hint="With its scheme, e.g. https://replica.example.net:9000"
          />
        </div>
        <TextField
          label="Access key"
          value={form.accessKey}
          onChange={(value) => change('accessKey', value)}
          problem={shown.accessKey}
        />
        <SecretKeyField
          value={form.secretKey}
          onChange={(value) => change('secretKey', value)}
          problem={shown.secretKey}
        />
        <TextField
          label="Target bucket"
          value={form.targetBucket}
          onChange={(value) => change('targetBucket', value)}
          problem={shown.destinationBucket}
        />
        <TextField
          label="Region"
          value={form.region}
          onChange={(value) => change('region', value)}
          problem={shown.region}
          hint="The target's region, if it has one."
        />
        <SelectField
          label="Replication mode"
          value={form.syncMode}
          options={[
            ['async', 'Asynchronous'],
            ['sync', 'Synchronous'],
          ]}
          onChange={(value) => change('syncMode', value === 'sync' ? 'sync' : 'async')}
        />
        <TextField
          label="Health check period (seconds)"
          inputMode="numeric"
          value={form.healthCheckPeriod}
          onChange={(value) => change('healthCheckPeriod', value)}
          problem={shown.healthCheckPeriod}
          hint="Empty for MinIO's default."
        />
        {form.syncMode === 'async' && (
          <div className="flex gap-2 sm:col-span-2">
            <TextField
              label="Bandwidth limit"
              inputMode="decimal"
              value={form.bandwidth}
              onChange={(value) => change('bandwidth', value)}
              problem={shown.bandwidth}
              hint="Per second; empty for no limit."
            />
            <SelectField
              label="Bandwidth unit"
              value={form.bandwidthUnit}
              options={BANDWIDTH_UNITS.map((unit) => [unit, `${unit}/s`] as const)}
              onChange={(unit) => change('bandwidthUnit', unit as BandwidthUnit)}
            />
          </div>
        )}
      </fieldset>
      <RuleOptionsFields form={form} change={change} problems={shown} />
    </DialogForm>
  );
}

/** The target's secret key: masked, never autofilled. */
function SecretKeyField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Secret key
      </label>
      <input
        id={id}
        type="password"
        value={value}
        autoComplete="new-password"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-message` : undefined}
        className="field-input"
      />
      {problem && (
        <FieldMessage id={`${id}-message`} problem={problem}>
          {null}
        </FieldMessage>
      )}
    </div>
  );
}
