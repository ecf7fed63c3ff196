import { useState } from 'react';
import { traceStream } from '@/contract/trace';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { PageHeader } from '@/shell/PageHeader';
import { LiveStreamStatus } from '@/ui/LiveStatus';
import { TraceFilters } from './TraceFilters';
import { TraceTable } from './TraceTable';
import { type TraceFormValues, traceQueryOf } from './trace-form';

/** How many calls the page holds; older ones make way. */
export const TRACE_CAPACITY = 5000;

const STATUS_TEXT = {
  connecting: 'Connecting…',
  live: 'Tracing',
  stopped: 'Stopped',
  ended: 'The server ended the trace',
  failed: 'The trace failed',
} as const;

/** Live API calls of every server, filtered as mc admin trace filters them. */
export function TracePage() {
  const [query, setQuery] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const stream = useLiveStream(traceStream, { query }, { running, capacity: TRACE_CAPACITY });
  const start = (values: TraceFormValues) => {
    setQuery(traceQueryOf(values));
    setRunning(true);
  };
  const rows = stream.entries.map((call, index) => ({ key: String(stream.evicted + index), call }));
  return (
    <>
      <PageHeader
        title="Trace"
        actions={
          running && (
            <button type="button" className="btn-secondary" onClick={() => setRunning(false)}>
              Stop trace
            </button>
          )
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <TraceFilters onApply={start} />
        <LiveStreamStatus label="Trace status" stream={stream} states={STATUS_TEXT} item="call" />
        {rows.length > 0 ? (
          <TraceTable rows={rows} />
        ) : (
          <p className="text-sm text-slate-500">
            {running
              ? 'Waiting for calls that match the filters…'
              : 'Start the trace to see calls as they happen.'}
          </p>
        )}
      </div>
    </>
  );
}
