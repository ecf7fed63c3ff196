import { describe, expect, it } from 'vitest';
import { expiryProblems, rfc3339OfLocal } from './expiry-field';

describe('expiry field', () => {
  it.each([
    ['', undefined],
    ['not a date', undefined],
    ['2030-06-01T12:30', new Date(2030, 5, 1, 12, 30).toISOString().replace('.000Z', 'Z')],
  ])('reads "%s" as the RFC 3339 time %s', (value, expected) => {
    expect(rfc3339OfLocal(value)).toBe(expected);
  });

  it.each([
    ['', {}],
    ['2030-06-01T12:30', {}],
    ['next Tuesday', { expiry: 'Enter a date and a time' }],
  ])('finds "%s" %j', (value, problems) => {
    expect(expiryProblems(value)).toEqual(problems);
  });
});
