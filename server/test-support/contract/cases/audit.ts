import * as audit from '../../../../src/contract/audit.ts';
import { type AreaCases, operationCases, otherCase } from '../case.ts';

/** The audit log: searched and exported by filter; pointing MinIO's audit webhook is refused here only. */
export const auditCases: AreaCases = (fixture) => {
  // No entry has the run's own request ID: both targets answer the same empty page.
  const nothing = { request_id: fixture.scratch };
  const invalid = (name: string, query: Record<string, string>) =>
    otherCase(
      audit.searchAuditLog,
      name,
      { declared: { query } },
      { status: 400, message: 'Invalid request' },
    );
  return [
    ...operationCases(audit.searchAuditLog, fixture, {
      request: { query: { ...nothing, pageSize: '5', order: 'timeAsc' } },
      expect: { values: { results: [], more: false } },
    }),
    invalid('a page size past the bound', { pageSize: String(audit.AUDIT_MAX_PAGE_SIZE + 1) }),
    invalid('a page past the first rows', { pageSize: '500', pageNo: '201' }),
    invalid('a start after the end', { timeStart: '2024-05-02T00:00:00Z', timeEnd: '2024-05-01T00:00:00Z' }),
    invalid('a time that is not RFC 3339', { timeStart: 'yesterday' }),
    invalid('a status that is not one', { response_status: '42' }),
    invalid('an order it does not know', { order: 'random' }),
    ...operationCases(audit.exportAuditLog, fixture, {
      request: { query: { ...nothing, format: 'ndjson' } },
    }),
    otherCase(
      audit.exportAuditLog,
      'a format it does not know',
      { declared: { query: { format: 'xlsx' } } },
      { status: 400, message: 'Invalid request' },
    ),
    ...operationCases(audit.getAuditReceiver, fixture, {
      request: {},
      expect: { fields: ['url'], values: { configured: false } },
    }),
    ...operationCases(audit.setAuditReceiver, fixture, {
      request: { body: { url: 'http://127.0.0.1:9/api/v1/audit/ingest' } },
      expect: { values: { restart: false } },
    }),
    otherCase(
      audit.setAuditReceiver,
      'an address that is not http(s)',
      { declared: { body: { url: 'ftp://127.0.0.1/in' } } },
      { status: 400, message: 'Invalid request' },
    ),
    ...[audit.searchAuditLog, audit.exportAuditLog, audit.getAuditReceiver].map((endpoint) =>
      otherCase(
        endpoint,
        'a user without admin:OBDInfo',
        { declared: {} },
        { status: 403, message: audit.AUDIT_MESSAGES.forbidden },
        'readonly',
      ),
    ),
    otherCase(
      audit.setAuditReceiver,
      'a user without admin:ConfigUpdate',
      { declared: { body: { url: 'http://127.0.0.1:9/api/v1/audit/ingest' } } },
      { status: 403 },
      'readonly',
    ),
  ];
};
