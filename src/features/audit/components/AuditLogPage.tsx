import { useState } from 'react';
import { AUDIT_EXPORT_MAX_ROWS, type AuditExportFormat } from '@/contract/audit';
import { PageHeader } from '@/shell/PageHeader';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { EmptyState } from '@/ui/data-table';
import { LoadingSkeleton } from '@/ui/LoadingSkeleton';
import { usePageQuery } from '@/ui/page-query';
import { auditExportUrl, auditSearchQuery } from '../api/audit';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditQueryOf, INITIAL_AUDIT_FILTERS, isFiltered } from './audit-form';
import { ReceiverSetup } from './ReceiverSetup';

export const INITIAL_AUDIT_QUERY = auditQueryOf(INITIAL_AUDIT_FILTERS);

const EXPORTS: readonly [AuditExportFormat, string][] = [
  ['csv', 'Export CSV'],
  ['ndjson', 'Export NDJSON'],
];

function Pager(props: { pageNo: number; more: boolean; onPage: (pageNo: number) => void }) {
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm text-slate-700">
      <button
        type="button"
        className="btn-secondary"
        disabled={props.pageNo === 0}
        onClick={() => props.onPage(props.pageNo - 1)}
      >
        Previous
      </button>
      <span>Page {props.pageNo + 1}</span>
      <button
        type="button"
        className="btn-secondary"
        disabled={!props.more}
        onClick={() => props.onPage(props.pageNo + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** The calls MinIO handled, as its audit webhook sent them to the console: searched, paged and exported. */
export function AuditLogPage() {
  const [query, setQuery] = useState(INITIAL_AUDIT_QUERY);
  const [pageNo, setPageNo] = useState(0);
  const search = usePageQuery(auditSearchQuery(query, pageNo));
  const rows = search.data?.results ?? [];
  const [setupShown, setSetupShown] = useState(false);
  /** Nothing arrived yet: how to send MinIO's audit log here is the page's whole content. */
  const empty = search.data !== undefined && rows.length === 0 && !isFiltered(query) && pageNo === 0;
  const apply = (next: Record<string, string>) => {
    setQuery(next);
    setPageNo(0);
  };
  return (
    <>
      <PageHeader
        title="Audit Logs"
        actions={
          <div className="flex gap-2">
            {EXPORTS.map(([format, label]) => (
              <a
                key={format}
                className="btn-secondary"
                href={auditExportUrl(query, format)}
                download
                title={`Every call the filters match, up to ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')}`}
              >
                {label}
              </a>
            ))}
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto p-6">
        <AuditFilters onSearch={apply} />
        {search.error ? (
          <ApiErrorAlert error={search.error} />
        ) : !search.data ? (
          <LoadingSkeleton />
        ) : rows.length > 0 ? (
          <>
            <AuditTable rows={rows} />
            <Pager pageNo={pageNo} more={search.data.more} onPage={setPageNo} />
          </>
        ) : !empty ? (
          <EmptyState title="No calls match the filters">Widen the time range or clear a filter.</EmptyState>
        ) : (
          <EmptyState title="No audit entries yet" heading>
            Once MinIO sends its audit log to the console, the calls it handles appear here.
          </EmptyState>
        )}
        {empty ? (
          <ReceiverSetup />
        ) : (
          <div>
            <button
              type="button"
              className="btn-secondary"
              aria-expanded={setupShown}
              onClick={() => setSetupShown(!setupShown)}
            >
              Sending MinIO&rsquo;s audit log to the console
            </button>
            {setupShown && (
              <div className="mt-3">
                <ReceiverSetup />
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
