import { describe, expect, it } from 'vitest';
import { expiryProblem, serviceAccountNameProblem } from './service-accounts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('expiryProblem', () => {
  it.each([
    ['none', '', null],
    ['15 minutes ahead', at(15 * MINUTE), null],
    ['365 days ahead', at(365 * DAY), null],
    ['a date without a time', '2025-07-01', 'The expiry is an RFC 3339 date and time'],
    ['an hour ago', at(-60 * MINUTE), 'The expiry is in the future'],
    ['14 minutes ahead', at(14 * MINUTE), 'The expiry is at least 15 minutes from now'],
    ['366 days ahead', at(366 * DAY), 'The expiry is at most 365 days from now'],
  ])('%s: %j', (_case, text, problem) => {
    expect(expiryProblem(text, NOW)).toBe(problem);
  });
});

describe('serviceAccountNameProblem', () => {
  it.each([
    ['', null],
    ['ci', null],
    ['Backup key 2', null],
    ['a'.repeat(32), null],
    ['a'.repeat(33), 'The name has at most 32 characters'],
    ['2fa', 'The name starts with a letter'],
    [' ci', 'The name starts with a letter'],
  ])('%j: %j', (name, problem) => {
    expect(serviceAccountNameProblem(name)).toBe(problem);
  });
});
