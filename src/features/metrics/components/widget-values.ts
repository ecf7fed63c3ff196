import { legendOf, type WidgetDetails, type WidgetUnit } from '@/contract/metrics';
import { niceDuration } from '@/lib/format/duration';
import { abbreviateCount, NO_VALUE } from '@/lib/format/numbers';
import { niceBytes } from '@/lib/format/units';

/** Each series' color, in turn, on the chart and in its legend. */
export const SERIES_COLORS = [
  '#2563eb',
  '#16a34a',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
];

/** One line of a chart: its name and its samples (unix seconds, value), a sample Prometheus had as NaN left out. */
export interface Series {
  label: string;
  points: [number, number][];
}

/** Every series of a widget's targets, named by their legends. */
export function seriesOf(details: WidgetDetails): Series[] {
  return details.targets.flatMap((target) =>
    target.result.map((result) => ({
      label: legendOf(target.legendFormat, result.metric) || details.title,
      points: result.values
        .map(([time, text]): [number, number] => [time, Number(text)])
        .filter(([, value]) => Number.isFinite(value)),
    })),
  );
}

/** A series' last value, as a stat shows it. */
export const lastValue = (series: Series): number | undefined => series.points.at(-1)?.[1];

/** A value in its widget's unit, for people. */
export function formatValue(unit: WidgetUnit, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return NO_VALUE;
  switch (unit) {
    case 'bytes':
      return niceBytes(value);
    case 'bytesPerSecond':
      return `${niceBytes(value)}/s`;
    case 'seconds':
      return value < 1 ? `${Number((value * 1000).toPrecision(3))} ms` : niceDuration(value);
    case 'perSecond':
      return `${abbreviateCount(value)}/s`;
    case 'count':
      return abbreviateCount(value);
  }
}
