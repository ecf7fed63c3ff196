import { describe, expect, it } from 'vitest';
import { canonicalHeaderName, type PutObjectRetentionRequest } from '../../src/contract/object-details.ts';
import { describingHeaders, retentionOptions } from './details-calls.ts';

describe('retentionOptions', () => {
  it.each<[string, PutObjectRetentionRequest, object]>([
    [
      'governance, in UTC without fractions',
      { mode: 'governance', expires: '2030-05-01T10:00:00.123Z' },
      { mode: 'GOVERNANCE', retainUntilDate: '2030-05-01T10:00:00Z', governanceBypass: false },
    ],
    [
      'compliance from another zone',
      { mode: 'compliance', expires: '2030-05-01T12:00:00+02:00' },
      { mode: 'COMPLIANCE', retainUntilDate: '2030-05-01T10:00:00Z', governanceBypass: false },
    ],
    [
      'the governance bypass when asked',
      { mode: 'governance', expires: '2030-05-01T10:00:00Z', governance_bypass: true },
      { mode: 'GOVERNANCE', retainUntilDate: '2030-05-01T10:00:00Z', governanceBypass: true },
    ],
  ])('maps %s', (_case, request, expected) => {
    expect(retentionOptions(request, 'null')).toEqual({ versionId: 'null', ...expected });
  });
});

describe('object metadata headers', () => {
  it.each([
    ['content-type', 'Content-Type'],
    ['x-amz-meta-owner', 'X-Amz-Meta-Owner'],
    ['X-AMZ-OBJECT-LOCK-MODE', 'X-Amz-Object-Lock-Mode'],
  ])('spells %s as %s', (raw, canonical) => {
    expect(canonicalHeaderName(raw)).toBe(canonical);
  });

  it('keeps the headers describing the object, each with all its values', () => {
    const raw = [
      'Content-Type',
      'text/plain',
      'Content-Length',
      '12',
      'ETag',
      '"abc"',
      'x-amz-meta-owner',
      'alice',
      'X-Amz-Meta-Owner',
      'bob',
      'X-Amz-Object-Lock-Legal-Hold',
      'ON',
      'X-Amz-Request-Id',
      '1234',
      'X-Amz-Tagging-Count',
      '2',
    ];
    expect(describingHeaders(raw)).toEqual({
      'Content-Type': ['text/plain'],
      'X-Amz-Meta-Owner': ['alice', 'bob'],
      'X-Amz-Object-Lock-Legal-Hold': ['ON'],
      'X-Amz-Tagging-Count': ['2'],
    });
  });
});
