import type { KubeEvent } from '@/contract/operator/pods';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';

const HEADERS = ['Type', 'Reason', 'Object', 'Message', 'Last seen'];

const seenAt = (seconds: number | undefined) =>
  seconds === undefined ? '-' : new Date(seconds * 1000).toLocaleString();

/** Events Kubernetes recorded, newest first as the server answers them. */
export function EventTable({ events }: { events: readonly KubeEvent[] }) {
  if (events.length === 0)
    return <EmptyState title="No events">Kubernetes has recorded no events for it lately.</EmptyState>;
  return (
    <DataTable label="Events" headers={HEADERS}>
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events carry no identity of their own
        <tr key={index}>
          <td className={CELL}>{event.event_type || '-'}</td>
          <td className={CELL}>{event.reason || '-'}</td>
          <td className={CELL}>{event.object || '-'}</td>
          <td className={`${CELL} break-words`}>{event.message || '-'}</td>
          <td className={`${CELL} whitespace-nowrap`}>{seenAt(event.last_seen)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
