import { describe, expect, it } from 'vitest';
import { type AuditFormValues, auditFilterProblems, auditQueryOf, INITIAL_AUDIT_FILTERS } from './audit-form';

const values = (given: Partial<AuditFormValues>): AuditFormValues => ({ ...INITIAL_AUDIT_FILTERS, ...given });
const local = (text: string) => new Date(text).toISOString();

describe('the audit filters', () => {
  it.each<[string, Partial<AuditFormValues>, Record<string, string>]>([
    ['nothing but the order', {}, { order: 'timeDesc' }],
    [
      'trimmed names',
      { bucket: ' photos ', api_name: 'GetObject ' },
      { bucket: 'photos', api_name: 'GetObject', order: 'timeDesc' },
    ],
    ['an object start as typed', { object: ' a/' }, { object: ' a/', order: 'timeDesc' }],
    [
      'local times as UTC',
      { from: '2024-05-01T10:00', to: '2024-05-01T11:30', order: 'timeAsc' },
      { timeStart: local('2024-05-01T10:00'), timeEnd: local('2024-05-01T11:30'), order: 'timeAsc' },
    ],
  ])('ask for %s', (_, given, query) => {
    expect(auditQueryOf(values(given))).toEqual(query);
  });

  it.each<[string, Partial<AuditFormValues>, Record<string, string>]>([
    ['none when empty', {}, {}],
    [
      'a status out of range',
      { response_status: '42' },
      { response_status: 'must be an HTTP status from 100 to 599' },
    ],
    [
      'a start after the end',
      { from: '2024-05-02T00:00', to: '2024-05-01T00:00' },
      { from: 'timeStart must be before timeEnd' },
    ],
    ['a control character', { bucket: 'a\u0007b' }, { bucket: 'has no control characters' }],
  ])('find %s', (_, given, problems) => {
    expect(auditFilterProblems(values(given))).toEqual(problems);
  });
});
