import { countOf } from '@/lib/format/numbers';
import type { LiveStream, LiveStatus as StreamStatus } from '@/lib/live/use-live-stream';

/** A live view's state in one line (its parts joined, empty ones left out), and why it failed under it. */
export function LiveStatus({
  label,
  parts,
  failure,
}: {
  label: string;
  parts: readonly string[];
  failure?: string;
}) {
  return (
    <p role="status" aria-label={label} className="text-sm text-slate-600">
      {parts.filter(Boolean).join(' · ')}
      {failure && <span className="block text-danger-700">{failure}</span>}
    </p>
  );
}

/**
 * A live table's state: what its stream does (in the page's words), how many `item`s it shows, how many older
 * ones it let go, and how many the server skipped while the page caught up.
 */
export function LiveStreamStatus({
  label,
  stream,
  states,
  item,
}: {
  label: string;
  stream: LiveStream<unknown>;
  states: Record<StreamStatus, string>;
  item: string;
}) {
  const parts = [
    states[stream.status],
    `${countOf(stream.entries.length, item)} shown`,
    stream.evicted > 0 ? `${countOf(stream.evicted, `older ${item}`)} let go` : '',
    stream.dropped > 0 ? `${countOf(stream.dropped, item)} skipped while the page caught up` : '',
  ];
  return <LiveStatus label={label} parts={parts} failure={stream.failure} />;
}
