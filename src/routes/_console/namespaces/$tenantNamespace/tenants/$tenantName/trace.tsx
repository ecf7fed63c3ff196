import { createFileRoute } from '@tanstack/react-router';
import { tenantConfigurationQuery } from '@/features/tenants/api/settings';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { TenantTracePage } from '@/features/tenants/settings/TenantObservePages';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/trace')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/trace'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantConfigurationQuery),
  component: function TenantTraceRoute() {
    return <TenantSection page={TenantTracePage} />;
  },
});
