import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleLogStream, LOG_TYPES, type LogType } from '@/contract/monitoring';
import { countOf } from '@/lib/format/numbers';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { nodesQuery } from '@/lib/resources/servers';
import { saveFile } from '@/lib/save-file';
import { PageHeader } from '@/shell/PageHeader';
import { SelectField, TextField } from '@/ui/fields';
import { DownloadIcon } from '@/ui/icons';
import { LiveStatus } from '@/ui/LiveStatus';
import { LogTable } from './LogTable';
import { logFileText, logLineMatches } from './log-lines';

/** How many lines the page holds; older ones make way. */
export const LOG_CAPACITY = 10_000;

const TYPE_LABELS: Record<LogType, string> = { all: 'All', minio: 'MinIO', application: 'Application' };
const ALL_NODES = 'all';

const STATUS_TEXT = {
  connecting: 'Connecting…',
  live: 'Live',
  stopped: 'Stopped',
  ended: 'The server ended the log',
  failed: 'The log stopped',
} as const;

function useNodeOptions(): (readonly [string, string])[] {
  const nodes = useQuery(nodesQuery()).data ?? [];
  return [[ALL_NODES, 'All nodes'], ...nodes.map((node) => [node, node] as const)];
}

/** The servers' live log: the last lines, then each new one, with filters, search, pause and download. */
export function LogsPage() {
  const [node, setNode] = useState(ALL_NODES);
  const [logType, setLogType] = useState<LogType>('all');
  const [search, setSearch] = useState('');
  const [paused, setPaused] = useState(false);
  const stream = useLiveStream(
    consoleLogStream,
    { query: { node, logType } },
    { running: true, paused, capacity: LOG_CAPACITY },
  );
  const rows = stream.entries
    .map((entry, index) => ({ key: String(stream.evicted + index), entry }))
    .filter((row) => logLineMatches(row.entry, search));
  const download = () => saveFile('minio-log.txt', logFileText(rows.map((row) => row.entry)), 'text/plain');
  const summary = [
    paused ? 'Paused' : STATUS_TEXT[stream.status],
    `${countOf(rows.length, 'line')} shown`,
    stream.dropped > 0 ? `${countOf(stream.dropped, 'line')} skipped while the page caught up` : '',
  ];
  return (
    <>
      <PageHeader
        title="Logs"
        actions={
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" onClick={() => setPaused(!paused)}>
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button type="button" className="btn-secondary" onClick={stream.clear}>
              Clear
            </button>
            <button type="button" className="btn-secondary" onClick={download} disabled={rows.length === 0}>
              <DownloadIcon aria-hidden />
              Download
            </button>
          </div>
        }
      />
      <div className="flex min-h-0 flex-1 flex-col gap-4 p-6">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <SelectField label="Node" value={node} options={useNodeOptions()} onChange={setNode} />
          <SelectField
            label="Type"
            value={logType}
            options={LOG_TYPES.map((type) => [type, TYPE_LABELS[type]] as const)}
            onChange={(type) => setLogType(type as LogType)}
          />
          <TextField label="Search" value={search} onChange={setSearch} problem={undefined} />
        </div>
        <LiveStatus label="Log status" parts={summary} failure={stream.failure} />
        {rows.length > 0 ? (
          <LogTable rows={rows} />
        ) : (
          <p className="text-sm text-slate-500">
            {search
              ? 'No line holds that text.'
              : 'No log lines yet: new ones appear here as the servers write them.'}
          </p>
        )}
      </div>
    </>
  );
}
