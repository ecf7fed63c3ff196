import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { watchStream } from '@/contract/watch';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { bucketListQuery } from '@/lib/resources/buckets';
import { PageHeader } from '@/shell/PageHeader';
import { LiveStreamStatus } from '@/ui/LiveStatus';
import { QueryContent } from '@/ui/QueryContent';
import { WatchFilters } from './WatchFilters';
import { WatchTable } from './WatchTable';
import { type WatchFormValues, watchArgsOf } from './watch-form';

/** How many events the page holds; older ones make way. */
export const WATCH_CAPACITY = 5000;

const STATUS_TEXT = {
  connecting: 'Connecting…',
  live: 'Watching',
  stopped: 'Stopped',
  ended: 'The server ended the watch',
  failed: 'The watch failed',
} as const;

type WatchArgs = ReturnType<typeof watchArgsOf>;

/** The stream of one watch: its state and its events, until stopped. */
function WatchEvents({ args, running, onStop }: { args: WatchArgs; running: boolean; onStop: () => void }) {
  const stream = useLiveStream(watchStream, args, { running, capacity: WATCH_CAPACITY });
  const rows = stream.entries.map((event, index) => ({ key: String(stream.evicted + index), event }));
  return (
    <>
      <div className="flex items-center gap-4">
        <LiveStreamStatus label="Watch status" stream={stream} states={STATUS_TEXT} item="event" />
        {running && (
          <button type="button" className="btn-secondary" onClick={onStop}>
            Stop watching
          </button>
        )}
      </div>
      {rows.length > 0 ? (
        <WatchTable rows={rows} />
      ) : (
        running && <p className="text-sm text-slate-500">Waiting for events that match the filters…</p>
      )}
    </>
  );
}

/**
 * A bucket's object events as they happen, as mc watch shows them. The server reads them from MinIO's live
 * trace of S3 calls: this MinIO build answers a watch (ListenBucketNotification) but holds its events back in
 * its send buffers (cmd/api-response.go, a response writer without Flush), so they would come late, in bursts.
 */
export function WatchPage() {
  const buckets = useQuery(bucketListQuery());
  const [args, setArgs] = useState<WatchArgs | null>(null);
  const [running, setRunning] = useState(false);
  const start = (values: WatchFormValues) => {
    setArgs(watchArgsOf(values));
    setRunning(true);
  };
  return (
    <>
      <PageHeader title="Watch" />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <p role="note" className="max-w-prose text-sm text-slate-600">
          Events are read from MinIO's live trace of S3 calls, because this MinIO build holds bucket
          notifications back instead of sending them as they happen. Watching therefore needs the trace
          permission (admin:ServerTrace) as well.
        </p>
        <QueryContent query={buckets} retry>
          {(data) =>
            data.buckets.length === 0 ? (
              <p className="text-sm text-slate-500">There is no bucket to watch.</p>
            ) : (
              <WatchFilters buckets={data.buckets.map((bucket) => bucket.name)} onApply={start} />
            )
          }
        </QueryContent>
        {args ? (
          <WatchEvents args={args} running={running} onStop={() => setRunning(false)} />
        ) : (
          <p className="text-sm text-slate-500">Start watching a bucket to see its events as they happen.</p>
        )}
      </div>
    </>
  );
}
