import { createFileRoute } from '@tanstack/react-router';
import { tenantDetailsQuery } from '@/features/tenants/api/tenants';
import { TenantPoolsPage } from '@/features/tenants/components/TenantSections';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/pools')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/pools'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantDetailsQuery),
  component: function TenantPoolsRoute() {
    return <TenantSection page={TenantPoolsPage} />;
  },
});
