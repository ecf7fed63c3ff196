import type { WatchEvent } from '@/contract/watch';
import { niceBytes } from '@/lib/format/units';
import { RecordDetails } from '@/ui/RecordDetails';
import { type RecordColumn, RecordTable } from '@/ui/RecordTable';

/** An event as a row; its key is its place in the stream, which never changes. */
export interface WatchRow {
  key: string;
  event: WatchEvent;
}

const timeOf = (event: WatchEvent) => (event.Time ? new Date(event.Time).toLocaleTimeString() : '-');
const keyOf = (event: WatchEvent) => (event.SeveralObjects ? 'several objects' : event.Key);

const COLUMNS: RecordColumn<WatchRow>[] = [
  { header: 'Time', width: 'w-28', style: 'tabular-nums', cell: ({ event }) => timeOf(event) },
  {
    header: 'Event',
    width: 'w-72',
    cell: ({ event }) => (
      <RecordDetails
        title={`${event.Type} ${keyOf(event)}`}
        label={event.Type}
        name={`Details of ${event.Type} of ${keyOf(event)} at ${timeOf(event)}`}
        record={event}
      />
    ),
  },
  {
    header: 'Key',
    style: ({ event }) => (event.SeveralObjects ? 'italic text-slate-500' : ''),
    cell: ({ event }) => keyOf(event),
  },
  {
    header: 'Size',
    width: 'w-24',
    style: 'tabular-nums',
    cell: ({ event }) => (event.Size > 0 ? niceBytes(event.Size) : '-'),
  },
  { header: 'Node', width: 'w-40', cell: ({ event }) => event.Node || '-' },
];

/** The bucket's events, newest last, each opening its whole record. */
export function WatchTable({ rows }: { rows: readonly WatchRow[] }) {
  return (
    <RecordTable
      label="Bucket events"
      rows={rows}
      rowKey={(row) => row.key}
      columns={COLUMNS}
      minWidth="min-w-[48rem]"
    />
  );
}
