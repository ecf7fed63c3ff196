import { useState } from 'react';
import type { ConfigKeyHelp } from '@/contract/config-values';
import type { Configuration } from '@/contract/configs';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { ConfigFields } from '@/ui/config-fields/ConfigFields';
import {
  changedKeyValues,
  configFieldSpecs,
  configFormProblems,
  configFormValues,
} from '@/ui/config-fields/config-field-specs';
import { ConfirmButton } from '@/ui/dialogs';
import { useResetConfig, useSetConfig } from '../api/configs';

const SAVED_LIVE = 'Saved. MinIO applied the change.';
const SAVED_FOR_RESTART = 'Saved. MinIO applies the change, and shows the new values, once restarted.';

/** One configuration (a subsystem's own, or a target's) as a form generated from MinIO's help. */
export function ConfigForm({
  configuration,
  keysHelp,
  resetLabel,
}: {
  configuration: Configuration;
  keysHelp: readonly ConfigKeyHelp[];
  /** "Reset to defaults" for a subsystem, "Remove target" for a target. */
  resetLabel: string;
}) {
  const keyValues = configuration.key_values ?? [];
  const specs = configFieldSpecs(keysHelp, keyValues);
  const initial = configFormValues(specs, keyValues);
  const save = useSetConfig(configuration.name);
  const reset = useResetConfig(configuration.name);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSchemaForm(initial, {
    validate: (values) => configFormProblems(specs, values, initial),
    onSubmit: (values) =>
      save.mutateAsync(changedKeyValues(specs, initial, values)).then((answer) => {
        setSaved(answer.restart ? SAVED_FOR_RESTART : SAVED_LIVE);
      }),
  });
  const changes = changedKeyValues(specs, initial, form.values);
  return (
    <form
      aria-label={`Configuration ${configuration.name}`}
      onSubmit={(event) => {
        setSaved(null);
        form.handleSubmit(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <ConfigFields specs={specs} form={form} />
      {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
      {saved && (
        <p role="status" className="text-sm text-slate-700">
          {saved}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <ConfirmButton
          title={`${resetLabel}: ${configuration.name}`}
          label={resetLabel}
          confirmLabel={resetLabel}
          onConfirm={() => reset.mutateAsync()}
        >
          <p className="text-sm text-slate-700">
            {configuration.name.includes(':')
              ? `The target ${configuration.name} is removed once MinIO restarts.`
              : `Every key of ${configuration.name} goes back to MinIO's default once MinIO restarts or applies it.`}
          </p>
        </ConfirmButton>
        <button type="submit" className="btn-primary" disabled={form.submitting || changes.length === 0}>
          {form.submitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
