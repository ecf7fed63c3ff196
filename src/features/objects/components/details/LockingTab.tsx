import type { ReactNode } from 'react';
import type { ObjectRetentionMode } from '@/contract/buckets';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { DateTimeField, dateOfLocalValue, localDateTimeValue } from '@/ui/date-time-field';
import { ConfirmButton } from '@/ui/dialogs';
import { CheckboxField, FeatureSwitch, RadioGroup } from '@/ui/fields';
import { useSetLegalHold, useSetRetention } from '../../api/details';
import { formatDateTime } from '../browser/ObjectTable';
import type { ShownVersion } from './ObjectDetails';
import { type CurrentRetention, currentRetention, retentionChangeProblem } from './retention-rules';

const MODE_OPTIONS = [
  {
    value: 'governance' as const,
    label: 'Governance',
    description: 'Users with the governance-bypass permission may still shorten it or delete the version.',
  },
  {
    value: 'compliance' as const,
    label: 'Compliance',
    description: 'No one, not even the root user, can delete the version or shorten this before it ends.',
  },
];

/** The version's legal hold and retention, each changeable by whoever may. */
export function LockingTab(context: ShownVersion) {
  const retention = currentRetention(context.version.retention_mode, context.version.retention_until_date);
  return (
    <div className="flex flex-col gap-6">
      <LegalHold {...context} />
      <section className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-800">Retention</h3>
        <p className="text-sm text-slate-700">{describeRetention(retention)}</p>
        {context.access.retention && (
          <RetentionForm
            {...context}
            current={retention}
            key={`${retention?.mode}-${retention?.until.getTime()}`}
          />
        )}
      </section>
    </div>
  );
}

function describeRetention(retention: CurrentRetention | null): string {
  if (!retention) return 'No retention: the version can be deleted.';
  const mode = retention.mode === 'compliance' ? 'Compliance' : 'Governance';
  return `${mode} retention until ${formatDateTime(retention.until.toISOString())}.`;
}

function LegalHold({ bucketName, objectKey, version, versionId, access }: ShownVersion) {
  const save = useSetLegalHold(bucketName, objectKey);
  // While a change is saved, the switch already shows it.
  const on = save.isPending ? save.variables.status === 'enabled' : version.legal_hold_status === 'ON';
  const explanation = 'While on, the version cannot be deleted or overwritten, whatever its retention.';
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800">Legal hold</h3>
      {access.legalHold ? (
        <FeatureSwitch
          label="Legal hold"
          description={explanation}
          checked={on}
          disabled={save.isPending}
          onChange={(checked) => save.mutate({ versionId, status: checked ? 'enabled' : 'disabled' })}
        />
      ) : (
        <p className="text-sm text-slate-700">
          {on ? 'On. ' : 'Off. '}
          {explanation}
        </p>
      )}
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
    </section>
  );
}

const toRfc3339 = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

function RetentionForm(props: ShownVersion & { current: CurrentRetention | null }) {
  const { bucketName, objectKey, versionId, access, current } = props;
  const save = useSetRetention(bucketName, objectKey);
  const form = useSchemaForm(
    {
      mode: current?.mode ?? ('governance' as ObjectRetentionMode),
      until: current ? localDateTimeValue(current.until) : '',
      bypass: false,
    },
    {
      validate: ({ until, ...change }) => ({
        until: retentionChangeProblem(current, { ...change, until: dateOfLocalValue(until) }) ?? undefined,
      }),
      onSubmit: ({ mode, until, bypass }) => {
        const expires = dateOfLocalValue(until); // never null here: the rules refuse a missing date
        if (!expires) return;
        save.mutate({
          versionId,
          retention: { mode, expires: toRfc3339(expires), ...(bypass ? { governance_bypass: true } : {}) },
        });
      },
    },
  );

  // The clear button stays outside the form: its dialog's submit would otherwise bubble up to this form.
  return (
    <div className="flex flex-col gap-3">
      <form
        noValidate
        aria-label="Set retention"
        onSubmit={form.handleSubmit}
        className="flex flex-col gap-3"
      >
        <RadioGroup
          legend="Retention mode"
          name="object-retention-mode"
          value={form.values.mode}
          options={MODE_OPTIONS}
          onChange={(mode) => form.set('mode', mode)}
        />
        <DateTimeField
          label="Retain until"
          {...form.bind('until')}
          min={localDateTimeValue(new Date())}
          hint="In your browser's time zone."
        />
        {access.bypassGovernance && (
          <CheckboxField
            label="Bypass governance retention"
            description="Needed to shorten a governance retention or turn it into another mode."
            checked={form.values.bypass}
            onChange={(on) => form.set('bypass', on)}
          />
        )}
        {save.error ? <ApiErrorAlert error={save.error} /> : null}
        <button type="submit" className="btn-primary self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Set retention'}
        </button>
      </form>
      {current?.mode === 'governance' && access.bypassGovernance && (
        <ClearRetentionButton onConfirm={() => save.mutateAsync({ versionId, retention: null })}>
          Lift the governance retention? The version can then be deleted.
        </ClearRetentionButton>
      )}
    </div>
  );
}

function ClearRetentionButton({
  onConfirm,
  children,
}: {
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <ConfirmButton
      title="Clear retention"
      label="Clear retention"
      confirmLabel="Clear retention"
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmButton>
  );
}
