import { useEffect, useRef, useState } from 'react';
import { speedtestStream } from '@/contract/speedtest';
import { niceBytes } from '@/lib/format/units';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { LiveStatus } from '@/ui/LiveStatus';
import { useSpeedtestResults } from '../api/results';
import { latestResults, resultRows } from './speedtest-results';
import { describeSettings, queryOf, type Settings } from './speedtest-settings';
import { ThroughputBars } from './ThroughputBars';

const STATUS_TEXT = {
  connecting: 'Starting…',
  live: 'Measuring',
  stopped: 'Stopped',
  ended: 'Done',
  failed: 'The test could not go on',
} as const;

/** One test, live until it ends or is stopped (which stops it at MinIO); kept for comparison once over. */
export function SpeedtestRunView({ settings }: { settings: Settings }) {
  const [running, setRunning] = useState(true);
  const stream = useLiveStream(speedtestStream, { query: queryOf(settings) }, { running, capacity: 256 });
  const keep = useSpeedtestResults((state) => state.keep);
  const kept = useRef(false);
  const results = latestResults(stream.entries);
  const live = stream.status === 'connecting' || stream.status === 'live';
  const object = results[0]?.test === 'object' ? results[0] : undefined;

  useEffect(() => {
    if (live || kept.current || results.length === 0) return;
    kept.current = true;
    keep({
      at: new Date(),
      test: settings.test,
      settings: describeSettings(settings),
      results,
      stopped: stream.status === 'stopped',
    });
  }, [live, results, keep, settings, stream.status]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {live && (
          <button type="button" className="btn-secondary" onClick={() => setRunning(false)}>
            Stop test
          </button>
        )}
        <LiveStatus
          label="Test status"
          parts={[
            STATUS_TEXT[stream.status],
            object ? `${object.concurrent} at once` : '',
            object
              ? `PUT ${niceBytes(object.put.throughputPerSec)}/s, GET ${niceBytes(object.get.throughputPerSec)}/s`
              : '',
          ]}
          failure={stream.failure}
        />
      </div>
      {live && results.length === 0 && (
        <p className="text-sm text-slate-600">
          MinIO reports once it has measured; meanwhile it holds back other S3 calls.
        </p>
      )}
      {results.length > 0 && <ThroughputBars title="Throughput" rows={resultRows(results)} />}
    </div>
  );
}
