import {
  expandQuery,
  METRICS_MESSAGES,
  WIDGETS,
  type Widget,
  type WidgetDetails,
  type WidgetQuery,
  widgetById,
  widgetOf,
  widgetRange,
} from '../../src/contract/metrics.ts';
import type { AdminInfo } from '../../src/contract/monitoring.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { PrometheusClient } from './client.ts';
import type { PrometheusConfig } from './config.ts';

/** What GET /admin/info says of the dashboard: whether Prometheus is configured and answers, and its widgets. */
export async function dashboardStatus(
  config: PrometheusConfig | undefined,
  signal?: AbortSignal,
): Promise<Pick<AdminInfo, 'advancedMetricsStatus' | 'widgets'>> {
  if (!config) return { advancedMetricsStatus: 'not configured' };
  if (!(await new PrometheusClient(config).answers(signal))) return { advancedMetricsStatus: 'unavailable' };
  return { advancedMetricsStatus: 'available', widgets: WIDGETS.map(widgetOf) };
}

/** One widget's series over the window asked for, each of its queries run as a range query. */
export async function widgetDetails(
  config: PrometheusConfig | undefined,
  widgetId: number,
  query: WidgetQuery,
  signal?: AbortSignal,
): Promise<WidgetDetails> {
  const widget = widgetById(widgetId);
  if (!widget) throw new ConsoleError(404, METRICS_MESSAGES.widgetNotFound);
  if (!config) throw new ConsoleError(400, METRICS_MESSAGES.notConfigured);
  const range = widgetRange(query, Math.floor(Date.now() / 1000));
  if ('problem' in range) throw new ConsoleError(400, 'Invalid request', range.problem);
  const prometheus = new PrometheusClient(config);
  const targets = await Promise.all(
    widget.targets.map(async (target) => {
      const expr = expandQuery(target.expr, { job: config.jobId, step: range.step });
      const answer = await prometheus.queryRange(expr, range, signal);
      return { legendFormat: target.legendFormat, ...answer };
    }),
  );
  const details: Widget = widgetOf(widget);
  return { ...details, targets };
}

/** How long a session's right to read the servers' information is taken as known. */
const SERVER_INFO_GRANT_MS = 60_000;
const MAX_GRANTS = 10_000;

/**
 * Prometheus is read with the console's own credentials, not the user's, so MinIO cannot refuse a widget to a
 * user who may not read the servers' information: the console asks MinIO whether the session may (ServerInfo,
 * the action the dashboard needs) and remembers a yes for a minute, as a dashboard asks for many widgets at once.
 */
export class ServerInfoGrants {
  private readonly grantedUntil = new Map<string, number>();

  async require(sessionId: string, admin: AdminClient, signal?: AbortSignal): Promise<void> {
    const now = Date.now();
    if ((this.grantedUntil.get(sessionId) ?? 0) > now) return;
    await admin.serverInfo(signal);
    if (this.grantedUntil.size >= MAX_GRANTS) {
      for (const [id, until] of this.grantedUntil) if (until <= now) this.grantedUntil.delete(id);
      if (this.grantedUntil.size >= MAX_GRANTS) this.grantedUntil.clear();
    }
    this.grantedUntil.set(sessionId, now + SERVER_INFO_GRANT_MS);
  }
}
