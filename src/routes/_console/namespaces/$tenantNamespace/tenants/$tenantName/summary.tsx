import { createFileRoute } from '@tanstack/react-router';
import { tenantDetailsQuery } from '@/features/tenants/api/tenants';
import { TenantSummaryPage } from '@/features/tenants/components/TenantSections';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/summary')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/summary'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantDetailsQuery),
  component: function TenantSummaryRoute() {
    return <TenantSection page={TenantSummaryPage} />;
  },
});
