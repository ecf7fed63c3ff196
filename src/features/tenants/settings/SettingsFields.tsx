import type { KeyValuePair } from '@/contract/operator/tenant-settings';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { DialogForm } from '@/ui/dialogs';
import { Fact } from '@/ui/Fact';
import { TextAreaField, TextField } from '@/ui/fields';
import { pairsText } from './pairs-text';
import { settingsRequest } from './settings-form';

/** A settings object's fields as a page shows and edits them: texts, and `key=value` lists. */
export interface SettingsLayout<S> {
  text: readonly (readonly [keyof S & string, string])[];
  pairs: readonly (readonly [keyof S & string, string])[];
  schema: Parameters<typeof settingsRequest>[2];
}

type Values = Record<string, string | KeyValuePair[] | boolean | undefined>;

function formOf<S>(layout: SettingsLayout<S>, settings: S): Record<string, string> {
  const values = settings as Values;
  return Object.fromEntries([
    ...layout.text.map(([field]) => [field, String(values[field] ?? '')]),
    ...layout.pairs.map(([field]) => [field, pairsText(values[field] as KeyValuePair[] | undefined)]),
  ]);
}

/** The settings as facts: unset texts are the operator's defaults. */
export function SettingsFacts<S>({ layout, settings }: { layout: SettingsLayout<S>; settings: S }) {
  const values = formOf(layout, settings);
  return (
    <dl className="grid gap-2">
      {layout.text.map(([field, label]) => (
        <Fact key={field} label={label}>
          {values[field] || 'Default'}
        </Fact>
      ))}
      {layout.pairs.map(([field, label]) => (
        <Fact key={field} label={label}>
          {values[field]?.replaceAll('\n', ', ') || 'None'}
        </Fact>
      ))}
    </dl>
  );
}

/** The dialog's form editing the settings, checked against the request schema before it is sent. */
export function SettingsForm<S>(props: {
  layout: SettingsLayout<S>;
  settings: S;
  save: (request: S) => Promise<unknown>;
  onDone: () => void;
}) {
  const { layout } = props;
  const pairFields = layout.pairs.map(([field]) => field);
  const form = useSchemaForm(() => formOf(layout, props.settings), {
    validate: (values) => settingsRequest(values, pairFields, layout.schema).problems,
    onSubmit: (values) =>
      props.save(settingsRequest(values, pairFields, layout.schema).request as S).then(props.onDone),
  });
  return (
    <DialogForm onSubmit={form.handleSubmit} pending={form.submitting} error={form.error} submitLabel="Save">
      {layout.text.map(([field, label]) => (
        <TextField key={field} label={label} {...form.bind(field)} hint="Empty for the operator's default" />
      ))}
      {layout.pairs.map(([field, label]) => (
        <TextAreaField key={field} label={label} rows={3} {...form.bind(field)} hint="One key=value a line" />
      ))}
    </DialogForm>
  );
}
