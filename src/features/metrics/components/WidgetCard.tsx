import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { Widget, WidgetDetails } from '@/contract/metrics';
import { QueryContent } from '@/ui/QueryContent';
import { type WindowId, widgetQuery, windowSeconds } from '../api/widgets';
import { formatValue, lastValue, SERIES_COLORS, type Series, seriesOf } from './widget-values';

// uPlot comes with the first chart, in a chunk of its own: no other page loads it.
const UplotChart = lazy(() => import('./UplotChart'));

function Skeleton({ title, height }: { title: string; height: number }) {
  return (
    <div
      role="status"
      aria-label={`Loading ${title}`}
      className="animate-pulse rounded bg-slate-100"
      style={{ height }}
    />
  );
}

/** The series' names and last values: what the chart shows, readable without it. */
function Legend({ series, details }: { series: Series[]; details: WidgetDetails }) {
  return (
    <ul
      aria-label={`${details.title} series`}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600"
    >
      {series.map((each, index) => (
        <li key={each.label} className="flex items-center gap-1">
          <span
            aria-hidden
            className="inline-block h-2 w-2 rounded-full"
            style={{ backgroundColor: SERIES_COLORS[index % SERIES_COLORS.length] }}
          />
          {each.label}:{' '}
          <span className="font-medium text-slate-900">{formatValue(details.unit, lastValue(each))}</span>
        </li>
      ))}
    </ul>
  );
}

function Chart({
  details,
  height,
  asStat,
  window,
}: {
  details: WidgetDetails;
  height: number;
  asStat: boolean;
  window: WindowId;
}) {
  const series = useMemo(() => seriesOf(details), [details]);
  if (series.every((each) => each.points.length === 0))
    return <p className="py-6 text-center text-sm text-slate-500">No data in this window</p>;
  if (asStat)
    return (
      <p className="py-4 text-3xl font-semibold text-slate-900">
        {formatValue(details.unit, series[0] && lastValue(series[0]))}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <div role="img" aria-label={`${details.title} over time`}>
        <Suspense fallback={<Skeleton title={details.title} height={height} />}>
          <UplotChart
            series={series}
            unit={details.unit}
            height={height}
            windowSeconds={windowSeconds(window)}
          />
        </Suspense>
      </div>
      <Legend series={series} details={details} />
    </div>
  );
}

/** One widget's read, as a loading skeleton, its error with a way to ask again, or its chart. */
function WidgetBody({
  widget,
  window,
  height,
  asStat,
}: {
  widget: Widget;
  window: WindowId;
  height: number;
  asStat: boolean;
}) {
  const query = useQuery(widgetQuery(widget.id, window));
  if (query.isPending) return <Skeleton title={widget.title} height={asStat ? 56 : height} />;
  return (
    <QueryContent query={query} retry>
      {(details) => <Chart details={details} height={height} asStat={asStat} window={window} />}
    </QueryContent>
  );
}

/** A dashboard widget: a stat or a chart, and a zoom button opening it large (a stat as its chart over time). */
export function WidgetCard({ widget, window }: { widget: Widget; window: WindowId }) {
  const stat = widget.type === 'stat';
  return (
    <section
      aria-label={widget.title}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Dialog.Root>
        <header className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-slate-700">{widget.title}</h2>
          <Dialog.Trigger asChild>
            <button
              type="button"
              className="btn-secondary px-2 py-0.5 text-xs"
              aria-label={`Zoom ${widget.title}`}
            >
              Zoom
            </button>
          </Dialog.Trigger>
        </header>
        <WidgetBody widget={widget} window={window} height={160} asStat={stat} />
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(72rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          >
            <div className="mb-4 flex items-center justify-between">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{widget.title}</Dialog.Title>
              <Dialog.Close asChild>
                <button type="button" className="btn-secondary">
                  Close
                </button>
              </Dialog.Close>
            </div>
            <WidgetBody widget={widget} window={window} height={420} asStat={false} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
