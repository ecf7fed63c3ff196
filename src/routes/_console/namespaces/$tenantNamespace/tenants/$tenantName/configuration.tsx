import { createFileRoute } from '@tanstack/react-router';
import { tenantConfigurationQuery } from '@/features/tenants/api/settings';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { TenantConfigurationPage } from '@/features/tenants/settings/TenantConfigurationPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute(
  '/_console/namespaces/$tenantNamespace/tenants/$tenantName/configuration',
)({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/configuration'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantConfigurationQuery),
  component: function TenantConfigurationRoute() {
    return <TenantSection page={TenantConfigurationPage} />;
  },
});
