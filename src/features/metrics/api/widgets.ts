import { queryOptions } from '@tanstack/react-query';
import { defaultStep, widgetDetails } from '@/contract/metrics';
import { call } from '@/lib/api/client';

/** The windows the dashboard charts, each ending now. */
export const WINDOWS = [
  { id: '15m', label: 'Last 15 minutes', seconds: 15 * 60 },
  { id: '1h', label: 'Last hour', seconds: 3600 },
  { id: '6h', label: 'Last 6 hours', seconds: 6 * 3600 },
  { id: '24h', label: 'Last 24 hours', seconds: 86_400 },
  { id: '7d', label: 'Last 7 days', seconds: 7 * 86_400 },
] as const;
export type WindowId = (typeof WINDOWS)[number]['id'];

export const windowSeconds = (window: WindowId): number =>
  WINDOWS.find((each) => each.id === window)?.seconds ?? 3600;

export const metricsKeys = {
  all: () => ['metrics'] as const,
  widget: (id: number, window: WindowId) => ['metrics', 'widget', id, window] as const,
};

/** How often a chart is read again while it is shown: about one new point at the shortest window. */
const REFRESH_MS = 30_000;

/** One widget's series over the window ending now. */
export const widgetQuery = (id: number, window: WindowId) =>
  queryOptions({
    queryKey: metricsKeys.widget(id, window),
    queryFn: ({ signal }) => {
      const seconds = windowSeconds(window);
      const end = Math.floor(Date.now() / 1000);
      const query = { start: String(end - seconds), end: String(end), step: String(defaultStep(seconds)) };
      return call(widgetDetails, { params: { widgetId: String(id) }, query }, signal);
    },
    refetchInterval: REFRESH_MS,
  });
