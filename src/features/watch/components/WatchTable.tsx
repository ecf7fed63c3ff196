import type { WatchEvent } from '@/contract/watch';
import { niceBytes } from '@/lib/format/units';
import { RecordDetails } from '@/ui/RecordDetails';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';

/** An event as a row; its key is its place in the stream, which never changes. */
export interface WatchRow {
  key: string;
  event: WatchEvent;
}

const timeOf = (event: WatchEvent) => (event.Time ? new Date(event.Time).toLocaleTimeString() : '-');
const keyOf = (event: WatchEvent) => (event.SeveralObjects ? 'several objects' : event.Key);

function Cell({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <td className={`truncate px-3 py-1.5 ${className}`}>{children}</td>;
}

function WatchCells({ event }: { event: WatchEvent }) {
  return (
    <>
      <Cell className="tabular-nums">{timeOf(event)}</Cell>
      <Cell>
        <RecordDetails
          title={`${event.Type} ${keyOf(event)}`}
          label={event.Type}
          name={`Details of ${event.Type} of ${keyOf(event)} at ${timeOf(event)}`}
          record={event}
        />
      </Cell>
      <Cell className={event.SeveralObjects ? 'italic text-slate-500' : ''}>{keyOf(event)}</Cell>
      <Cell className="tabular-nums">{event.Size > 0 ? niceBytes(event.Size) : '-'}</Cell>
      <Cell>{event.Node || '-'}</Cell>
    </>
  );
}

/** The bucket's events, newest last, each opening its whole record. */
export function WatchTable({ rows }: { rows: readonly WatchRow[] }) {
  return (
    <VirtualTable
      label="Bucket events"
      items={rows}
      rowKey={(row) => row.key}
      rowHeight={36}
      minWidth="min-w-[48rem]"
      className="flex-1 rounded border border-slate-200"
      head={
        <>
          <HeaderCell className="w-28">Time</HeaderCell>
          <HeaderCell className="w-72">Event</HeaderCell>
          <HeaderCell>Key</HeaderCell>
          <HeaderCell className="w-24">Size</HeaderCell>
          <HeaderCell className="w-40">Node</HeaderCell>
        </>
      }
      cells={(row) => <WatchCells event={row.event} />}
    />
  );
}
