import { describe, expect, it } from 'vitest';
import { INITIAL_TRACE_FILTERS, type TraceFormValues, traceFilterProblems, traceQueryOf } from './trace-form';

const filters = (change: Partial<TraceFormValues>): TraceFormValues => ({
  ...INITIAL_TRACE_FILTERS,
  ...change,
});

describe('trace filters', () => {
  it.each([
    ['the default: S3 calls only', {}, { calls: 's3' }],
    ['every kind of call', { calls: ['s3', 'internal', 'storage', 'os'] as const }, { calls: 'all' }],
    [
      'lists typed loosely',
      { statusCode: ' 404, 503 ,', method: 'get,put', funcname: 's3.PutObject' },
      { calls: 's3', statusCode: '404,503', method: 'GET,PUT', funcname: 's3.PutObject' },
    ],
    [
      'errors over a threshold',
      { onlyErrors: true, threshold: '250' },
      { calls: 's3', onlyErrors: 'yes', threshold: '250000000' },
    ],
  ])('%s', (_, change, query) => {
    expect(traceQueryOf(filters(change))).toEqual(query);
  });

  it.each([
    ['no kind of call', { calls: [] }, 'calls', 'Choose at least one kind of call'],
    [
      'a status that is not one',
      { statusCode: '600' },
      'statusCode',
      'must be up to 20 HTTP status codes, separated by commas',
    ],
    [
      'a threshold that is not a number',
      { threshold: '1s' },
      'threshold',
      'Enter a whole number of milliseconds, up to an hour',
    ],
    [
      'a method with a digit',
      { method: 'G3T' },
      'method',
      'must be up to 20 HTTP methods in capitals, separated by commas',
    ],
  ])('refuses %s', (_, change, field, problem) => {
    expect(traceFilterProblems(filters(change as Partial<TraceFormValues>))[field]).toBe(problem);
  });
});
