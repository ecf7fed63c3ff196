import { LabelledControl } from './fields';

/** `<input type="datetime-local">` value of a date, in the browser's time zone (minutes precision). */
export function localDateTimeValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The date a `datetime-local` value names in the browser's time zone; null when empty or invalid. */
export function dateOfLocalValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A labelled local date and time, with its problem or hint under it. */
export function DateTimeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  hint?: string;
  /** The earliest value the picker offers, as a `datetime-local` value. */
  min?: string;
}) {
  return (
    <LabelledControl label={props.label} problem={props.problem} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          value={props.value}
          min={props.min}
          onChange={(event) => props.onChange(event.target.value)}
          className="field-input"
        />
      )}
    </LabelledControl>
  );
}
