import * as audit from '../../src/contract/audit';
import { searchAuditEntries } from '../audit-model';
import { ConfigRefusal, configurations, setConfiguration } from '../config-model';
import { isAllowed, MINIO_MESSAGES, type MockUser } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/** The demo's receiver token: MinIO keeps it write-only, so no answer shows it. */
const MOCK_AUDIT_TOKEN = 'Bearer demo-audit-token';

const auditRefusal = (user: MockUser): Response | null =>
  isAllowed(user, 'admin:OBDInfo') ? null : apiError(403, audit.AUDIT_MESSAGES.forbidden);

/** The receiver's address as the console derives it: the origin the request came to, then the ingest path. */
const receiverUrl = (request: Request) =>
  `${request.url.slice(0, request.url.indexOf('/api/v1/'))}${audit.AUDIT_INGEST_PATH}`;

function receiverConfigured(url: string): boolean {
  try {
    const [line] = configurations(`audit_webhook:${audit.AUDIT_TARGET}`);
    const value = (key: string) => line?.keyValues.find((pair) => pair.key === key)?.value;
    return value('enable') !== 'off' && value('endpoint') === url;
  } catch (error) {
    if (error instanceof ConfigRefusal) return false;
    throw error;
  }
}

export const auditHandlers = [
  mock(audit.searchAuditLog, ({ query, session }) => {
    const refused = auditRefusal(session.user);
    if (refused) return refused;
    const { pageNo, pageSize, ...filter } = query;
    const matching = searchAuditEntries(filter);
    const start = pageNo * pageSize;
    return { results: matching.slice(start, start + pageSize), more: matching.length > start + pageSize };
  }),

  mock(audit.exportAuditLog, ({ query, session }) => {
    const refused = auditRefusal(session.user);
    if (refused) return refused;
    const { format, ...filter } = query;
    const rows = searchAuditEntries(filter).slice(0, audit.AUDIT_EXPORT_MAX_ROWS);
    const lines = rows.map((row) => audit.auditExportLine(format, row));
    return new Response(audit.auditExportHead(format) + lines.join(''), {
      headers: audit.auditExportHeaders(format, new Date()),
    });
  }),

  mock(audit.getAuditReceiver, ({ request, session }) => {
    const refused = auditRefusal(session.user);
    if (refused) return refused;
    const url = receiverUrl(request);
    return {
      url,
      configured: isAllowed(session.user, 'admin:ConfigUpdate') ? receiverConfigured(url) : null,
    };
  }),

  mock(audit.setAuditReceiver, ({ body, session }) => {
    if (!isAllowed(session.user, 'admin:ConfigUpdate')) return apiError(403, MINIO_MESSAGES.accessDenied);
    const { applied } = setConfiguration(`audit_webhook:${audit.AUDIT_TARGET}`, [
      { key: 'enable', value: 'on' },
      { key: 'endpoint', value: body.url },
      { key: 'auth_token', value: MOCK_AUDIT_TOKEN },
    ]);
    return { restart: !applied };
  }),
];
