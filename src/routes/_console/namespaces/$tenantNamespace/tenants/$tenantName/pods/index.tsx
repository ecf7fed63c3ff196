import { createFileRoute } from '@tanstack/react-router';
import { tenantPodsQuery } from '@/features/tenants/api/tenants';
import { TenantPodsPage } from '@/features/tenants/components/TenantSections';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/pods/')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/pods'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantPodsQuery),
  component: function TenantPodsRoute() {
    return <TenantSection page={TenantPodsPage} />;
  },
});
