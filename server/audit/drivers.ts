import type { Pool } from 'pg';
import { SqlAuditStore, type SqlDriver, type SqlValue, schemaStatements } from './store.ts';

type SqliteModule = typeof import('node-sqlite3-wasm');

/**
 * The embedded store: one SQLite file, through SQLite compiled to WebAssembly. The module (a few MB of
 * WebAssembly) is loaded only when the audit log is first used.
 */
export async function openSqliteStore(file: string): Promise<SqlAuditStore> {
  const loaded = (await import('node-sqlite3-wasm')) as unknown as { default: SqliteModule };
  const db = new loaded.default.Database(file);
  const driver: SqlDriver = {
    run: async (sql, values) => void db.run(sql, values as SqlValue[]),
    all: async (sql, values) => db.all(sql, values as SqlValue[]) as Record<string, unknown>[],
    // Synchronous from BEGIN to COMMIT, so no other call of this process runs inside the transaction.
    transaction: async (statements) => {
      db.exec('BEGIN');
      try {
        for (const { sql, values } of statements) db.run(sql, values as SqlValue[]);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    close: async () => db.close(),
  };
  for (const statement of schemaStatements('INTEGER PRIMARY KEY AUTOINCREMENT')) db.exec(statement);
  return new SqlAuditStore(driver);
}

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/** A small pool: searches and batches from MinIO are short, and the database serves others too. */
const POOL_SIZE = 4;

/** The PostgreSQL store (CONSOLE_AUDIT_DB_URL): the same table, in a database the console is given. */
export async function openPostgresStore(connectionString: string): Promise<SqlAuditStore> {
  const pg = await import('pg');
  const pool: Pool = new pg.default.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: 10_000,
  });
  const driver: SqlDriver = {
    run: async (sql, values) => void (await pool.query(numbered(sql), values as SqlValue[])),
    all: async (sql, values) => (await pool.query(numbered(sql), values as SqlValue[])).rows,
    transaction: async (statements) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const { sql, values } of statements) await client.query(numbered(sql), values as SqlValue[]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  try {
    for (const statement of schemaStatements('BIGSERIAL PRIMARY KEY')) await pool.query(statement);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new SqlAuditStore(driver);
}
