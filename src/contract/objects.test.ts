import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { describeProblems } from './endpoint';
import { deleteObject, getObjectMetadata, putObjectTags } from './object-details';
import { getBucketRewind, listObjects, SEARCH_WITHOUT_TEXT, searchObjects } from './objects';

/** What `serve` reads from a request part: its value, or the detail of its 400. */
function read<S extends $ZodType>(
  schema: S | undefined,
  value: Record<string, string | undefined>,
): { value: output<S> } | { problem: string } {
  if (!schema) throw new Error('the operation declares no such part');
  const result = safeParse(schema, value);
  return result.success ? { value: result.data } : { problem: describeProblems(result.error) };
}

const UUID = '0b7c3c3e-8f5a-4c1e-9d2b-1a2b3c4d5e6f';

describe('query parameters of the object listings', () => {
  it.each([
    [undefined, undefined],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
  ])('boolean %j is %s', (value, expected) => {
    const answer = read(listObjects.query, { recursive: value });
    expect('value' in answer && answer.value.recursive).toBe(expected);
  });

  it('says what is wrong with another boolean', () => {
    expect(read(listObjects.query, { recursive: 'yes' })).toEqual({
      problem: 'recursive: must be true or false',
    });
  });

  it.each([
    [undefined, 20],
    ['', 20],
    ['1', 1],
    ['1000', 1000],
  ])('limit %j is %i', (value, expected) => {
    expect(read(listObjects.query, { limit: value })).toMatchObject({ value: { limit: expected } });
  });

  it('pages of a rewound folder default to 1000 entries', () => {
    expect(read(getBucketRewind.query, {})).toMatchObject({ value: { limit: 1000 } });
  });

  it.each(['0', '-1', '2.5', 'many', '1001', '5000', '1000000', '1e9'])('refuses the limit %j', (value) => {
    expect(read(listObjects.query, { limit: value })).toEqual({
      problem: 'limit: must be a whole number from 1 to 1000',
    });
  });

  it.each([
    ['2026-01-01T10:00:00Z', '2026-01-01T10:00:00.000Z'],
    ['2026-01-01T10:00:00.5Z', '2026-01-01T10:00:00.500Z'],
    ['2026-01-01T12:00:00+02:00', '2026-01-01T10:00:00.000Z'],
  ])('date %s is %s', (value, iso) => {
    const params = read(getBucketRewind.params, { bucket_name: 'photos', date: value });
    expect('value' in params && params.value.date.toISOString()).toBe(iso);
  });

  it.each(['2026-01-01', '2026-01-01T10:00:00', 'yesterday', '2026-13-01T10:00:00Z'])(
    'refuses the date %s',
    (value) => {
      expect(read(getBucketRewind.params, { bucket_name: 'photos', date: value })).toEqual({
        problem: 'date: must be an RFC 3339 date-time',
      });
    },
  );

  it.each([{}, { query: '' }])('refuses a search without text: %j', (query) => {
    expect(read(searchObjects.query, query)).toEqual({ problem: SEARCH_WITHOUT_TEXT });
  });
});

describe('the object and version a query names', () => {
  const INVALID_VERSION = 'A version id is a UUID, or "null" for an unversioned object';

  it.each([
    ['no prefix', { version_id: 'null' }, 'prefix: required in the query'],
    ['an empty prefix', { prefix: '', version_id: 'null' }, 'prefix: required in the query'],
    ['no version', { prefix: 'a' }, 'version_id: required in the query'],
    ['an empty version', { prefix: 'a', version_id: '' }, 'version_id: required in the query'],
    ['a version that is no UUID', { prefix: 'a', version_id: '..' }, `version_id: ${INVALID_VERSION}`],
  ])('an operation on one version refuses %s', (_, query, problem) => {
    expect(read(putObjectTags.query, query)).toEqual({ problem });
  });

  it.each([['null'], [UUID]])('names the version %s', (versionId) => {
    expect(read(putObjectTags.query, { prefix: 'a', version_id: versionId })).toEqual({
      value: { prefix: 'a', version_id: versionId },
    });
  });

  it.each([
    ['absent', {}, undefined],
    ['empty', { versionID: '' }, undefined],
    ['"null"', { versionID: 'null' }, 'null'],
    ['a UUID', { versionID: UUID }, UUID],
  ])('an optional version id %s is %s', (_, query, expected) => {
    expect(read(getObjectMetadata.query, { prefix: 'a', ...query })).toEqual({
      value: { prefix: 'a', versionID: expected },
    });
  });

  it.each(['..', 'v1', `${UUID}x`])('an optional version id %j is still refused when wrong', (versionId) => {
    expect(read(getObjectMetadata.query, { prefix: 'a', versionID: versionId })).toEqual({
      problem: `versionID: ${INVALID_VERSION}`,
    });
  });

  it.each([
    ['yes', 'recursive: must be true or false'],
    ['on', 'recursive: must be true or false'],
  ])('a delete refuses the flag recursive=%s rather than ignore it', (value, problem) => {
    expect(read(deleteObject.query, { prefix: 'photos/', recursive: value })).toEqual({ problem });
  });

  it('a delete reads recursive=1 as a swagger true', () => {
    expect(read(deleteObject.query, { prefix: 'photos/', recursive: '1' })).toMatchObject({
      value: { recursive: true },
    });
  });
});
