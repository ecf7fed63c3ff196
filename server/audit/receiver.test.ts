import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_INGEST_PATH, auditFilterSchema } from '../../src/contract/audit.ts';
import { respondWithError } from '../http/errors.ts';
import { AuditLog } from './audit-log.ts';
import { auditConfigFrom } from './config.ts';
import { INGEST_MAX_BYTES, INGEST_MAX_ENTRIES, mountAuditReceiver } from './routes.ts';

const folder = mkdtempSync(join(tmpdir(), 'audit-receiver-'));
const TOKEN = 'receiver-test-token';
const log = new AuditLog(auditConfigFrom({ CONSOLE_AUDIT_TOKEN: TOKEN }), folder, randomBytes(32));
const app = new Hono();
app.onError((error, c) => respondWithError(c, error));
mountAuditReceiver(app, log);

afterAll(async () => {
  await log.close();
  rmSync(folder, { recursive: true, force: true });
});

const entry = (id: string) =>
  JSON.stringify({
    time: '2026-05-01T12:00:00.5Z',
    requestID: id,
    api: { name: 'PutObject', statusCode: 200 },
  });

/** `authorization` empty sends none. */
const send = (body: string, authorization = `Bearer ${TOKEN}`) =>
  app.request(`http://127.0.0.1${AUDIT_INGEST_PATH}`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body,
  });

async function stored(id: string): Promise<number> {
  const store = await log.store();
  return (await store.search(auditFilterSchema.parse({ request_id: id }), { limit: 10 })).rows.length;
}

describe("the audit receiver, MinIO's audit webhook's endpoint", () => {
  it.each<[string, string, string, number, number]>([
    ['one entry (batch_size 1)', entry('ONE'), `Bearer ${TOKEN}`, 200, 1],
    ['a batch, one entry a line', `${entry('NDJSON')}\n${entry('NDJSON')}\n`, `Bearer ${TOKEN}`, 200, 2],
    ['a JSON array', `[${entry('ARRAY')},${entry('ARRAY')}]`, `Bearer ${TOKEN}`, 200, 2],
    ['the token alone', entry('BARE'), TOKEN, 200, 1],
    ['no token', entry('NONE'), '', 401, 0],
    ['another token', entry('OTHER'), 'Bearer receiver-test-tokem', 401, 0],
    ['a line that is not JSON', `${entry('HALF')}\n{"time":`, `Bearer ${TOKEN}`, 400, 0],
    ['an entry without a time', `${entry('NOTIME')}\n{"api":{}}`, `Bearer ${TOKEN}`, 400, 0],
    ['a JSON value that is not an entry', `${entry('VALUE')}\n42`, `Bearer ${TOKEN}`, 400, 0],
  ])('takes %s', async (_, body, authorization, status, kept) => {
    const response = await send(body, authorization);
    expect(response.status).toBe(status);
    const id = /"requestID":"(\w+)"/.exec(body)?.[1] ?? '';
    expect(await stored(id)).toBe(kept);
  });

  it(`refuses more than ${INGEST_MAX_ENTRIES} entries, and keeps none of them`, async () => {
    const response = await send(
      Array.from({ length: INGEST_MAX_ENTRIES + 1 }, () => entry('MANY')).join('\n'),
    );
    expect(response.status).toBe(413);
    expect(await stored('MANY')).toBe(0);
  });

  it(`refuses a body past ${INGEST_MAX_BYTES} bytes`, async () => {
    const response = await send(`${entry('LARGE')}\n${' '.repeat(INGEST_MAX_BYTES)}`);
    expect(response.status).toBe(413);
    expect(await stored('LARGE')).toBe(0);
  });
});

describe('an audit database that cannot be reached', () => {
  it('answers MinIO with a 503', async () => {
    const down = new AuditLog(
      auditConfigFrom({
        CONSOLE_AUDIT_TOKEN: TOKEN,
        CONSOLE_AUDIT_DB_URL: 'postgres://postgres@127.0.0.1:2/none',
      }),
      folder,
      randomBytes(32),
    );
    const unreachable = new Hono();
    unreachable.onError((error, c) => respondWithError(c, error));
    mountAuditReceiver(unreachable, down);
    const response = await unreachable.request(`http://127.0.0.1${AUDIT_INGEST_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: entry('DOWN'),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: 'The audit log database cannot be reached' });
  });
});
