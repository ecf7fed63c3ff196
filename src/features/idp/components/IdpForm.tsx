import { printKeyValues } from '@/contract/config-text';
import type { ConfigKeyHelp } from '@/contract/config-values';
import { DEFAULT_IDP_NAME, type IdpConfigInfo, type IdpType, idpNameProblem } from '@/contract/idp';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useUiStore } from '@/lib/store/ui-store';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { ConfigFields } from '@/ui/config-fields/ConfigFields';
import {
  type ConfigFormValues,
  changedKeyValues,
  configFormProblems,
  configFormValues,
} from '@/ui/config-fields/config-field-specs';
import { TextField } from '@/ui/fields';
import { useCreateIdp, useUpdateIdp } from '../api/idp';
import { idpFieldSpecs } from './idp-fields';

/** The name field's key among the form's values: never a configuration key (those are lower case). */
const NAME_FIELD = 'configName';

export const SAVED_MESSAGE = 'Saved. MinIO checked the configuration and uses it once restarted.';

interface IdpFormProps {
  type: IdpType;
  keysHelp: readonly ConfigKeyHelp[];
  /** Its name; a new OpenID configuration without one is named in the form. */
  name?: string;
  /** What MinIO reports of an existing configuration; absent for a new one. */
  info?: readonly IdpConfigInfo[];
  onSaved?: () => void;
}

/**
 * A configuration's keys, from MinIO's help. MinIO checks what is saved (it reaches the provider, or binds to
 * the directory) and refuses it in its own words when it cannot.
 */
export function IdpForm({ type, keysHelp, name, info, onSaved }: IdpFormProps) {
  const { specs, keyValues } = idpFieldSpecs(type, name ?? DEFAULT_IDP_NAME, keysHelp, info);
  const initial: ConfigFormValues = { ...configFormValues(specs, keyValues), [NAME_FIELD]: name ?? '' };
  const create = useCreateIdp(type);
  const update = useUpdateIdp(type, name ?? DEFAULT_IDP_NAME);
  const form = useSchemaForm(initial, {
    validate: (values) => ({
      ...configFormProblems(specs, values, info && initial),
      [NAME_FIELD]: idpNameProblem(type, values[NAME_FIELD] ?? '') ?? undefined,
    }),
    onSubmit: async (values) => {
      const input = printKeyValues(changedKeyValues(specs, initial, values));
      if (info) await update.mutateAsync(input);
      else await create.mutateAsync({ name: values[NAME_FIELD] ?? '', input });
      useUiStore.getState().showMessage(SAVED_MESSAGE);
      onSaved?.();
    },
  });
  const unchanged = info !== undefined && changedKeyValues(specs, initial, form.values).length === 0;
  return (
    <form
      aria-label={info ? 'Edit configuration' : 'New configuration'}
      onSubmit={form.handleSubmit}
      noValidate
      className="flex flex-col gap-4"
    >
      {name === undefined && (
        <TextField
          label="Name"
          hint="Letters, digits, dots, hyphens or underscores; _ is the default configuration"
          autoFocus
          {...form.bind(NAME_FIELD)}
        />
      )}
      <ConfigFields specs={specs} form={form} />
      {form.error ? <ApiErrorAlert error={form.error} showDetail /> : null}
      <div className="flex justify-end gap-2">
        <button type="submit" className="btn-primary" disabled={form.submitting || unchanged}>
          {form.submitting ? 'Checking and saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
