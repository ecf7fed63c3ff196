import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { WidgetUnit } from '@/contract/metrics';
import { formatValue, SERIES_COLORS, type Series } from './widget-values';

/** Axis labels in the page's text colour, so they read in either theme; grid lines a grey that shows on both. */
function axisLook(element: HTMLElement) {
  const line = { stroke: 'rgba(128, 128, 128, 0.25)' };
  return { stroke: getComputedStyle(element).color, grid: line, ticks: line };
}

/** The series on one time axis: every time any series has, each series empty where it has no sample. */
export function alignedData(series: Series[]): AlignedData {
  const times = [...new Set(series.flatMap((each) => each.points.map(([time]) => time)))].sort(
    (a, b) => a - b,
  );
  const columns = series.map((each) => {
    const byTime = new Map(each.points);
    return times.map((time) => byTime.get(time) ?? null);
  });
  return [times, ...columns];
}

/** A canvas chart of the series over time (uPlot, loaded with the metrics page only). */
export default function UplotChart({
  series,
  unit,
  height,
  windowSeconds,
}: {
  series: Series[];
  unit: WidgetUnit;
  height: number;
  /** The time axis spans the whole window, up to the last sample, however few samples there are. */
  windowSeconds: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data = alignedData(series);
    const end = data[0].at(-1) ?? Date.now() / 1000;
    const options: Options = {
      width: element.clientWidth || 300,
      height,
      legend: { show: false },
      scales: { x: { time: true, range: [end - windowSeconds, end] } },
      cursor: { y: false },
      axes: [
        axisLook(element),
        {
          ...axisLook(element),
          values: (_, ticks) => ticks.map((tick) => formatValue(unit, tick)),
          size: 70,
        },
      ],
      series: [
        {},
        ...series.map((each, index) => ({
          label: each.label,
          stroke: SERIES_COLORS[index % SERIES_COLORS.length],
          width: 1.5,
          value: (_: uPlot, value: number | null) => formatValue(unit, value ?? undefined),
        })),
      ],
    };
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, unit, height, windowSeconds]);
  return <div ref={box} />;
}
