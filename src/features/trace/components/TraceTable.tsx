import type { TraceCall } from '@/contract/trace';
import { niceBytes } from '@/lib/format/units';
import { RecordDetails } from '@/ui/RecordDetails';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';

/** A traced call as a row; its key is its place in the stream, which never changes. */
export interface TraceRow {
  key: string;
  call: TraceCall;
}

const timeOf = (call: TraceCall) => (call.time ? new Date(call.time).toLocaleTimeString() : '-');
const statusOf = (call: TraceCall) => call.statusCode || (call.error ? 'error' : '-');
const failed = (call: TraceCall) => Boolean(call.error) || call.statusCode >= 400;
const nameOf = (call: TraceCall) => call.api || '-';

const COLUMNS: RecordColumn<TraceRow>[] = [
  { header: 'Time', width: 'w-28', style: 'tabular-nums', cell: ({ call }) => timeOf(call) },
  {
    header: 'Name',
    width: 'w-48',
    cell: ({ call }) => (
      <RecordDetails
        title={`${nameOf(call)} ${call.path}`}
        label={nameOf(call)}
        name={`Details of ${nameOf(call)} at ${timeOf(call)}`}
        record={call}
      />
    ),
  },
  {
    header: 'Status',
    width: 'w-20',
    style: ({ call }) => (failed(call) ? 'font-medium text-danger-700' : ''),
    cell: ({ call }) => statusOf(call),
  },
  { header: 'Duration', width: 'w-24', style: 'tabular-nums', cell: ({ call }) => call.callStats.duration },
  {
    header: 'Bytes in',
    width: 'w-24',
    style: 'tabular-nums',
    cell: ({ call }) => niceBytes(call.callStats.rx),
  },
  {
    header: 'Bytes out',
    width: 'w-24',
    style: 'tabular-nums',
    cell: ({ call }) => niceBytes(call.callStats.tx),
  },
  { header: 'Node', width: 'w-40', cell: ({ call }) => call.host || '-' },
  { header: 'Path', style: 'text-slate-600', cell: ({ call }) => call.path },
];

/** The traced calls, newest last, each opening its whole record. */
export function TraceTable({ rows }: { rows: readonly TraceRow[] }) {
  return (
    <RecordTable
      label="Traced calls"
      rows={rows}
      rowKey={(row) => row.key}
      columns={COLUMNS}
      minWidth="min-w-[60rem]"
    />
  );
}
