import { createFileRoute } from '@tanstack/react-router';
import { podLogsQuery } from '@/features/tenants/api/tenants';
import { PodDetailsPage } from '@/features/tenants/components/PodDetailsPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute(
  '/_console/namespaces/$tenantNamespace/tenants/$tenantName/pods/$podName',
)({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/pods/$podName'),
  loader: ({ context, params }) =>
    loadPageQuery(
      context.queryClient,
      podLogsQuery({ namespace: params.tenantNamespace, tenant: params.tenantName }, params.podName),
    ),
  component: function PodRoute() {
    const { tenantNamespace, tenantName, podName } = Route.useParams();
    return <PodDetailsPage tenant={{ namespace: tenantNamespace, tenant: tenantName }} podName={podName} />;
  },
});
