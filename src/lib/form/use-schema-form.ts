import { type FormEvent, useState } from 'react';

/**
 * What keeps the values from being sent: a message per field (or per path inside one, `rows.3.key`),
 * absent or undefined when it is fine.
 */
export type Problems = Readonly<Record<string, string | undefined>>;

export interface SchemaFormOptions<V> {
  /** The rules, from a contract schema (`schemaProblems`) or the contract's own checks; never restated here. */
  validate: (values: V) => Problems;
  /** Runs only when nothing is wrong; a returned promise keeps `submitting` on and its refusal in `error`. */
  onSubmit: (values: V) => unknown;
}

/** What a text or select field of src/ui/fields.tsx takes for one field of the form. */
export interface FieldBinding<T> {
  value: T;
  onChange(value: T): void;
  onBlur(): void;
  problem: string | undefined;
}

/**
 * One form's state over its rules. A problem shows once the form was submitted, or once its field (or its
 * own path) was touched: changed or left. A problem of no field (a rule over several) shows once anything was.
 */
export function useSchemaForm<V extends object>(initial: V | (() => V), options: SchemaFormOptions<V>) {
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const problems = options.validate(values);
  const valid = Object.values(problems).every((problem) => problem === undefined);
  const isShown = (key: string) => {
    const field = key.split('.')[0] ?? key;
    if (!Object.hasOwn(values, field)) return Object.keys(touched).length > 0;
    return touched[key] || touched[field];
  };
  const shown: Problems = Object.fromEntries(
    Object.entries(problems).filter(([key]) => submitted || isShown(key)),
  );

  const touch = (path: string) => setTouched((current) => ({ ...current, [path]: true }));
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    touch(String(field));
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    const result = options.onSubmit(values);
    if (!(result instanceof Promise)) return;
    setSubmitting(true);
    setError(null);
    result.catch(setError).finally(() => setSubmitting(false));
  };

  /** Starts over from the first values, nothing touched or submitted. */
  const reset = () => {
    setValues(start);
    setTouched({});
    setSubmitted(false);
  };

  return {
    values,
    set,
    /** Replaces several values at once, as a rule of the form (not the user) changes them. */
    replace: setValues,
    /** Marks a path inside a field as touched, for fields (list rows) changed through `replace`. */
    touch,
    bind: <K extends keyof V & string>(field: K): FieldBinding<V[K]> => ({
      value: values[field],
      onChange: (value) => set(field, value),
      onBlur: () => touch(field),
      problem: shown[field],
    }),
    /** The problems the user may see now, by field (or by the schema's name for it). */
    problems: shown,
    valid,
    changed: JSON.stringify(values) !== JSON.stringify(start),
    submitted,
    submitting,
    error,
    handleSubmit,
    reset,
  };
}

export type SchemaForm<V extends object> = ReturnType<typeof useSchemaForm<V>>;

/** The part of a form that a group of its fields needs; a form over more fields than `V` passes too. */
export interface FormFields<V> {
  values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  bind<K extends keyof V & string>(field: K): FieldBinding<V[K]>;
  problems: Problems;
}
