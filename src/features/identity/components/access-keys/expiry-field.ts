import type { Problems } from '@/lib/form/use-schema-form';
import { dateOfLocalValue } from '@/ui/date-time-field';

/** A `datetime-local` value as the RFC 3339 time MinIO takes (UTC, whole seconds); undefined when empty or invalid. */
export function rfc3339OfLocal(value: string): string | undefined {
  const date = dateOfLocalValue(value);
  return date ? date.toISOString().replace(/\.\d+Z$/, 'Z') : undefined;
}

/** A typed expiry the browser could not read as a date (the contract judges the date itself). */
export function expiryProblems(value: string): Problems {
  return value !== '' && !dateOfLocalValue(value) ? { expiry: 'Enter a date and a time' } : {};
}
