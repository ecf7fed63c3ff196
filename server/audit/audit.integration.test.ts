import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinio } from '../../scripts/lib/minio-server.ts';
import { AUDIT_INGEST_PATH, type AuditRow, auditSearchResponseSchema } from '../../src/contract/audit.ts';
import { type ConsoleProcess, loginCookie, startConsoleProcess } from '../test-support/console-process.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';
import { ensureNotificationStore } from '../test-support/notification-services.ts';

/*
 * MinIO's audit webhook, end to end: a MinIO of the test's own (port 9744) sends its audit log to two console
 * servers of the test's own, one keeping it in the embedded SQLite file (9754), one in the machine's PostgreSQL
 * (9755, a database of this run's own). Calls made with mc as a user of its own must be found by both.
 */
const MINIO_PORT = 9744;
const CONSOLES = { sqlite: 9754, postgres: 9755 } as const;
const TOKEN = 'audit-integration-token';
const ROOT = { user: 'audit-root', password: 'audit-root-secret' };
const USER = { user: 'audit-writer', password: 'audit-writer-secret' };
const BUCKET = 'audited';
const database = `console_audit_test_${process.pid}`;

const psql = (sql: string, db = 'postgres') =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', db, '-At', '-F', '|', '-c', sql], {
    encoding: 'utf8',
  }).trim();

const folder = mkdtempSync(join(tmpdir(), 'audit-it-'));
const postgresUp = await ensureNotificationStore('postgres');
const consoles: Partial<Record<keyof typeof CONSOLES, ConsoleProcess>> = {};
let minio: Awaited<ReturnType<typeof startMinio>> | undefined;
let root: Mc;
let writer: Mc;

/** MinIO's environment for an audit target sending to the console on `port`. */
const target = (name: string, port: number) => ({
  [`MINIO_AUDIT_WEBHOOK_ENABLE_${name}`]: 'on',
  [`MINIO_AUDIT_WEBHOOK_ENDPOINT_${name}`]: `http://127.0.0.1:${port}${AUDIT_INGEST_PATH}`,
  [`MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_${name}`]: `Bearer ${TOKEN}`,
});

beforeAll(async () => {
  if (postgresUp) psql(`CREATE DATABASE ${database}`);
  consoles.sqlite = await startConsoleProcess({
    port: CONSOLES.sqlite,
    minioServer: `http://127.0.0.1:${MINIO_PORT}`,
    dataDir: join(folder, 'console-sqlite'),
    env: { CONSOLE_AUDIT_TOKEN: TOKEN },
  });
  if (postgresUp)
    consoles.postgres = await startConsoleProcess({
      port: CONSOLES.postgres,
      minioServer: `http://127.0.0.1:${MINIO_PORT}`,
      dataDir: join(folder, 'console-postgres'),
      env: {
        CONSOLE_AUDIT_TOKEN: TOKEN,
        CONSOLE_AUDIT_DB_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      },
    });
  const binary = process.env.MINIO_BINARY;
  if (!binary) throw new Error('MINIO_BINARY is not set: run the integration project through `npm test`.');
  minio = await startMinio({
    binary,
    dataDir: join(folder, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
    env: {
      ...target('sqlite', CONSOLES.sqlite),
      ...(postgresUp ? target('postgres', CONSOLES.postgres) : {}),
    },
  });
  root = mcFor(minio.endpoint, ROOT.user, ROOT.password);
  root.run(['mb', `${root.alias}/${BUCKET}`]);
  root.run(['admin', 'user', 'add', root.alias, USER.user, USER.password]);
  root.run(['admin', 'policy', 'attach', root.alias, 'readwrite', '--user', USER.user]);
  writer = mcFor(minio.endpoint, USER.user, USER.password);
  const file = join(folder, 'report.txt');
  writeFileSync(file, 'quarterly numbers');
  writer.run(['cp', file, `${writer.alias}/${BUCKET}/reports/q1.txt`]);
  writer.run(['rm', `${writer.alias}/${BUCKET}/reports/q1.txt`]);
  expect(() => writer.run(['cat', `${writer.alias}/${BUCKET}/reports/missing.txt`])).toThrow();
}, 120_000);

afterAll(async () => {
  root?.dispose();
  writer?.dispose();
  await minio?.stop();
  await Promise.all(Object.values(consoles).map((each) => each.stop()));
  if (postgresUp) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(folder, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function search(url: string, cookie: string, query: Record<string, string>): Promise<Response> {
  return fetch(`${url}/api/v1/logs/search?${new URLSearchParams(query)}`, { headers: { cookie } });
}

/** The rows a filter finds once at least `count` arrived (MinIO sends each call as it ends). */
async function rowsFound(url: string, cookie: string, query: Record<string, string>, count: number) {
  let rows: AuditRow[] = [];
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(250)) {
    const response = await search(url, cookie, query);
    expect(response.status).toBe(200);
    rows = auditSearchResponseSchema.parse(await response.json()).results;
    if (rows.length >= count) return rows;
  }
  throw new Error(`found ${rows.length} of ${count} rows for ${JSON.stringify(query)}`);
}

describe.each(Object.keys(CONSOLES) as (keyof typeof CONSOLES)[])('the audit log kept in %s', (store) => {
  const consoleOf = () => {
    const running = consoles[store];
    if (!running) throw new Error(`the ${store} console is not running`);
    return running;
  };

  it("finds the user's calls with their status, newest first", async (context) => {
    if (!consoles[store]) return context.skip();
    const { url } = consoleOf();
    const cookie = await loginCookie(url, ROOT.user, ROOT.password);
    const put = await rowsFound(url, cookie, { access_key: USER.user, api_name: 'PutObject' }, 1);
    expect(put[0]).toMatchObject({
      bucket: BUCKET,
      object: 'reports/q1.txt',
      access_key: USER.user,
      response_status_code: 200,
    });
    const missing = await rowsFound(url, cookie, { object: 'reports/missing', response_status: '404' }, 1);
    expect(missing.every((row) => row.access_key === USER.user && row.bucket === BUCKET)).toBe(true);
    const mine = await rowsFound(url, cookie, { bucket: BUCKET, access_key: USER.user }, 4);
    expect(mine.map((row) => row.api_name)).toEqual(
      expect.arrayContaining(['PutObject', 'DeleteMultipleObjects']),
    );
    const times = mine.map((row) => row.time);
    expect(times).toEqual([...times].sort().reverse());
    // The entry as MinIO sent it, without the request's signature.
    expect(JSON.stringify(put[0]?.log)).not.toMatch(/Signature=/);
  });

  it('exports what the filter matches as CSV', async (context) => {
    if (!consoles[store]) return context.skip();
    const { url } = consoleOf();
    const cookie = await loginCookie(url, ROOT.user, ROOT.password);
    await rowsFound(url, cookie, { access_key: USER.user, api_name: 'PutObject' }, 1);
    const query = new URLSearchParams({ access_key: USER.user, api_name: 'PutObject', format: 'csv' });
    const response = await fetch(`${url}/api/v1/logs/search/export?${query}`, { headers: { cookie } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-.*\.csv"/);
    const [head, ...lines] = (await response.text()).trim().split('\r\n');
    expect(head).toBe(
      'time,api_name,bucket,object,response_status_code,access_key,time_to_response_ns,request_id,remote_host,user_agent',
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(new RegExp(`,PutObject,${BUCKET},reports/q1.txt,200,${USER.user},`));
  });

  it('refuses the log to a user without admin:OBDInfo, and entries without the token', async (context) => {
    if (!consoles[store]) return context.skip();
    const { url } = consoleOf();
    const cookie = await loginCookie(url, USER.user, USER.password);
    expect((await search(url, cookie, {})).status).toBe(403);
    const wrong = await fetch(`${url}${AUDIT_INGEST_PATH}`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-token' },
      body: '{"time":"2024-05-01T00:00:00Z"}',
    });
    expect(wrong.status).toBe(401);
  });
});

describe('the PostgreSQL store, read with psql', () => {
  it("holds the user's calls", async (context) => {
    if (!consoles.postgres) return context.skip();
    const { url } = consoles.postgres;
    const cookie = await loginCookie(url, ROOT.user, ROOT.password);
    await rowsFound(url, cookie, { access_key: USER.user, api_name: 'PutObject' }, 1);
    const rows = psql(
      `SELECT api_name, bucket, object, response_status_code FROM audit_log WHERE access_key = '${USER.user}' AND api_name = 'PutObject'`,
      database,
    );
    expect(rows).toBe(`PutObject|${BUCKET}|reports/q1.txt|200`);
  });
});
