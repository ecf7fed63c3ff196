import type { Context, Hono } from 'hono';
import * as audit from '../../src/contract/audit.ts';
import { envVariableOf, parseConfigText } from '../../src/contract/config-text.ts';
import { ADMIN, ALL_ACTIONS } from '../../src/contract/permissions.ts';
import { setConfig } from '../configs/calls.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readBodyBytes } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { publicOrigin } from '../http/origin.ts';
import { type Route, serve } from '../http/serve.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import { GLOBAL_KEY, policySchema, sessionPermissions } from '../session/permissions.ts';
import type { AuditLog } from './audit-log.ts';
import { auditRecordOf } from './entry.ts';
import { exportRows } from './export.ts';

/** MinIO sends one entry per request by default (`batch_size`); a batch is NDJSON, one entry a line. */
export const INGEST_MAX_BYTES = 8 * 1024 * 1024;
export const INGEST_MAX_ENTRIES = 1000;

/** The audit log is the console's own data: MinIO does not guard it, so the console asks for admin:OBDInfo. */
async function requireAuditAccess(admin: AdminClient): Promise<void> {
  const account = await admin.accountInfo();
  const policy = policySchema.safeParse(account.Policy ?? {});
  const { permissions } = sessionPermissions(policy.success ? policy.data : {}, ALL_ACTIONS);
  if (!permissions[GLOBAL_KEY]?.includes(ADMIN.OBDInfo))
    throw new ConsoleError(403, audit.AUDIT_MESSAGES.forbidden);
}

/** The entries of a request body: NDJSON (MinIO's batches), one JSON object, or a JSON array. */
function entriesOf(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parse = (line: string, index: number) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new ConsoleError(400, 'Invalid request', audit.AUDIT_MESSAGES.notAnEntry(index + 1));
    }
  };
  if (trimmed.startsWith('[')) {
    const entries = parse(trimmed, 0);
    return Array.isArray(entries) ? entries : [entries];
  }
  return trimmed
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parse);
}

/** POST /api/v1/audit/ingest: MinIO's audit webhook, authenticated by the audit token instead of a session. */
export function mountAuditReceiver(app: Hono, log: AuditLog): void {
  app.post(audit.AUDIT_INGEST_PATH, async (c) => {
    if (!log.accepts(c.req.header('authorization')))
      throw new ConsoleError(401, audit.AUDIT_MESSAGES.badToken);
    const text = new TextDecoder().decode(await readBodyBytes(c, INGEST_MAX_BYTES));
    const entries = entriesOf(text);
    if (entries.length > INGEST_MAX_ENTRIES)
      throw new ConsoleError(413, 'Invalid request', audit.AUDIT_MESSAGES.tooManyEntries(INGEST_MAX_ENTRIES));
    const records = entries.map((entry, index) => {
      const record = auditRecordOf(entry);
      if (!record) throw new ConsoleError(400, 'Invalid request', audit.AUDIT_MESSAGES.notAnEntry(index + 1));
      return record;
    });
    await log.ingest(records);
    return c.json({ accepted: records.length });
  });
}

/** Where MinIO should send: CONSOLE_AUDIT_RECEIVER_URL, or the address this request reached the console at. */
function receiverUrl(deps: ServerDeps, c: Context): string {
  if (deps.config.audit.receiverUrl) return deps.config.audit.receiverUrl;
  const origin = publicOrigin(c, deps.config);
  return `${origin}${deps.config.subPath.replace(/\/$/, '')}${audit.AUDIT_INGEST_PATH}`;
}

/** Whether MinIO's console audit target is on and sends to `url`; null when the caller may not read it. */
async function receiverConfigured(admin: AdminClient, url: string): Promise<boolean | null> {
  let text: string;
  try {
    text = await admin.getConfigKV(`audit_webhook:${audit.AUDIT_TARGET}`);
  } catch (error) {
    if (error instanceof MinioApiError && error.status === 403) return null;
    if (error instanceof MinioApiError && error.code === 'XMinioConfigError') return false;
    throw error;
  }
  const line = parseConfigText(text).lines.find((each) => each.target === audit.AUDIT_TARGET);
  const value = (key: string) =>
    line?.envOverrides.find((each) => each.name === envVariableOf(line.subsystem, line.target, key))?.value ??
    line?.keyValues.find((each) => each.key === key)?.value;
  // MinIO leaves `enable=on` out of a target's line: only `off` is written.
  return value('enable') !== 'off' && value('endpoint') === url;
}

export function auditRoutes(deps: ServerDeps, log: AuditLog): Route<SessionEnv>[] {
  return [
    serve(audit.searchAuditLog, async ({ query }, c) => {
      await requireAuditAccess(c.get('admin'));
      const { pageNo, pageSize, ...filter } = query;
      const store = await log.store();
      const page = await store.search(filter, { limit: pageSize, offset: pageNo * pageSize });
      return { results: page.rows, more: page.next !== null };
    }),
    serve(audit.exportAuditLog, async ({ query }, c) => {
      await requireAuditAccess(c.get('admin'));
      const { format, ...filter } = query;
      const store = await log.store();
      return new Response(exportRows(store, filter, format, c.req.raw.signal), {
        headers: audit.auditExportHeaders(format, new Date()),
      });
    }),
    serve(audit.getAuditReceiver, async (_, c) => {
      await requireAuditAccess(c.get('admin'));
      const url = receiverUrl(deps, c);
      return { url, configured: await receiverConfigured(c.get('admin'), url) };
    }),
    serve(audit.setAuditReceiver, ({ body }, c) =>
      setConfig(c.get('admin'), 'audit_webhook', {
        arn_resource_id: audit.AUDIT_TARGET,
        key_values: [
          { key: 'enable', value: 'on' },
          { key: 'endpoint', value: body.url },
          { key: 'auth_token', value: `Bearer ${log.token}` },
        ],
      }),
    ),
  ];
}
