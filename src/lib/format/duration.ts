import { isFiniteNumber, NO_VALUE, type NumberInput } from './numbers';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time for people, in the largest fitting unit (spec §9): over 365 days in years, over 30 days in
 * months plus days, 7 to 30 days in weeks, 1 to 6 days in days, else hours, minutes or seconds. Counts are
 * truncated. Negative or non-numeric input shows as `'-'`.
 */
export function niceDuration(seconds: NumberInput): string {
  if (!isFiniteNumber(seconds) || seconds < 0) return NO_VALUE;
  const days = seconds / DAY;
  if (days > 365) return count(days / 365, 'year');
  if (days > 30) {
    const months = count(days / 30, 'month');
    const remainingDays = Math.floor(days % 30);
    return remainingDays > 0 ? `${months} ${count(remainingDays, 'day')}` : months;
  }
  if (days >= 7) return count(days / 7, 'week');
  if (days >= 1) return count(days, 'day');
  if (seconds >= HOUR) return count(seconds / HOUR, 'hour');
  if (seconds >= MINUTE) return count(seconds / MINUTE, 'minute');
  return count(seconds, 'second');
}

function count(amount: number, unit: string): string {
  const whole = Math.floor(amount);
  return `${whole} ${unit}${whole === 1 ? '' : 's'}`;
}

/** A nanosecond duration in seconds, rounded to 4 decimals with trailing zeros dropped: `1234567` → `'0.0012 s'`. */
export function nanosecondsToSeconds(nanoseconds: NumberInput): string {
  if (!isFiniteNumber(nanoseconds) || nanoseconds < 0) return NO_VALUE;
  return `${Number((nanoseconds / 1e9).toFixed(4))} s`;
}
