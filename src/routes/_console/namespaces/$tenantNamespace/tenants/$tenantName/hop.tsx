import { createFileRoute } from '@tanstack/react-router';
import { hopSearchSchema } from '@/contract/operator/hop';
import { tenantDetailsQuery } from '@/features/tenants/api/tenants';
import { TenantConsolePage } from '@/features/tenants/components/TenantConsolePage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/hop')({
  validateSearch: hopSearchSchema,
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/hop'),
  loader: ({ context, params }) =>
    loadPageQuery(
      context.queryClient,
      tenantDetailsQuery({ namespace: params.tenantNamespace, tenant: params.tenantName }),
    ),
  component: function HopRoute() {
    const { tenantNamespace, tenantName } = Route.useParams();
    return (
      <TenantConsolePage
        tenant={{ namespace: tenantNamespace, tenant: tenantName }}
        path={Route.useSearch().path}
      />
    );
  },
});
