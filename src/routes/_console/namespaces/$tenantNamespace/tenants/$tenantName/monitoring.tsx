import { createFileRoute } from '@tanstack/react-router';
import { tenantMonitoringQuery } from '@/features/tenants/api/settings';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { TenantMonitoringPage } from '@/features/tenants/settings/TenantMonitoringPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/monitoring')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/monitoring'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantMonitoringQuery),
  component: function TenantMonitoringRoute() {
    return <TenantSection page={TenantMonitoringPage} />;
  },
});
