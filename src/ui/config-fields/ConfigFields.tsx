import type { ReactNode } from 'react';
import type { FieldBinding, FormFields } from '@/lib/form/use-schema-form';
import { type ControlProps, LabelledControl } from '@/ui/fields';
import type { ConfigFieldSpec, ConfigFormValues } from './config-field-specs';

export const WRITE_ONLY_HINT =
  'MinIO does not show this value. Type a new one to replace it; leave it empty to keep it.';

/** The fields of a configuration generated from MinIO's help (see `configFieldSpecs`), bound to the form. */
export function ConfigFields({
  specs,
  form,
}: {
  specs: readonly ConfigFieldSpec[];
  form: FormFields<ConfigFormValues>;
}) {
  return (
    <div className="flex flex-col gap-4">
      {specs.map((spec) => (
        <ConfigField key={spec.help.key} spec={spec} binding={form.bind(spec.help.key)} />
      ))}
    </div>
  );
}

function hintOf(spec: ConfigFieldSpec): ReactNode {
  const { description } = spec.help;
  if (spec.envOverride)
    return `Overridden by ${spec.envOverride.name}: MinIO uses the environment's value. ${description}`;
  return spec.writeOnly ? `${description}. ${WRITE_ONLY_HINT}` : description;
}

function ConfigField({ spec, binding }: { spec: ConfigFieldSpec; binding: FieldBinding<string> }) {
  const label = spec.help.optional ? spec.help.key : `${spec.help.key} (required)`;
  return (
    <LabelledControl label={label} problem={binding.problem} hint={hintOf(spec)}>
      {(control) => <ConfigControl control={control} spec={spec} binding={binding} />}
    </LabelledControl>
  );
}

function ConfigControl(props: {
  control: ControlProps;
  spec: ConfigFieldSpec;
  binding: FieldBinding<string>;
}) {
  const { control, spec, binding } = props;
  if (spec.envOverride)
    return (
      <input {...control} readOnly value={spec.envOverride.value} className="field-input bg-slate-100" />
    );
  if (spec.kind === 'switch' && !spec.writeOnly) return <SwitchControl {...props} />;
  if (spec.kind === 'switch' || spec.kind === 'choice') {
    const choices = spec.kind === 'switch' ? ['on', 'off'] : spec.choices;
    const empty = spec.writeOnly ? 'Keep as is' : 'Default';
    return (
      <select
        {...control}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
        onBlur={binding.onBlur}
        className="field-input"
      >
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...control}
      type={spec.writeOnly || spec.secret ? 'password' : 'text'}
      inputMode={spec.kind === 'number' ? 'numeric' : undefined}
      value={binding.value}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => binding.onChange(event.target.value)}
      onBlur={binding.onBlur}
      className="field-input"
    />
  );
}

function SwitchControl({ control, binding }: { control: ControlProps; binding: FieldBinding<string> }) {
  const on = binding.value === 'on';
  return (
    <input
      {...control}
      type="checkbox"
      role="switch"
      checked={on}
      aria-checked={on}
      onChange={(event) => binding.onChange(event.target.checked ? 'on' : 'off')}
      onBlur={binding.onBlur}
      className="size-4 accent-brand-600"
    />
  );
}
