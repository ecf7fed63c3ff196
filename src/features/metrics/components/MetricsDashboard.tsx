import { useState } from 'react';
import type { Widget } from '@/contract/metrics';
import type { AdminInfo } from '@/contract/monitoring';
import { WINDOWS, type WindowId } from '../api/widgets';
import { WidgetCard } from './WidgetCard';

const GRIDS = [
  { type: 'stat', className: 'grid grid-cols-2 gap-4 md:grid-cols-4' },
  { type: 'graph', className: 'grid grid-cols-1 gap-4 lg:grid-cols-2' },
] as const;

/** The Prometheus widgets over a chosen window: the stats in a row, then a chart per graph. */
export function MetricsDashboard({ widgets }: { widgets: Widget[] }) {
  const [window, setWindow] = useState<WindowId>('1h');
  return (
    <section aria-label="Metrics from Prometheus" className="flex flex-col gap-4">
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        Window
        <select
          value={window}
          onChange={(event) => setWindow(event.target.value as WindowId)}
          className="rounded border border-slate-300 px-2 py-1"
        >
          {WINDOWS.map((each) => (
            <option key={each.id} value={each.id}>
              {each.label}
            </option>
          ))}
        </select>
      </label>
      {GRIDS.map(({ type, className }) => (
        <div key={type} className={className}>
          {widgets
            .filter((widget) => widget.type === type)
            .map((widget) => (
              <WidgetCard key={widget.id} widget={widget} window={window} />
            ))}
        </div>
      ))}
    </section>
  );
}

/** The charts from Prometheus when it answers, else why there are none. */
export function PrometheusMetrics({ info }: { info: AdminInfo }) {
  switch (info.advancedMetricsStatus) {
    case 'available':
      return <MetricsDashboard widgets={info.widgets ?? []} />;
    case 'unavailable':
      return (
        <p role="alert" className="text-sm text-danger-700">
          The Prometheus set in CONSOLE_PROMETHEUS_URL does not answer: its charts cannot be shown.
        </p>
      );
    case 'not configured':
      return (
        <p className="text-sm text-slate-600">
          Traffic, latency and other charts over time come from Prometheus: set CONSOLE_PROMETHEUS_URL for the
          console to show them.
        </p>
      );
  }
}
