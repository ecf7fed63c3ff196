import { createFileRoute } from '@tanstack/react-router';
import { subscriptionQuery } from '@/features/tenants/api/settings';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { TenantLicensePage } from '@/features/tenants/settings/TenantLicensePage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/license')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/license'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, subscriptionQuery),
  component: function TenantLicenseRoute() {
    return <TenantSection page={TenantLicensePage} />;
  },
});
