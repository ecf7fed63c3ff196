import { createFileRoute } from '@tanstack/react-router';
import { tenantSecurityQuery } from '@/features/tenants/api/security';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { TenantSecurityPage } from '@/features/tenants/security/TenantSecurityPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/security')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/security'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantSecurityQuery),
  component: function TenantSecurityRoute() {
    return <TenantSection page={TenantSecurityPage} />;
  },
});
