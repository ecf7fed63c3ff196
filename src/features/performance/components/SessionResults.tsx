import type { SpeedtestResult } from '@/contract/speedtest';
import { type SpeedtestRun, useSpeedtestResults } from '../api/results';
import { type BarSeries, ThroughputBars } from './ThroughputBars';

const TEST_LABELS = { object: 'Objects', drive: 'Drives', net: 'Network' } as const;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A run's whole throughput in each direction: the deployment's for objects, the sum of drives or servers otherwise. */
function totals(results: readonly SpeedtestResult[]): BarSeries[] {
  const first = results[0];
  if (!first) return [];
  switch (first.test) {
    case 'object':
      return [
        { name: 'PUT', value: first.put.throughputPerSec },
        { name: 'GET', value: first.get.throughputPerSec },
      ];
    case 'drive': {
      const drives = results.flatMap((result) => (result.test === 'drive' ? result.drives : []));
      return [
        { name: 'Write', value: sum(drives.map((drive) => drive.writePerSec)) },
        { name: 'Read', value: sum(drives.map((drive) => drive.readPerSec)) },
      ];
    }
    case 'net':
      return [
        { name: 'Sent', value: sum(first.nodes.map((node) => node.txPerSec)) },
        { name: 'Received', value: sum(first.nodes.map((node) => node.rxPerSec)) },
      ];
  }
}

const runLabel = (run: SpeedtestRun) =>
  `#${run.id} ${TEST_LABELS[run.test]}, ${run.settings}${run.stopped ? ' (stopped)' : ''} at ${run.at.toLocaleTimeString()}`;

/** This session's tests side by side, newest first; they are forgotten when the page is reloaded. */
export function SessionResults() {
  const runs = useSpeedtestResults((state) => state.runs);
  const clear = useSpeedtestResults((state) => state.clear);
  if (runs.length === 0) return null;
  return (
    <section
      aria-label="Results this session"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-900">Results this session</h2>
        <button type="button" className="btn-secondary" onClick={clear}>
          Clear results
        </button>
      </div>
      <ThroughputBars
        title="Throughput of each test"
        rows={runs.map((run) => ({ label: runLabel(run), series: totals(run.results) }))}
      />
    </section>
  );
}
