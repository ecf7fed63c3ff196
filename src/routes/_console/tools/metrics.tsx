import { createFileRoute } from '@tanstack/react-router';
import { PrometheusMetrics } from '@/features/metrics/components/MetricsDashboard';
import { MetricsPage } from '@/features/servers/components/MetricsPage';
import { serverInfoQuery } from '@/lib/resources/servers';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/tools/metrics')({
  beforeLoad: guardRoute('/tools/metrics'),
  loader: ({ context }) => loadPageQuery(context.queryClient, serverInfoQuery()),
  component: () => <MetricsPage below={PrometheusMetrics} />,
});
