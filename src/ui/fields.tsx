import { type ReactNode, useId } from 'react';

/** A switch with its explanation; what it reveals shows only while it is on. */
export function FeatureSwitch(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={props.checked}
          aria-checked={props.checked}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-describedby={`${id}-description`}
          className="mt-1 size-4 shrink-0 accent-brand-600"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {props.label}
          </label>
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {props.description}
          </p>
        </div>
      </div>
      {props.checked && props.children && <div className="ml-7">{props.children}</div>}
    </div>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem: string | undefined;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  autoFocus?: boolean;
  type?: 'text' | 'password';
  /** Browsers' autofill hint; off unless given. */
  autoComplete?: string;
}) {
  const id = useId();
  const showsMessage = props.problem !== undefined || props.hint !== undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        inputMode={props.inputMode}
        // biome-ignore lint/a11y/noAutofocus: the name is the page's first and only required field
        autoFocus={props.autoFocus}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.problem !== undefined}
        aria-describedby={showsMessage ? `${id}-message` : undefined}
        className="field-input"
      />
      {showsMessage && (
        <FieldMessage id={`${id}-message`} problem={props.problem}>
          {props.hint}
        </FieldMessage>
      )}
    </div>
  );
}

/** The field's problem in red when there is one, else its hint. */
export function FieldMessage({
  id,
  problem,
  children,
}: {
  id: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <p id={id} className={`text-sm ${problem ? 'text-danger-700' : 'text-slate-500'}`}>
      {problem ?? children}
    </p>
  );
}

export function SelectField(props: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="field-input"
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled monospace text area (policy JSON, one prefix per line) with its problem or hint. */
export function TextAreaField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  problem: string | undefined;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={props.rows}
        value={props.value}
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.problem !== undefined}
        aria-describedby={`${id}-message`}
        className="field-input font-mono text-xs"
      />
      <FieldMessage id={`${id}-message`} problem={props.problem}>
        {props.hint}
      </FieldMessage>
    </div>
  );
}

/** A group of radio buttons, each with an optional explanation under its label. */
export function RadioGroup<V extends string>(props: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string; description?: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            className="mt-1 accent-brand-600"
          />
          <span>
            {option.label}
            {option.description && <span className="block text-slate-500">{option.description}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
