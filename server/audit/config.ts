/** The audit log's settings (CONSOLE_AUDIT_*). */
export interface AuditConfig {
  /** PostgreSQL connection string; absent for the embedded SQLite file in the data folder. */
  dbUrl: string | undefined;
  /** The token MinIO sends; absent to derive one from the session key. */
  token: string | undefined;
  retentionDays: number;
  maxBytes: number;
  /** Where MinIO reaches the receiver, when the address browsers use is not it. */
  receiverUrl: string | undefined;
}

export const AUDIT_CONFIG_HELP = `  CONSOLE_AUDIT_DB_URL        PostgreSQL for the audit log, e.g. postgres://user@host/db
                              (default: an SQLite file in the data folder)
  CONSOLE_AUDIT_TOKEN         the token MinIO's audit webhook sends (at least 16 characters;
                              default: derived from the session key)
  CONSOLE_AUDIT_RETENTION_DAYS  keep audit entries this many days (default 7)
  CONSOLE_AUDIT_MAX_MB        keep at most this many MB of audit entries, oldest go first (default 512)
  CONSOLE_AUDIT_RECEIVER_URL  where MinIO reaches the audit receiver
                              (default: the console's own address + api/v1/audit/ingest)`;

const MIN_TOKEN_LENGTH = 16;

function boundedWhole(value: string | undefined, fallback: number, max: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  return parsed;
}

function urlFrom(value: string | undefined, name: string, protocols: readonly string[]): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL`);
  }
  if (!protocols.includes(url.protocol))
    throw new Error(`${name} must start with ${protocols.join(' or ')}//`);
  return value;
}

export function auditConfigFrom(env: NodeJS.ProcessEnv): AuditConfig {
  const token = env.CONSOLE_AUDIT_TOKEN || undefined;
  if (token !== undefined && (token.length < MIN_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)))
    throw new Error(
      `CONSOLE_AUDIT_TOKEN must be at least ${MIN_TOKEN_LENGTH} printable characters without spaces`,
    );
  return {
    dbUrl: urlFrom(env.CONSOLE_AUDIT_DB_URL, 'CONSOLE_AUDIT_DB_URL', ['postgres:', 'postgresql:']),
    token,
    retentionDays: boundedWhole(env.CONSOLE_AUDIT_RETENTION_DAYS, 7, 3650, 'CONSOLE_AUDIT_RETENTION_DAYS'),
    maxBytes: boundedWhole(env.CONSOLE_AUDIT_MAX_MB, 512, 1024 * 1024, 'CONSOLE_AUDIT_MAX_MB') * 1024 * 1024,
    receiverUrl: urlFrom(env.CONSOLE_AUDIT_RECEIVER_URL, 'CONSOLE_AUDIT_RECEIVER_URL', ['http:', 'https:']),
  };
}
