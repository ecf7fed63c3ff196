import { createFileRoute } from '@tanstack/react-router';
import { pvcDescriptionQuery } from '@/features/tenants/api/tenants';
import { PvcDetailsPage } from '@/features/tenants/components/PvcDetailsPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute(
  '/_console/namespaces/$tenantNamespace/tenants/$tenantName/pvcs/$PVCName',
)({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/pvcs/$PVCName'),
  loader: ({ context, params }) =>
    loadPageQuery(
      context.queryClient,
      pvcDescriptionQuery({ namespace: params.tenantNamespace, tenant: params.tenantName }, params.PVCName),
    ),
  component: function PvcRoute() {
    const { tenantNamespace, tenantName, PVCName } = Route.useParams();
    return <PvcDetailsPage tenant={{ namespace: tenantNamespace, tenant: tenantName }} PVCName={PVCName} />;
  },
});
