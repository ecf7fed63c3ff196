import { z } from 'zod/mini';
import { hasControlCharacter, httpEndpointProblem, refusedBy } from './checks';
import { configRestartSchema } from './configs';
import { contentDisposition } from './download-headers';
import { endpoint } from './endpoint';
import { isWholeNumberIn, queryLimit, queryWholeNumberOr } from './query';

/*
 * Audit log search (console contract `GET /logs/search`). MinIO's audit webhook sends each call it handled to
 * the console server, which keeps them in its own database; the page searches them. Filters take the names
 * the console contract's `fp` keys have, each as a query parameter of its own.
 */

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 500;
/** Past this many rows a page number reaches, narrow the filter instead. */
export const AUDIT_MAX_OFFSET = 100_000;
/** The most rows one export holds. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
const MAX_FILTER_LENGTH = 1024;

export const AUDIT_ORDERS = ['timeDesc', 'timeAsc'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];
export const AUDIT_EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** The filters, as the console contract's `fp` keys name them, with what each matches. */
export const AUDIT_FILTERS = {
  bucket: 'the bucket',
  object: 'the start of the object name',
  api_name: 'the S3 or admin API, e.g. PutObject',
  access_key: 'the access key that made the call',
  request_id: 'the request ID',
  response_status: 'the HTTP status code',
} as const;
export type AuditFilterKey = keyof typeof AUDIT_FILTERS;

export const AUDIT_MESSAGES = {
  forbidden: 'The audit log needs admin:OBDInfo',
  timeRange: 'timeStart must be before timeEnd',
  // Grouped without toLocaleString, which would load ICU's locale data into every process importing the contract.
  tooFar: `Pages reach the first ${String(AUDIT_MAX_OFFSET).replace(/\B(?=(\d{3})+$)/g, ',')} rows only: narrow the filter`,
  badToken: 'The audit token is not valid',
  storeDown: 'The audit log database cannot be reached',
  tooManyEntries: (max: number) => `At most ${max} audit entries are taken per request`,
  notAnEntry: (line: number) => `Entry ${line} is not an audit entry (a JSON object with a time)`,
} as const;

const filterText = z.optional(
  z.string().check(
    z.maxLength(MAX_FILTER_LENGTH),
    refusedBy((text: string) => (hasControlCharacter(text) ? 'has no control characters' : null)),
  ),
);

/** An RFC 3339 time; empty or absent is no bound. */
const timeBound = z.pipe(
  z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => text === '' || (/^\d{4}-\d\d-\d\dT/.test(text) && !Number.isNaN(Date.parse(text))),
          'must be an RFC 3339 time such as 2024-05-01T12:00:00Z',
        ),
      ),
  ),
  z.transform((text) => (text ? new Date(text).toISOString() : undefined)),
);

const auditFilterShape = {
  timeStart: timeBound,
  timeEnd: timeBound,
  bucket: filterText,
  object: filterText,
  api_name: filterText,
  access_key: filterText,
  request_id: filterText,
  response_status: z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.refine(
            (text) => text === '' || isWholeNumberIn(text, 100, 599),
            'must be an HTTP status from 100 to 599',
          ),
        ),
    ),
    z.transform((text) => (text ? Number(text) : undefined)),
  ),
  order: z.pipe(
    z.optional(z.enum(['', ...AUDIT_ORDERS], 'must be timeDesc or timeAsc')),
    z.transform((text): AuditOrder => (text === 'timeAsc' ? 'timeAsc' : 'timeDesc')),
  ),
};

const timeRangeCheck = z.refine<{ timeStart?: string; timeEnd?: string }>(
  ({ timeStart, timeEnd }) => !timeStart || !timeEnd || timeStart <= timeEnd,
  { message: AUDIT_MESSAGES.timeRange, path: ['timeStart'] },
);

export const auditFilterSchema = z.object(auditFilterShape).check(timeRangeCheck);
export type AuditFilter = z.output<typeof auditFilterSchema>;

const pageNo = queryWholeNumberOr({ min: 0, max: AUDIT_MAX_OFFSET, default: 0 });

export const auditSearchQuerySchema = z
  .object({ ...auditFilterShape, pageSize: queryLimit(AUDIT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE), pageNo })
  .check(
    timeRangeCheck,
    z.refine(({ pageNo, pageSize }) => pageNo * pageSize <= AUDIT_MAX_OFFSET, {
      message: AUDIT_MESSAGES.tooFar,
      path: ['pageNo'],
    }),
  );

/** One call as the log search answers it: the columns upstream's log search had, and MinIO's whole entry. */
export const auditRowSchema = z.object({
  time: z.string(),
  api_name: z.string(),
  bucket: z.string(),
  object: z.string(),
  access_key: z.string(),
  request_id: z.string(),
  response_status_code: z.number(),
  time_to_response_ns: z.number(),
  remote_host: z.string(),
  user_agent: z.string(),
  /** MinIO's audit entry as it arrived, without request signatures. */
  log: z.record(z.string(), z.unknown()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditSearchResponseSchema = z.object({
  results: z.array(auditRowSchema),
  /** Whether a next page has rows. */
  more: z.boolean(),
});
export type AuditSearchResponse = z.infer<typeof auditSearchResponseSchema>;

/** GET /logs/search: the audit log, a page at a time, newest first unless `order` says otherwise. */
export const searchAuditLog = endpoint({
  id: 'LogSearch',
  area: 'audit',
  method: 'GET',
  path: '/logs/search',
  summary: 'Searches the audit log of the calls MinIO handled',
  query: auditSearchQuerySchema,
  response: auditSearchResponseSchema,
  status: 200,
});

/** GET /logs/search/export: every row the filter matches (up to 100,000), as NDJSON or CSV, to download. */
export const exportAuditLog = endpoint({
  id: 'LogSearchExport',
  area: 'audit',
  method: 'GET',
  path: '/logs/search/export',
  summary: 'Downloads the audit log rows a filter matches, as NDJSON or CSV',
  query: z
    .object({
      ...auditFilterShape,
      format: z.pipe(
        z.optional(z.enum(['', ...AUDIT_EXPORT_FORMATS], 'must be ndjson or csv')),
        z.transform((text): AuditExportFormat => (text === 'csv' ? 'csv' : 'ndjson')),
      ),
    })
    .check(timeRangeCheck),
  streamedResponse: 'application/x-ndjson',
  status: 200,
});

/** The columns of a CSV export, in order (the NDJSON export carries whole rows). */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'api_name',
  'bucket',
  'object',
  'response_status_code',
  'access_key',
  'time_to_response_ns',
  'request_id',
  'remote_host',
  'user_agent',
] as const satisfies readonly (keyof AuditRow)[];

export const auditExportFileName = (format: AuditExportFormat, now: Date) =>
  `audit-log-${now.toISOString().replace(/[:.]/g, '-')}.${format}`;

/** The headers of an export: its media type, saved as a file. */
export const auditExportHeaders = (format: AuditExportFormat, now: Date) => ({
  'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson',
  'content-disposition': contentDisposition('attachment', auditExportFileName(format, now)),
});

/** What an export starts with: the CSV header line, or nothing. */
export const auditExportHead = (format: AuditExportFormat) =>
  format === 'csv' ? `${AUDIT_CSV_COLUMNS.join(',')}\r\n` : '';

/**
 * A CSV cell: quoted when it holds a separator, quote or line break, and with a leading `'` when a spreadsheet
 * would read it as a formula (user agents and object names come from anyone who can call MinIO).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row of an export: a CSV line, or the whole row as an NDJSON line. */
export const auditExportLine = (format: AuditExportFormat, row: AuditRow) =>
  format === 'csv'
    ? `${AUDIT_CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`
    : `${JSON.stringify(row)}\n`;

export const receiverUrlProblem = (value: string): string | null => {
  if (value === '') return 'Enter the address MinIO sends audit entries to';
  if (value.length > MAX_FILTER_LENGTH) return `The address has at most ${MAX_FILTER_LENGTH} characters`;
  return httpEndpointProblem(value, 'http://console.example.net:9090/api/v1/audit/ingest');
};

/** The name of the audit_webhook target the console sets up in MinIO. */
export const AUDIT_TARGET = 'console';

export const auditReceiverSchema = z.object({
  /** Where MinIO should send audit entries: CONSOLE_AUDIT_RECEIVER_URL, or this request's own address. */
  url: z.string(),
  /** Whether MinIO's `audit_webhook:console` target is on and sends there; null when the caller may not know. */
  configured: z.nullable(z.boolean()),
});
export type AuditReceiver = z.infer<typeof auditReceiverSchema>;

/** GET /logs/receiver: where MinIO should send audit entries, and whether it does. */
export const getAuditReceiver = endpoint({
  id: 'AuditReceiver',
  area: 'audit',
  method: 'GET',
  path: '/logs/receiver',
  summary: 'Where MinIO should send its audit log to be searched, and whether it does',
  response: auditReceiverSchema,
  status: 200,
});

/**
 * PUT /logs/receiver: points MinIO's `audit_webhook:console` target at the console with the receiver's token
 * (which never reaches the browser); MinIO applies it once restarted.
 */
export const setAuditReceiver = endpoint({
  id: 'SetAuditReceiver',
  area: 'audit',
  method: 'PUT',
  path: '/logs/receiver',
  summary: "Points MinIO's audit webhook at the console",
  body: z.object({ url: z.string().check(refusedBy(receiverUrlProblem)) }),
  response: configRestartSchema,
  status: 200,
});

export const AUDIT_ENDPOINTS = [searchAuditLog, exportAuditLog, getAuditReceiver, setAuditReceiver];

/** The receiver's path, outside the session-checked API: MinIO authenticates with the audit token instead. */
export const AUDIT_INGEST_PATH = '/api/v1/audit/ingest';
