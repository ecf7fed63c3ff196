import type { AuditFilter, AuditOrder, AuditRow } from '../../src/contract/audit.ts';
import type { AuditRecord } from './entry.ts';
import { timeInMicroseconds } from './entry.ts';

/** Where a page of a scan ends, for the next page to begin after it. */
export interface AuditCursor {
  timeUs: number;
  id: number;
}

export interface AuditPage {
  rows: AuditRow[];
  /** After the last row, when more may follow. */
  next: AuditCursor | null;
}

/** What is kept: entries no older than `maxAgeDays`, and at most `maxBytes` of them (oldest go first). */
export interface AuditRetention {
  maxAgeDays: number;
  maxBytes: number;
}

/** The audit log's database: the embedded SQLite file, or PostgreSQL. */
export interface AuditStore {
  insert(records: readonly AuditRecord[]): Promise<void>;
  /** Rows matching the filter in its order, `limit` of them from `offset`, or after `cursor`. */
  search(
    filter: AuditFilter,
    page: { limit: number; offset?: number; after?: AuditCursor },
  ): Promise<AuditPage>;
  /** Removes what retention does not keep; answers how many rows went. */
  prune(retention: AuditRetention, now: Date): Promise<number>;
  close(): Promise<void>;
}

/** The little each database must do: run a statement, read rows, and run statements in one transaction. */
export interface SqlDriver {
  run(sql: string, values: readonly SqlValue[]): Promise<void>;
  all(sql: string, values: readonly SqlValue[]): Promise<Record<string, unknown>[]>;
  /** All of them, or none. */
  transaction(statements: readonly SqlStatement[]): Promise<void>;
  close(): Promise<void>;
}
export type SqlValue = string | number;
export interface SqlStatement {
  sql: string;
  values: readonly SqlValue[];
}

/** The table and its indexes, with the primary key each database spells its own way. */
export const schemaStatements = (idColumn: string) => [
  `CREATE TABLE IF NOT EXISTS audit_log (
    id ${idColumn},
    time_us BIGINT NOT NULL,
    time TEXT NOT NULL,
    api_name TEXT NOT NULL,
    bucket TEXT NOT NULL,
    object TEXT NOT NULL,
    access_key TEXT NOT NULL,
    request_id TEXT NOT NULL,
    response_status_code INTEGER NOT NULL,
    time_to_response_ns BIGINT NOT NULL,
    remote_host TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    log TEXT NOT NULL,
    bytes INTEGER NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS audit_log_time ON audit_log (time_us, id)',
  'CREATE INDEX IF NOT EXISTS audit_log_bucket ON audit_log (bucket, time_us)',
  'CREATE INDEX IF NOT EXISTS audit_log_api ON audit_log (api_name, time_us)',
  'CREATE INDEX IF NOT EXISTS audit_log_user ON audit_log (access_key, time_us)',
  'CREATE INDEX IF NOT EXISTS audit_log_status ON audit_log (response_status_code, time_us)',
  'CREATE INDEX IF NOT EXISTS audit_log_request ON audit_log (request_id)',
];

const COLUMNS = [
  'time_us',
  'time',
  'api_name',
  'bucket',
  'object',
  'access_key',
  'request_id',
  'response_status_code',
  'time_to_response_ns',
  'remote_host',
  'user_agent',
  'log',
  'bytes',
] as const;

/** Rows per INSERT: 13 values each, under SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const INSERT_ROWS = 500;

const valuesOf = (r: AuditRecord): SqlValue[] => [
  r.timeUs,
  r.time,
  r.api_name,
  r.bucket,
  r.object,
  r.access_key,
  r.request_id,
  r.response_status_code,
  r.time_to_response_ns,
  r.remote_host,
  r.user_agent,
  r.log,
  r.log.length,
];

/** The WHERE clause of a filter, with `?` for each value. */
export function whereOf(filter: AuditFilter, after?: AuditCursor): { sql: string; values: SqlValue[] } {
  const clauses: string[] = [];
  const values: SqlValue[] = [];
  const add = (clause: string, ...given: SqlValue[]) => {
    clauses.push(clause);
    values.push(...given);
  };
  if (filter.timeStart) add('time_us >= ?', timeInMicroseconds(filter.timeStart) ?? 0);
  if (filter.timeEnd) add('time_us <= ?', timeInMicroseconds(filter.timeEnd) ?? 0);
  for (const column of ['bucket', 'api_name', 'access_key', 'request_id'] as const) {
    const value = filter[column];
    if (value) add(`${column} = ?`, value);
  }
  if (filter.object) add('substr(object, 1, ?) = ?', filter.object.length, filter.object);
  if (filter.response_status !== undefined) add('response_status_code = ?', filter.response_status);
  if (after) {
    const beyond = filter.order === 'timeAsc' ? '>' : '<';
    add(`(time_us ${beyond} ? OR (time_us = ? AND id ${beyond} ?))`, after.timeUs, after.timeUs, after.id);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', values };
}

const orderBy = (order: AuditOrder) =>
  order === 'timeAsc' ? 'ORDER BY time_us ASC, id ASC' : 'ORDER BY time_us DESC, id DESC';

/** PostgreSQL's BIGINT arrives as text. */
const numberOf = (value: unknown) => Number(value ?? 0);
const textOf = (value: unknown) => String(value ?? '');

function rowOf(stored: Record<string, unknown>): AuditRow {
  return {
    time: textOf(stored.time),
    api_name: textOf(stored.api_name),
    bucket: textOf(stored.bucket),
    object: textOf(stored.object),
    access_key: textOf(stored.access_key),
    request_id: textOf(stored.request_id),
    response_status_code: numberOf(stored.response_status_code),
    time_to_response_ns: numberOf(stored.time_to_response_ns),
    remote_host: textOf(stored.remote_host),
    user_agent: textOf(stored.user_agent),
    log: JSON.parse(textOf(stored.log)) as Record<string, unknown>,
  };
}

const DAY_US = 24 * 3600 * 1_000_000;
/** Past the size bound, rows go until a tenth of it is free, so that every batch does not prune again. */
const LOW_WATER = 0.9;

/** The audit log over either database: the SQL is the same, only the driver differs. */
export class SqlAuditStore implements AuditStore {
  constructor(private readonly driver: SqlDriver) {}

  async insert(records: readonly AuditRecord[]): Promise<void> {
    const row = `(${COLUMNS.map(() => '?').join(', ')})`;
    const statements: SqlStatement[] = [];
    for (let start = 0; start < records.length; start += INSERT_ROWS) {
      const chunk = records.slice(start, start + INSERT_ROWS);
      statements.push({
        sql: `INSERT INTO audit_log (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`,
        values: chunk.flatMap(valuesOf),
      });
    }
    if (statements.length > 0) await this.driver.transaction(statements);
  }

  async search(
    filter: AuditFilter,
    page: { limit: number; offset?: number; after?: AuditCursor },
  ): Promise<AuditPage> {
    const where = whereOf(filter, page.after);
    const stored = await this.driver.all(
      `SELECT id, ${COLUMNS.join(', ')} FROM audit_log ${where.sql} ${orderBy(filter.order)} LIMIT ? OFFSET ?`,
      [...where.values, page.limit + 1, page.offset ?? 0],
    );
    const shown = stored.slice(0, page.limit);
    const last = shown.at(-1);
    return {
      rows: shown.map(rowOf),
      next:
        stored.length > page.limit && last ? { timeUs: numberOf(last.time_us), id: numberOf(last.id) } : null,
    };
  }

  async prune(retention: AuditRetention, now: Date): Promise<number> {
    let removed = await this.count();
    await this.driver.run('DELETE FROM audit_log WHERE time_us < ?', [
      now.getTime() * 1000 - retention.maxAgeDays * DAY_US,
    ]);
    const [totals] = await this.driver.all(
      'SELECT count(*) AS n, coalesce(sum(bytes), 0) AS b FROM audit_log',
      [],
    );
    const rows = numberOf(totals?.n);
    const bytes = numberOf(totals?.b);
    if (bytes > retention.maxBytes) {
      const excess = bytes - retention.maxBytes * LOW_WATER;
      const oldest = Math.min(rows, Math.ceil((rows * excess) / bytes));
      await this.driver.run(
        'DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log ORDER BY id LIMIT ?)',
        [oldest],
      );
    }
    removed -= await this.count();
    return removed;
  }

  private async count(): Promise<number> {
    const [result] = await this.driver.all('SELECT count(*) AS n FROM audit_log', []);
    return numberOf(result?.n);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
