import { niceBytes } from '@/lib/format/units';

/** One measure of a row, e.g. the PUT throughput of a server. */
export interface BarSeries {
  name: string;
  /** Bytes per second. */
  value: number;
  error?: string;
}

export interface BarRow {
  label: string;
  series: readonly BarSeries[];
}

/** A row's first measure (PUT, write, sent) and its second (GET, read, received), the same in every row. */
const SERIES_COLORS = ['bg-brand-600', 'bg-emerald-500'] as const;
const colorAt = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];

export const perSecond = (bytes: number) => `${niceBytes(bytes)}/s`;

/**
 * Throughput as horizontal bars on one scale, each a labelled meter (its value also in text), so that rows and
 * measures compare at a glance and a screen reader reads the same numbers.
 */
export function ThroughputBars({ title, rows }: { title: string; rows: readonly BarRow[] }) {
  const max = Math.max(1, ...rows.flatMap((row) => row.series.map((one) => one.value)));
  // Each measure's name with its place in a row, which gives its colour, in the order first met.
  const legend = new Map<string, number>();
  for (const row of rows)
    for (const [index, one] of row.series.entries()) if (!legend.has(one.name)) legend.set(one.name, index);
  return (
    <figure aria-label={title} className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-center gap-4 text-sm font-medium text-slate-800">
        {title}
        {[...legend].map(([name, index]) => (
          <span key={name} className="flex items-center gap-1 font-normal text-slate-600">
            <span aria-hidden className={`inline-block size-2.5 rounded-sm ${colorAt(index)}`} />
            {name}
          </span>
        ))}
      </figcaption>
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[minmax(10rem,24rem)_1fr] items-center gap-3">
          <span className="break-words text-sm text-slate-700">{row.label}</span>
          <div className="flex flex-col gap-1">
            {row.series.map((one, index) => (
              <div key={one.name} className="flex items-center gap-2">
                <meter
                  aria-label={`${row.label} ${one.name}`}
                  aria-valuetext={perSecond(one.value)}
                  min={0}
                  max={max}
                  value={one.value}
                  className="sr-only"
                />
                <div aria-hidden className="h-3 flex-1 overflow-hidden rounded bg-slate-100">
                  <div
                    className={`h-full ${colorAt(index)}`}
                    style={{ width: `${(one.value / max) * 100}%` }}
                  />
                </div>
                <span className="w-28 text-right text-sm tabular-nums text-slate-800">
                  {one.error ? <span className="text-danger-700">{one.error}</span> : perSecond(one.value)}
                </span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </figure>
  );
}
