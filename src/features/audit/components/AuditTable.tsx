import type { AuditRow } from '@/contract/audit';
import { nanosecondsToSeconds } from '@/lib/format/duration';
import { RecordDetails } from '@/ui/RecordDetails';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';

const timeOf = (row: AuditRow) => new Date(row.time).toLocaleString();

function Cell({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <td className={`truncate px-3 py-1.5 ${className}`}>{children}</td>;
}

function AuditCells({ row }: { row: AuditRow }) {
  const failed = row.response_status_code >= 400;
  return (
    <>
      <Cell className="tabular-nums">{timeOf(row)}</Cell>
      <Cell>{row.api_name || '-'}</Cell>
      <Cell>{row.bucket || '-'}</Cell>
      <Cell className="text-slate-600">{row.object || '-'}</Cell>
      <Cell className={`tabular-nums ${failed ? 'font-medium text-danger-700' : ''}`}>
        {row.response_status_code || '-'}
      </Cell>
      <Cell>{row.access_key || '-'}</Cell>
      <Cell className="tabular-nums">{nanosecondsToSeconds(row.time_to_response_ns)}</Cell>
      <Cell className="font-mono text-xs">
        <RecordDetails
          title={`${row.api_name} ${row.bucket}/${row.object}`}
          label={row.request_id || '-'}
          name={`Details of ${row.api_name} ${row.request_id}`}
          record={row.log}
        />
      </Cell>
    </>
  );
}

/** A page of the audit log, each row opening MinIO's whole entry. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  // MinIO may deliver an entry twice (it retries): a row is known by its place in the page.
  const items = rows.map((row, index) => ({ row, key: String(index) }));
  return (
    <VirtualTable
      label="Audit log"
      items={items}
      rowKey={(item) => item.key}
      rowHeight={36}
      minWidth="min-w-[68rem]"
      className="max-h-[60vh] rounded border border-slate-200"
      head={
        <>
          <HeaderCell className="w-48">Time</HeaderCell>
          <HeaderCell className="w-44">API</HeaderCell>
          <HeaderCell className="w-32">Bucket</HeaderCell>
          <HeaderCell>Object</HeaderCell>
          <HeaderCell className="w-20">Status</HeaderCell>
          <HeaderCell className="w-32">User</HeaderCell>
          <HeaderCell className="w-24">Duration</HeaderCell>
          <HeaderCell className="w-48">Request ID</HeaderCell>
        </>
      }
      cells={(item) => <AuditCells row={item.row} />}
    />
  );
}
