import type { AuditRow } from '@/contract/audit';
import { nanosecondsToSeconds } from '@/lib/format/duration';
import { RecordDetails } from '@/ui/RecordDetails';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';

/** An entry of the page, known by its place in it: MinIO may deliver an entry twice (it retries). */
interface AuditItem {
  key: string;
  row: AuditRow;
}

const COLUMNS: RecordColumn<AuditItem>[] = [
  {
    header: 'Time',
    width: 'w-48',
    style: 'tabular-nums',
    cell: ({ row }) => new Date(row.time).toLocaleString(),
  },
  { header: 'API', width: 'w-44', cell: ({ row }) => row.api_name || '-' },
  { header: 'Bucket', width: 'w-32', cell: ({ row }) => row.bucket || '-' },
  { header: 'Object', style: 'text-slate-600', cell: ({ row }) => row.object || '-' },
  {
    header: 'Status',
    width: 'w-20',
    style: ({ row }) =>
      `tabular-nums ${row.response_status_code >= 400 ? 'font-medium text-danger-700' : ''}`,
    cell: ({ row }) => row.response_status_code || '-',
  },
  { header: 'User', width: 'w-32', cell: ({ row }) => row.access_key || '-' },
  {
    header: 'Duration',
    width: 'w-24',
    style: 'tabular-nums',
    cell: ({ row }) => nanosecondsToSeconds(row.time_to_response_ns),
  },
  {
    header: 'Request ID',
    width: 'w-48',
    style: 'font-mono text-xs',
    cell: ({ row }) => (
      <RecordDetails
        title={`${row.api_name} ${row.bucket}/${row.object}`}
        label={row.request_id || '-'}
        name={`Details of ${row.api_name} ${row.request_id}`}
        record={row.log}
      />
    ),
  },
];

/** A page of the audit log, each row opening MinIO's whole entry. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  const items = rows.map((row, index) => ({ row, key: String(index) }));
  return (
    <RecordTable
      label="Audit log"
      rows={items}
      rowKey={(item) => item.key}
      columns={COLUMNS}
      minWidth="min-w-[68rem]"
      className="max-h-[60vh] rounded border border-slate-200"
    />
  );
}
