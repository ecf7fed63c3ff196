import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditExportFormat,
  type AuditFilter,
  auditExportHead,
  auditExportLine,
} from '../../src/contract/audit.ts';
import type { AuditCursor, AuditStore } from './store.ts';

const EXPORT_PAGE_ROWS = 1000;

/**
 * The rows a filter matches, in its order, up to AUDIT_EXPORT_MAX_ROWS: read a page at a time as the download
 * is read, so neither a large log nor a slow client holds more than a page in memory.
 */
export function exportRows(
  store: AuditStore,
  filter: AuditFilter,
  format: AuditExportFormat,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: AuditCursor | undefined;
  let sent = 0;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const head = auditExportHead(format);
      if (head) controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      if (finished || signal.aborted) return controller.close();
      const limit = Math.min(EXPORT_PAGE_ROWS, AUDIT_EXPORT_MAX_ROWS - sent);
      const page = await store.search(filter, { limit, after });
      sent += page.rows.length;
      controller.enqueue(encoder.encode(page.rows.map((row) => auditExportLine(format, row)).join('')));
      after = page.next ?? undefined;
      finished = page.next === null || sent >= AUDIT_EXPORT_MAX_ROWS;
    },
  });
}
