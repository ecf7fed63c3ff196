import { describe, expect, it } from 'vitest';
import { type CurrentRetention, currentRetention, retentionChangeProblem } from './retention-rules';

const now = new Date('2026-01-01T00:00:00Z');
const at = (iso: string) => new Date(iso);
const governance: CurrentRetention = { mode: 'governance', until: at('2026-06-01T00:00:00Z') };
const compliance: CurrentRetention = { mode: 'compliance', until: at('2026-06-01T00:00:00Z') };
const expired: CurrentRetention = { mode: 'compliance', until: at('2025-06-01T00:00:00Z') };

describe('retentionChangeProblem', () => {
  it.each<
    [string, CurrentRetention | null, 'governance' | 'compliance', string | null, boolean, string | null]
  >([
    ['no date', null, 'governance', null, false, 'Enter the date and time to retain the object until'],
    [
      'a date in the past',
      null,
      'governance',
      '2025-12-31T23:59:00Z',
      false,
      'The retain-until date must be in the future',
    ],
    ['now', null, 'compliance', '2026-01-01T00:00:00Z', false, 'The retain-until date must be in the future'],
    ['a first retention', null, 'compliance', '2026-02-01T00:00:00Z', false, null],
    ['extending a compliance retention', compliance, 'compliance', '2027-01-01T00:00:00Z', false, null],
    ['keeping a compliance retention', compliance, 'compliance', '2026-06-01T00:00:00Z', false, null],
    [
      'shortening a compliance retention',
      compliance,
      'compliance',
      '2026-03-01T00:00:00Z',
      true,
      'A compliance retention can only be extended, in compliance mode, until it expires',
    ],
    [
      'turning compliance into governance',
      compliance,
      'governance',
      '2027-01-01T00:00:00Z',
      true,
      'A compliance retention can only be extended, in compliance mode, until it expires',
    ],
    ['extending a governance retention', governance, 'governance', '2027-01-01T00:00:00Z', false, null],
    [
      'shortening a governance retention without the bypass',
      governance,
      'governance',
      '2026-03-01T00:00:00Z',
      false,
      'Shortening or changing a governance retention needs the governance bypass',
    ],
    [
      'shortening a governance retention with the bypass',
      governance,
      'governance',
      '2026-03-01T00:00:00Z',
      true,
      null,
    ],
    [
      'turning governance into compliance without the bypass',
      governance,
      'compliance',
      '2027-01-01T00:00:00Z',
      false,
      'Shortening or changing a governance retention needs the governance bypass',
    ],
    ['anything once the retention has expired', expired, 'governance', '2026-02-01T00:00:00Z', false, null],
  ])('%s', (_case, current, mode, until, bypass, expected) => {
    expect(retentionChangeProblem(current, { mode, until: until ? at(until) : null, bypass }, now)).toBe(
      expected,
    );
  });
});

describe('currentRetention', () => {
  it.each([
    ['GOVERNANCE', '2026-06-01T00:00:00Z', { mode: 'governance', until: at('2026-06-01T00:00:00Z') }],
    ['COMPLIANCE', '2026-06-01T00:00:00Z', { mode: 'compliance', until: at('2026-06-01T00:00:00Z') }],
    [undefined, '2026-06-01T00:00:00Z', null],
    ['GOVERNANCE', undefined, null],
    ['GOVERNANCE', 'soon', null],
  ])('reads %s until %s', (mode, until, expected) => {
    expect(currentRetention(mode, until)).toEqual(expected);
  });
});
