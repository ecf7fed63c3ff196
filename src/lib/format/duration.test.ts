import { describe, expect, it } from 'vitest';
import { nanosecondsToSeconds, niceDuration } from './duration';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('niceDuration picks the largest fitting unit (spec §9) and truncates', () => {
  it.each<[description: string, seconds: number, expected: string]>([
    ['over 365 days: years', 2 * 365 * DAY + 10 * DAY, '2 years'],
    ['just over 365 days: one year', 366 * DAY, '1 year'],
    ['exactly 365 days: months plus days', 365 * DAY, '12 months 5 days'],
    ['over 30 days: months plus days', 33 * DAY, '1 month 3 days'],
    ['over 30 days, whole months: months only', 60 * DAY + HOUR, '2 months'],
    ['exactly 30 days: weeks', 30 * DAY, '4 weeks'],
    ['7 to 30 days: weeks', 14 * DAY, '2 weeks'],
    ['exactly 7 days: one week', 7 * DAY, '1 week'],
    ['1 to 6 days: days', 3 * DAY + 5 * HOUR, '3 days'],
    ['exactly one day', DAY, '1 day'],
    ['under a day: hours', 5 * HOUR + 30 * MINUTE, '5 hours'],
    ['exactly one hour', HOUR, '1 hour'],
    ['under an hour: minutes', 12 * MINUTE + 59, '12 minutes'],
    ['exactly one minute', MINUTE, '1 minute'],
    ['under a minute: seconds', 40.9, '40 seconds'],
    ['one second', 1, '1 second'],
    ['zero', 0, '0 seconds'],
  ])('%s: %s s → %s', (_, seconds, expected) => {
    expect(niceDuration(seconds)).toBe(expected);
  });

  it.each<[input: number | null | undefined]>([
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [undefined],
    [null],
  ])('shows %j as "-"', (input) => {
    expect(niceDuration(input)).toBe('-');
  });
});

describe('nanosecondsToSeconds returns seconds rounded to 4 decimals as "<n> s", trailing zeros dropped', () => {
  it.each<[nanoseconds: number, expected: string]>([
    [0, '0 s'],
    [1_500_000_000, '1.5 s'],
    [1_234_567, '0.0012 s'],
    [123_456_789, '0.1235 s'],
    [49_999, '0 s'],
    [50_000, '0.0001 s'],
    [90_000_000_000, '90 s'],
  ])('%s ns → %s', (nanoseconds, expected) => {
    expect(nanosecondsToSeconds(nanoseconds)).toBe(expected);
  });

  it.each<[input: number | null | undefined]>([[-1], [Number.NaN], [undefined], [null]])(
    'shows %j as "-"',
    (input) => {
      expect(nanosecondsToSeconds(input)).toBe('-');
    },
  );
});
