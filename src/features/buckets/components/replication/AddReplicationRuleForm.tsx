import { useId } from 'react';
import { multiBucketReplicationSchema } from '@/contract/bucket-replication';
import { schemaProblems } from '@/lib/form/fields';
import { type FieldBinding, useSchemaForm } from '@/lib/form/use-schema-form';
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

function requestOf(form: AddRuleForm, bucketName: string) {
  const bandwidth = bandwidthBytes(form);
  return toReplicationRequest(form, bucketName, typeof bandwidth === 'number' ? bandwidth : 0);
}

/** The form's problems by field: the contract's checks, plus a bandwidth that is not a number. */
function addRuleProblems(form: AddRuleForm, bucketName: string) {
  const { destinationBucket, ...problems } = schemaProblems(
    multiBucketReplicationSchema,
    requestOf(form, bucketName),
  );
  const bandwidth = bandwidthBytes(form);
  return {
    ...problems,
    targetBucket: destinationBucket,
    bandwidth: typeof bandwidth === 'string' ? bandwidth : problems.bandwidth,
  };
}

/** A remote target (URL, keys, bucket) and a rule sending this bucket's objects to it. */
export function AddReplicationRuleForm({ bucketName, onDone }: { bucketName: string; onDone: () => void }) {
  const add = useAddReplicationRule(bucketName);
  const form = useSchemaForm(DEFAULT_ADD_RULE_FORM, {
    validate: (values) => addRuleProblems(values, bucketName),
    onSubmit: (values) => add.mutate(requestOf(values, bucketName), { onSuccess: onDone }),
  });

  return (
    <DialogForm onSubmit={form.handleSubmit} pending={add.isPending} error={add.error} submitLabel="Add rule">
      <p className="text-sm text-slate-600">
        Copies new objects of {bucketName} to a bucket on another MinIO server. Both buckets need versioning.
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Target</legend>
        <div className="sm:col-span-2">
          <TextField
            label="Target URL"
            {...form.bind('targetURL')}
            hint="With its scheme, e.g. https://replica.example.net:9000"
          />
        </div>
        <TextField label="Access key" {...form.bind('accessKey')} />
        <SecretKeyField {...form.bind('secretKey')} />
        <TextField label="Target bucket" {...form.bind('targetBucket')} />
        <TextField label="Region" {...form.bind('region')} hint="The target's region, if it has one." />
        <SelectField
          label="Replication mode"
          value={form.values.syncMode}
          options={[
            ['async', 'Asynchronous'],
            ['sync', 'Synchronous'],
          ]}
          onChange={(value) => form.set('syncMode', value === 'sync' ? 'sync' : 'async')}
        />
        <TextField
          label="Health check period (seconds)"
          inputMode="numeric"
          {...form.bind('healthCheckPeriod')}
          hint="Empty for MinIO's default."
        />
        {form.values.syncMode === 'async' && (
          <div className="flex gap-2 sm:col-span-2">
            <TextField
              label="Bandwidth limit"
              inputMode="decimal"
              {...form.bind('bandwidth')}
              hint="Per second; empty for no limit."
            />
            <SelectField
              label="Bandwidth unit"
              value={form.values.bandwidthUnit}
              options={BANDWIDTH_UNITS.map((unit) => [unit, `${unit}/s`] as const)}
              onChange={(unit) => form.set('bandwidthUnit', unit as BandwidthUnit)}
            />
          </div>
        )}
      </fieldset>
      <RuleOptionsFields form={form} />
    </DialogForm>
  );
}

/** The target's secret key: masked, never autofilled. */
function SecretKeyField({ value, onChange, onBlur, problem }: FieldBinding<string>) {
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
        onBlur={onBlur}
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
