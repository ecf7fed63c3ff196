import { describe, expect, it } from 'vitest';
import { booleanQueryParam, dateQueryParam, LIMIT_PROBLEM, limitQueryParam } from './objects';

describe('query parameters of the object listings', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
  ])('boolean %j is %s', (value, expected) => {
    expect(booleanQueryParam('recursive', value)).toEqual({ value: expected });
  });

  it('says what is wrong with another boolean', () => {
    expect(booleanQueryParam('recursive', 'yes')).toEqual({ problem: 'recursive: must be true or false' });
  });

  it.each([
    [undefined, 20],
    ['', 20],
    ['1', 1],
    ['1000', 1000],
  ])('limit %j is %i', (value, expected) => {
    expect(limitQueryParam(value, 20)).toEqual({ value: expected });
  });

  it.each(['0', '-1', '2.5', 'many', '1001', '5000', '1000000', '1e9'])('refuses the limit %j', (value) => {
    expect(limitQueryParam(value, 20)).toEqual({ problem: LIMIT_PROBLEM });
  });

  it('says the bounds in its refusal', () => {
    expect(LIMIT_PROBLEM).toBe('limit: must be a whole number from 1 to 1000');
  });

  it.each([
    ['2026-01-01T10:00:00Z', '2026-01-01T10:00:00.000Z'],
    ['2026-01-01T10:00:00.5Z', '2026-01-01T10:00:00.500Z'],
    ['2026-01-01T12:00:00+02:00', '2026-01-01T10:00:00.000Z'],
  ])('date %s is %s', (value, iso) => {
    const param = dateQueryParam('date', value);
    expect('value' in param && param.value.toISOString()).toBe(iso);
  });

  it.each(['2026-01-01', '2026-01-01T10:00:00', 'yesterday', '2026-13-01T10:00:00Z'])(
    'refuses the date %s',
    (value) => {
      expect(dateQueryParam('date', value)).toEqual({ problem: 'date: must be an RFC 3339 date-time' });
    },
  );
});
