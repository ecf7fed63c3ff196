import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditFilter } from '../../src/contract/audit.ts';
import { ensureNotificationStore } from '../test-support/notification-services.ts';
import { openPostgresStore, openSqliteStore } from './drivers.ts';
import { type AuditRecord, auditRecordOf } from './entry.ts';
import type { AuditStore } from './store.ts';

/** The same cases against the embedded SQLite file and the machine's PostgreSQL (a database of the run's own). */
const database = `console_audit_test_${process.pid}`;
const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', db, '-At', '-c', sql], {
    encoding: 'utf8',
  });

const folder = mkdtempSync(join(tmpdir(), 'audit-store-'));
const postgresUp = await ensureNotificationStore('postgres');

const STORES: [string, () => Promise<AuditStore>][] = [
  ['SQLite', () => openSqliteStore(join(folder, `audit-${Math.random()}.sqlite`))],
  ['PostgreSQL', () => openPostgresStore(`postgres://postgres@127.0.0.1:5432/${database}`)],
];

beforeAll(() => {
  if (postgresUp) psql(`CREATE DATABASE ${database}`);
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  if (postgresUp) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const NOW = new Date('2026-05-01T12:00:00Z');

function entry(seconds: number, api: Record<string, unknown>, more: Record<string, unknown> = {}) {
  const record = auditRecordOf({
    version: '1',
    time: new Date(NOW.getTime() - seconds * 1000).toISOString().replace('Z', '123Z'),
    api: { statusCode: 200, timeToResponseInNS: '1500000', ...api },
    requestID: `REQ${seconds}`,
    accessKey: 'alice',
    remotehost: '127.0.0.1',
    userAgent: 'mc',
    ...more,
  });
  if (!record) throw new Error('not an entry');
  return record;
}

const RECORDS: AuditRecord[] = [
  entry(50, { name: 'PutObject', bucket: 'photos', object: '2024/a.jpg' }),
  entry(40, { name: 'GetObject', bucket: 'photos', object: '2024/a.jpg' }),
  entry(30, { name: 'GetObject', bucket: 'photos', object: '2025/b.jpg', statusCode: 404 }),
  entry(20, { name: 'PutObject', bucket: 'docs', object: 'report.pdf' }, { accessKey: 'bob' }),
  entry(10, { name: 'ListBuckets' }, { accessKey: 'bob' }),
];

const filter = (given: Partial<AuditFilter> = {}): AuditFilter => ({
  order: 'timeDesc',
  timeStart: undefined,
  timeEnd: undefined,
  response_status: undefined,
  ...given,
});
const at = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe.each(STORES)('the %s audit store', (name, open) => {
  let store: AuditStore;
  const skip = name === 'PostgreSQL' && !postgresUp;

  beforeEach(async (context) => {
    if (skip) return context.skip();
    store = await open();
    await store.prune({ maxAgeDays: 0, maxBytes: 1 }, new Date('2100-01-01T00:00:00Z'));
    await store.insert(RECORDS);
    return () => store.close();
  });

  it.each<[string, Partial<AuditFilter>, string[]]>([
    ['everything, newest first', {}, ['REQ10', 'REQ20', 'REQ30', 'REQ40', 'REQ50']],
    ['oldest first', { order: 'timeAsc' }, ['REQ50', 'REQ40', 'REQ30', 'REQ20', 'REQ10']],
    ['a bucket', { bucket: 'photos' }, ['REQ30', 'REQ40', 'REQ50']],
    ['an object name start', { bucket: 'photos', object: '2024/' }, ['REQ40', 'REQ50']],
    ['an object name start, "%" taken literally', { object: '20%' }, []],
    ['an API', { api_name: 'PutObject' }, ['REQ20', 'REQ50']],
    ['a user', { access_key: 'bob' }, ['REQ10', 'REQ20']],
    ['a status', { response_status: 404 }, ['REQ30']],
    ['a request ID', { request_id: 'REQ40' }, ['REQ40']],
    ['a time range, both ends included', { timeStart: at(40), timeEnd: at(20) }, ['REQ30', 'REQ40']],
    ['filters together', { bucket: 'photos', api_name: 'GetObject', response_status: 200 }, ['REQ40']],
    ['nothing matching', { bucket: 'none' }, []],
  ])('finds %s', async (_, given, expected) => {
    const page = await store.search(filter(given), { limit: 10 });
    expect(page.rows.map((row) => row.request_id)).toEqual(expected);
    expect(page.next).toBeNull();
  });

  it('answers the columns and the entry without request signatures', async () => {
    await store.insert([
      entry(
        5,
        { name: 'HeadObject', bucket: 'photos', object: 'x' },
        { requestHeader: { Authorization: 'AWS4-HMAC-SHA256 Signature=abc', Host: 'h' } },
      ),
    ]);
    const [row] = (await store.search(filter({ request_id: 'REQ5' }), { limit: 1 })).rows;
    expect(row).toMatchObject({
      api_name: 'HeadObject',
      bucket: 'photos',
      object: 'x',
      access_key: 'alice',
      response_status_code: 200,
      time_to_response_ns: 1_500_000,
      remote_host: '127.0.0.1',
      user_agent: 'mc',
      time: at(5).replace('Z', '123Z'),
    });
    expect(row?.log.requestHeader).toEqual({ Authorization: 'REDACTED', Host: 'h' });
  });

  it('pages by offset and by cursor alike', async () => {
    const first = await store.search(filter(), { limit: 2 });
    const byOffset = await store.search(filter(), { limit: 2, offset: 2 });
    const byCursor = await store.search(filter(), { limit: 2, after: first.next ?? undefined });
    expect(first.rows.map((row) => row.request_id)).toEqual(['REQ10', 'REQ20']);
    expect(byCursor.rows).toEqual(byOffset.rows);
    expect(byCursor.rows.map((row) => row.request_id)).toEqual(['REQ30', 'REQ40']);
    const last = await store.search(filter(), { limit: 2, after: byCursor.next ?? undefined });
    expect(last).toMatchObject({ next: null, rows: [{ request_id: 'REQ50' }] });
  });

  it('keeps calls made within one millisecond in order', async () => {
    const same = (micro: string, id: string) =>
      auditRecordOf({ time: `2026-05-01T11:59:59.999${micro}Z`, requestID: id, api: { name: 'GetObject' } });
    await store.insert([same('900', 'LATE'), same('100', 'EARLY')].flatMap((r) => (r ? [r] : [])));
    const page = await store.search(filter({ timeStart: '2026-05-01T11:59:59.999Z' }), { limit: 5 });
    expect(page.rows.map((row) => row.request_id)).toEqual(['LATE', 'EARLY']);
  });

  it('drops entries older than the retention', async () => {
    const removed = await store.prune(
      { maxAgeDays: 1, maxBytes: 1 << 30 },
      new Date(NOW.getTime() + 86_400_000 - 25_000),
    );
    expect(removed).toBe(3);
    const page = await store.search(filter(), { limit: 10 });
    expect(page.rows.map((row) => row.request_id)).toEqual(['REQ10', 'REQ20']);
  });

  it('drops the oldest entries past the size bound, to nine tenths of it', async () => {
    const bytes = RECORDS.reduce((sum, record) => sum + record.log.length, 0);
    const removed = await store.prune({ maxAgeDays: 365, maxBytes: Math.floor(bytes * 0.7) }, NOW);
    expect(removed).toBe(2);
    const page = await store.search(filter({ order: 'timeAsc' }), { limit: 10 });
    expect(page.rows.map((row) => row.request_id)).toEqual(['REQ30', 'REQ20', 'REQ10']);
  });
});
