import { createFileRoute } from '@tanstack/react-router';
import { tenantLogsQuery } from '@/features/tenants/api/settings';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { TenantLoggingPage } from '@/features/tenants/settings/TenantLoggingPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/logging')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/logging'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantLogsQuery),
  component: function TenantLoggingRoute() {
    return <TenantSection page={TenantLoggingPage} />;
  },
});
