import type { AuditRow } from '../../src/contract/audit.ts';

/** One audit entry ready to store: its searchable columns, its time in microseconds, and the entry as JSON. */
export interface AuditRecord extends Omit<AuditRow, 'log'> {
  timeUs: number;
  /** The entry, as JSON text. */
  log: string;
}

/** Request headers that would let whoever reads the log replay or sign a request. */
const SECRET_HEADERS = ['authorization', 'x-amz-security-token', 'x-amz-signature', 'cookie'];
const SECRET_QUERY = ['x-amz-signature', 'x-amz-credential', 'x-amz-security-token'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : 0;
};

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

function withoutSecrets(
  values: Record<string, unknown> | undefined,
  names: readonly string[],
): Record<string, unknown> | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      names.includes(name.toLowerCase()) ? 'REDACTED' : value,
    ]),
  );
}

/**
 * An RFC 3339 time (MinIO writes nanoseconds) as microseconds since the epoch, or null when it is not one.
 * Microseconds keep MinIO's order of calls made within one millisecond.
 */
export function timeInMicroseconds(time: string): number | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(time);
  if (!match) return null;
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(seconds)) return null;
  return seconds * 1000 + Number((match[2] ?? '').padEnd(6, '0').slice(0, 6));
}

/** MinIO's audit entry (madmin's log.Audit) as a record, or null when it is not one (no object, no time). */
export function auditRecordOf(entry: unknown): AuditRecord | null {
  const fields = record(entry);
  const time = text(fields?.time);
  const timeUs = timeInMicroseconds(time);
  if (!fields || timeUs === null) return null;
  const api = record(fields.api) ?? {};
  const log = {
    ...fields,
    requestHeader: withoutSecrets(record(fields.requestHeader), SECRET_HEADERS),
    requestQuery: withoutSecrets(record(fields.requestQuery), SECRET_QUERY),
  };
  return {
    timeUs,
    time,
    api_name: text(api.name),
    bucket: text(api.bucket),
    object: text(api.object),
    access_key: text(fields.accessKey),
    request_id: text(fields.requestID),
    response_status_code: whole(api.statusCode),
    time_to_response_ns: whole(api.timeToResponseInNS),
    remote_host: text(fields.remotehost),
    user_agent: text(fields.userAgent),
    log: JSON.stringify(log),
  };
}
