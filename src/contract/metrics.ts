import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { isWholeNumberIn } from './query';

/*
 * The metrics dashboard's widgets, charted from PromQL range queries against the Prometheus that scrapes MinIO
 * (`CONSOLE_PROMETHEUS_URL`). Each query names the scrape job as `$job` (MinIO's cluster metrics, as
 * `mc admin prometheus generate <alias>` names the job) or `$job-node` (its node metrics, as
 * `mc admin prometheus generate <alias> node` names it), and a counter's rate window as `$__rate_interval`.
 */

export type WidgetUnit = 'bytes' | 'bytesPerSecond' | 'seconds' | 'count' | 'perSecond';

/** A stat shows the last value (its chart opens when zoomed); a graph charts every series over the window. */
export type WidgetType = 'stat' | 'graph';

export interface WidgetTarget {
  expr: string;
  /** The series' name in the legend: `{{label}}` is replaced by the series' label of that name. */
  legendFormat: string;
}

export interface WidgetDefinition {
  id: number;
  title: string;
  type: WidgetType;
  unit: WidgetUnit;
  targets: readonly WidgetTarget[];
}

const sumOf = (metric: string) => `sum(${metric}{job="$job"})`;
const maxOf = (metric: string) => `max(${metric}{job="$job"})`;
const rateOf = (metric: string, by = '') =>
  `sum${by ? ` by (${by})` : ''}(rate(${metric}{job="$job"}[$__rate_interval]))`;
const byServer = (metric: string) => `sum by (server) (${metric}{job="$job"})`;
const graph = (id: number, title: string, unit: WidgetUnit, targets: WidgetTarget[]): WidgetDefinition => ({
  id,
  title,
  type: 'graph',
  unit,
  targets,
});
/** A stat of one query, its legend its title. */
const stat = (id: number, title: string, unit: WidgetUnit, expr: string): WidgetDefinition => ({
  id,
  title,
  type: 'stat',
  unit,
  targets: [{ expr, legendFormat: title }],
});

export const WIDGETS: readonly WidgetDefinition[] = [
  stat(1, 'Uptime', 'seconds', maxOf('minio_node_process_uptime_seconds')),
  graph(50, 'Usable capacity', 'bytes', [
    {
      expr: `${sumOf('minio_cluster_capacity_usable_total_bytes')} - ${sumOf('minio_cluster_capacity_usable_free_bytes')}`,
      legendFormat: 'Used',
    },
    { expr: sumOf('minio_cluster_capacity_usable_free_bytes'), legendFormat: 'Free' },
  ]),
  stat(51, 'Buckets', 'count', maxOf('minio_cluster_bucket_total')),
  stat(52, 'Objects', 'count', maxOf('minio_cluster_usage_object_total')),
  stat(8, 'Servers online', 'count', maxOf('minio_cluster_nodes_online_total')),
  stat(9, 'Servers offline', 'count', maxOf('minio_cluster_nodes_offline_total')),
  stat(11, 'Drives online', 'count', maxOf('minio_cluster_drive_online_total')),
  stat(17, 'Drives offline', 'count', maxOf('minio_cluster_drive_offline_total')),
  stat(44, 'Drives healing', 'count', sumOf('minio_cluster_health_erasure_set_healing_drives')),
  graph(60, 'S3 traffic', 'bytesPerSecond', [
    { expr: rateOf('minio_s3_traffic_received_bytes'), legendFormat: 'Received' },
    { expr: rateOf('minio_s3_traffic_sent_bytes'), legendFormat: 'Sent' },
  ]),
  graph(61, 'S3 requests', 'perSecond', [
    { expr: rateOf('minio_s3_requests_total', 'api'), legendFormat: '{{api}}' },
  ]),
  graph(62, 'S3 errors', 'perSecond', [
    { expr: rateOf('minio_s3_requests_4xx_errors_total'), legendFormat: '4xx' },
    { expr: rateOf('minio_s3_requests_5xx_errors_total'), legendFormat: '5xx' },
  ]),
  graph(63, 'Time to first byte (p90)', 'seconds', [
    {
      expr: `histogram_quantile(0.9, ${rateOf('minio_s3_requests_ttfb_seconds_distribution', 'le, api')})`,
      legendFormat: '{{api}}',
    },
  ]),
  graph(64, 'Requests in flight', 'count', [
    { expr: sumOf('minio_s3_requests_inflight_total'), legendFormat: 'In flight' },
    { expr: sumOf('minio_s3_requests_waiting_total'), legendFormat: 'Waiting' },
  ]),
  graph(65, 'Internode traffic', 'bytesPerSecond', [
    { expr: rateOf('minio_inter_node_traffic_received_bytes', 'server'), legendFormat: '{{server}} in' },
    { expr: rateOf('minio_inter_node_traffic_sent_bytes', 'server'), legendFormat: '{{server}} out' },
  ]),
  graph(66, 'Drive usage', 'bytes', [
    {
      expr: `${sumOf('minio_cluster_capacity_raw_total_bytes')} - ${sumOf('minio_cluster_capacity_raw_free_bytes')}`,
      legendFormat: 'Used',
    },
    { expr: sumOf('minio_cluster_capacity_raw_free_bytes'), legendFormat: 'Free' },
  ]),
  graph(68, 'Used space per drive', 'bytes', [
    { expr: 'minio_node_drive_used_bytes{job="$job-node"}', legendFormat: '{{server}} {{drive}}' },
  ]),
  graph(69, 'Healing drives per erasure set', 'count', [
    {
      expr: 'sum by (pool, set) (minio_cluster_health_erasure_set_healing_drives{job="$job"})',
      legendFormat: 'pool {{pool}} set {{set}}',
    },
  ]),
  graph(70, 'Scanner', 'perSecond', [
    { expr: rateOf('minio_node_scanner_objects_scanned'), legendFormat: 'Objects' },
    { expr: rateOf('minio_node_scanner_versions_scanned'), legendFormat: 'Versions' },
    { expr: rateOf('minio_node_scanner_directories_scanned'), legendFormat: 'Folders' },
  ]),
  graph(71, 'Bucket scans finished', 'perSecond', [
    { expr: rateOf('minio_node_scanner_bucket_scans_finished'), legendFormat: 'Bucket scans' },
  ]),
  graph(73, 'Lifecycle (ILM)', 'count', [
    { expr: sumOf('minio_node_ilm_transition_pending_tasks'), legendFormat: 'Transitions pending' },
    { expr: sumOf('minio_node_ilm_transition_active_tasks'), legendFormat: 'Transitions active' },
    { expr: sumOf('minio_node_ilm_expiry_pending_tasks'), legendFormat: 'Expiries pending' },
  ]),
  graph(74, 'Replication', 'count', [
    {
      expr: 'sum(minio_node_replication_current_active_workers{job="$job-node"})',
      legendFormat: 'Active workers',
    },
    {
      expr: 'sum(minio_node_replication_last_minute_queued_count{job="$job-node"})',
      legendFormat: 'Queued (last minute)',
    },
  ]),
  graph(76, 'Memory', 'bytes', [
    { expr: byServer('minio_node_process_resident_memory_bytes'), legendFormat: '{{server}}' },
  ]),
  graph(77, 'CPU', 'perSecond', [
    { expr: rateOf('minio_node_process_cpu_total_seconds', 'server'), legendFormat: '{{server}}' },
  ]),
  graph(78, 'Goroutines', 'count', [
    { expr: byServer('minio_node_go_routine_total'), legendFormat: '{{server}}' },
  ]),
];

export const widgetById = (id: number): WidgetDefinition | undefined =>
  WIDGETS.find((each) => each.id === id);

/** What GET /admin/info lists of a widget. */
export const widgetSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(['stat', 'graph']),
  unit: z.enum(['bytes', 'bytesPerSecond', 'seconds', 'count', 'perSecond']),
  options: z.object({ reduceOptions: z.object({ calcs: z.array(z.string()) }) }),
});
export type Widget = z.infer<typeof widgetSchema>;

/** A stat reduces its series to the last value Prometheus had. */
export const widgetOf = ({ id, title, type, unit }: WidgetDefinition): Widget => ({
  id,
  title,
  type,
  unit,
  options: { reduceOptions: { calcs: ['lastNotNull'] } },
});

/** One series: its labels and its `[unix seconds, "value"]` samples, as Prometheus's matrix has them. */
export const widgetResultSchema = z.object({
  metric: z.record(z.string(), z.string()),
  values: z.array(z.tuple([z.number(), z.string()])),
});
export type WidgetResult = z.infer<typeof widgetResultSchema>;

export const widgetDetailsSchema = z.object({
  ...widgetSchema.shape,
  targets: z.array(
    z.object({ legendFormat: z.string(), resultType: z.string(), result: z.array(widgetResultSchema) }),
  ),
});
export type WidgetDetails = z.infer<typeof widgetDetailsSchema>;

/** Prometheus refuses a range query of more than 11,000 points per series. */
export const MAX_POINTS = 11_000;
/** How many points a chart draws when the step is not given. */
export const DEFAULT_POINTS = 240;
/** The window charted when none is given. */
export const DEFAULT_WINDOW_SECONDS = 3600;
export const MAX_STEP_SECONDS = 86_400;
/** Four scrapes at Prometheus's default interval of 15 s: a rate over less could hold a single sample. */
export const MIN_RATE_INTERVAL_SECONDS = 60;
/** Unix seconds up to the year 9999. */
const MAX_UNIX_SECONDS = 253_402_300_799;

const unixSeconds = (max: number, what: string) =>
  z.optional(
    z.pipe(
      z.string().check(z.refine((text) => isWholeNumberIn(text, 1, max), `must be ${what}`)),
      z.transform(Number),
    ),
  );

export const widgetQuerySchema = z.object({
  start: unixSeconds(MAX_UNIX_SECONDS, 'a time in unix seconds'),
  end: unixSeconds(MAX_UNIX_SECONDS, 'a time in unix seconds'),
  step: unixSeconds(MAX_STEP_SECONDS, `a whole number of seconds from 1 to ${MAX_STEP_SECONDS}`),
});
export type WidgetQuery = z.output<typeof widgetQuerySchema>;

export interface WidgetRange {
  start: number;
  end: number;
  step: number;
}

/** The step that charts the window in about DEFAULT_POINTS points. */
export const defaultStep = (windowSeconds: number): number =>
  Math.max(1, Math.ceil(windowSeconds / DEFAULT_POINTS));

/**
 * The range a query asks for, its absent parts filled in (the last hour up to now, about 240 points), or why
 * it cannot be charted: an end not after its start, or more points than Prometheus answers.
 */
export function widgetRange(query: WidgetQuery, nowSeconds: number): WidgetRange | { problem: string } {
  const end = query.end ?? nowSeconds;
  const start = query.start ?? end - DEFAULT_WINDOW_SECONDS;
  if (start >= end) return { problem: 'start: must be before end' };
  const step = query.step ?? defaultStep(end - start);
  const points = Math.floor((end - start) / step) + 1;
  if (points > MAX_POINTS)
    return {
      problem: `step: ${step} s over ${end - start} s gives ${points} points, more than the ${MAX_POINTS} Prometheus answers`,
    };
  return { start, end, step };
}

/** The rate window for a step: never shorter than two steps, so no sample falls between them. */
export const rateIntervalSeconds = (step: number): number => Math.max(MIN_RATE_INTERVAL_SECONDS, 2 * step);

/** Label values as PromQL's double-quoted strings have them. */
const promString = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** A widget's query with its job and rate window filled in. */
export function expandQuery(expr: string, values: { job: string; step: number }): string {
  return expr
    .replace(/\$__rate_interval/g, `${rateIntervalSeconds(values.step)}s`)
    .replace(/\$job/g, promString(values.job));
}

/** A series' legend: each `{{label}}` replaced by the series' label of that name (empty when it has none). */
export const legendOf = (legendFormat: string, metric: Record<string, string>): string =>
  legendFormat
    .replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) => metric[name] ?? '')
    .trim();

export const METRICS_MESSAGES = {
  widgetNotFound: 'Widget not found',
  notConfigured: 'Prometheus is not configured: set CONSOLE_PROMETHEUS_URL',
  unreachable: 'prometheus URL is unreachable',
  noAnswer: 'Prometheus did not answer in time',
} as const;

/** GET /admin/info/widgets/{widgetId}: one widget's series over a window, from Prometheus. */
export const widgetDetails = endpoint({
  id: 'DashboardWidgetDetails',
  area: 'monitoring',
  method: 'GET',
  path: '/admin/info/widgets/{widgetId}',
  summary: "One dashboard widget's series over a window, from Prometheus",
  params: z.object({
    widgetId: z.pipe(
      z.string().check(z.refine((text) => isWholeNumberIn(text, 1, 1_000_000), 'must be a widget id')),
      z.transform(Number),
    ),
  }),
  query: widgetQuerySchema,
  response: widgetDetailsSchema,
  status: 200,
});

export const METRICS_ENDPOINTS = [widgetDetails];
