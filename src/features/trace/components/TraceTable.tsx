import type { TraceCall } from '@/contract/trace';
import { niceBytes } from '@/lib/format/units';
import { RecordDetails } from '@/ui/RecordDetails';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';

/** A traced call as a row; its key is its place in the stream, which never changes. */
export interface TraceRow {
  key: string;
  call: TraceCall;
}

const timeOf = (call: TraceCall) => (call.time ? new Date(call.time).toLocaleTimeString() : '-');
const statusOf = (call: TraceCall) => call.statusCode || (call.error ? 'error' : '-');

function Cell({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <td className={`truncate px-3 py-1.5 ${className}`}>{children}</td>;
}

function TraceCells({ call }: { call: TraceCall }) {
  const name = call.api || '-';
  const failed = Boolean(call.error) || call.statusCode >= 400;
  return (
    <>
      <Cell className="tabular-nums">{timeOf(call)}</Cell>
      <Cell>
        <RecordDetails
          title={`${name} ${call.path}`}
          label={name}
          name={`Details of ${name} at ${timeOf(call)}`}
          record={call}
        />
      </Cell>
      <Cell className={failed ? 'font-medium text-danger-700' : ''}>{statusOf(call)}</Cell>
      <Cell className="tabular-nums">{call.callStats.duration}</Cell>
      <Cell className="tabular-nums">{niceBytes(call.callStats.rx)}</Cell>
      <Cell className="tabular-nums">{niceBytes(call.callStats.tx)}</Cell>
      <Cell>{call.host || '-'}</Cell>
      <Cell className="text-slate-600">{call.path}</Cell>
    </>
  );
}

/** The traced calls, newest last, each opening its whole record. */
export function TraceTable({ rows }: { rows: readonly TraceRow[] }) {
  return (
    <VirtualTable
      label="Traced calls"
      items={rows}
      rowKey={(row) => row.key}
      rowHeight={36}
      minWidth="min-w-[60rem]"
      className="flex-1 rounded border border-slate-200"
      head={
        <>
          <HeaderCell className="w-28">Time</HeaderCell>
          <HeaderCell className="w-48">Name</HeaderCell>
          <HeaderCell className="w-20">Status</HeaderCell>
          <HeaderCell className="w-24">Duration</HeaderCell>
          <HeaderCell className="w-24">Bytes in</HeaderCell>
          <HeaderCell className="w-24">Bytes out</HeaderCell>
          <HeaderCell className="w-40">Node</HeaderCell>
          <HeaderCell>Path</HeaderCell>
        </>
      }
      cells={(row) => <TraceCells call={row.call} />}
    />
  );
}
