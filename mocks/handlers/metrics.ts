import {
  METRICS_MESSAGES,
  type WidgetDefinition,
  type WidgetDetails,
  type WidgetRange,
  type WidgetResult,
  widgetById,
  widgetDetails,
  widgetOf,
  widgetRange,
} from '../../src/contract/metrics';
import { mockPrometheus } from '../metrics-model';
import { isAllowed, MINIO_MESSAGES } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

const DEMO_NODE = '127.0.0.1:9000';
const DEMO_STARTED = Math.floor(Date.now() / 1000) - (86_400 * 3 + 3600 * 5);
const TiB = 1024 ** 4;
const MiB = 1024 ** 2;

/** The label values a `{{label}}` of a legend spreads a target over, one series each. */
const DEMO_LABELS: Record<string, readonly string[]> = {
  api: ['getobject', 'putobject', 'listobjectsv2', 'headobject'],
  server: [DEMO_NODE],
  drive: ['/data/d1', '/data/d2', '/data/d3', '/data/d4'],
  pool: ['0'],
  set: ['0'],
};

/** The demo's series' labels: every combination of the label values its legend names. */
function demoMetrics(legendFormat: string): Record<string, string>[] {
  const names = [...legendFormat.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '');
  return names.reduce<Record<string, string>[]>(
    (metrics, name) =>
      metrics.flatMap((metric) => (DEMO_LABELS[name] ?? ['']).map((value) => ({ ...metric, [name]: value }))),
    [{}],
  );
}

/** A stat's steady value in the demo. */
const DEMO_STATS: Record<number, (time: number) => number> = {
  1: (time) => time - DEMO_STARTED,
  51: () => 5,
  52: () => 12_418,
  8: () => 1,
  9: () => 0,
  11: () => 4,
  17: () => 0,
  44: () => 1,
};

const DEMO_SCALE: Record<WidgetDefinition['unit'], number> = {
  bytes: 1.5 * TiB,
  bytesPerSecond: 24 * MiB,
  seconds: 0.04,
  count: 6,
  perSecond: 40,
};

/** A smooth, repeatable wave per series, so a chart looks alive and stays the same when asked again. */
function demoValue(widget: WidgetDefinition, series: number, time: number): number {
  const stat = DEMO_STATS[widget.id];
  if (stat) return stat(time);
  const phase = widget.id * 0.7 + series * 1.9;
  const wave = 0.6 + 0.25 * Math.sin(time / 900 + phase) + 0.1 * Math.sin(time / 97 + phase * 3);
  return (DEMO_SCALE[widget.unit] * wave) / (series + 1);
}

function demoSeries(widget: WidgetDefinition, range: WidgetRange): WidgetDetails['targets'] {
  let series = 0;
  return widget.targets.map(({ legendFormat }) => ({
    legendFormat,
    resultType: 'matrix',
    result: demoMetrics(legendFormat).map((metric): WidgetResult => {
      const index = series++;
      const values: WidgetResult['values'] = [];
      for (let time = range.start; time <= range.end; time += range.step)
        values.push([time, String(demoValue(widget, index, time))]);
      return { metric, values };
    }),
  }));
}

export const metricsHandlers = [
  mock(widgetDetails, ({ params, query, session }) => {
    if (!isAllowed(session.user, 'admin:ServerInfo')) return apiError(403, MINIO_MESSAGES.accessDenied);
    const widget = widgetById(params.widgetId);
    if (!widget) return apiError(404, METRICS_MESSAGES.widgetNotFound);
    if (!mockPrometheus()) return apiError(400, METRICS_MESSAGES.notConfigured);
    const range = widgetRange(query, Math.floor(Date.now() / 1000));
    if ('problem' in range) return apiError(400, 'Invalid request', range.problem);
    return { ...widgetOf(widget), targets: demoSeries(widget, range) };
  }),
];
