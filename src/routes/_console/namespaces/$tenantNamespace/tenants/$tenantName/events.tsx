import { createFileRoute } from '@tanstack/react-router';
import { tenantEventsQuery } from '@/features/tenants/api/tenants';
import { TenantEventsPage } from '@/features/tenants/components/TenantSections';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/events')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/events'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantEventsQuery),
  component: function TenantEventsRoute() {
    return <TenantSection page={TenantEventsPage} />;
  },
});
