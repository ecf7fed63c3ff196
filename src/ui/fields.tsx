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

/** What a labelled control spreads on itself: its id, and its problem or hint for assistive technology. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A label, the control it names, and the control's problem (or else its hint) under it. */
export function LabelledControl(props: {
  label: string;
  problem?: string | undefined;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const showsMessage = props.problem !== undefined || props.hint !== undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': props.problem !== undefined,
        'aria-describedby': showsMessage ? messageId : undefined,
      })}
      {showsMessage && (
        <FieldMessage id={messageId} problem={props.problem}>
          {props.hint}
        </FieldMessage>
      )}
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
  return (
    <LabelledControl label={props.label} problem={props.problem} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          value={props.value}
          inputMode={props.inputMode}
          // biome-ignore lint/a11y/noAutofocus: the name is the page's first and only required field
          autoFocus={props.autoFocus}
          autoComplete={props.autoComplete ?? 'off'}
          spellCheck={false}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          className="field-input"
        />
      )}
    </LabelledControl>
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
  onBlur?: () => void;
  problem?: string | undefined;
}) {
  return (
    <LabelledControl label={props.label} problem={props.problem}>
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          className="field-input"
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/** A labelled monospace text area (policy JSON, one prefix per line) with its problem or hint. */
export function TextAreaField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  rows: number;
  problem: string | undefined;
  hint: string;
}) {
  return (
    <LabelledControl label={props.label} problem={props.problem} hint={props.hint}>
      {(control) => (
        <textarea
          {...control}
          rows={props.rows}
          value={props.value}
          spellCheck={false}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          className="field-input font-mono text-xs"
        />
      )}
    </LabelledControl>
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

/** Checkboxes choosing some of `options`, kept in the options' order, with the group's problem under them. */
export function CheckboxGroup<V extends string>(props: {
  legend: string;
  options: readonly (readonly [value: V, label: string])[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  problem: string | undefined;
}) {
  const problemId = useId();
  const toggle = (changed: V, on: boolean) =>
    props.onChange(
      props.options.map(([one]) => one).filter((one) => (one === changed ? on : props.value.includes(one))),
    );
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={props.problem ? problemId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{props.legend}</legend>
      <div className="flex flex-wrap gap-4">
        {props.options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={props.value.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      {props.problem && (
        <p id={problemId} className="text-sm text-danger-700">
          {props.problem}
        </p>
      )}
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

/** A labelled text input offering suggestions (a combobox) while taking any text. */
export function SuggestingField(props: {
  label: string;
  hint?: string;
  suggestions: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem: string | undefined;
}) {
  const listId = useId();
  return (
    <LabelledControl label={props.label} problem={props.problem} hint={props.hint}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            list={listId}
            value={props.value}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
            className="field-input font-mono"
          />
          <datalist id={listId}>
            {props.suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </>
      )}
    </LabelledControl>
  );
}
