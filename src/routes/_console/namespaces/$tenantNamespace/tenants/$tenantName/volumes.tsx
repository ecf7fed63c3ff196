import { createFileRoute } from '@tanstack/react-router';
import { tenantPvcsQuery } from '@/features/tenants/api/tenants';
import { TenantVolumesPage } from '@/features/tenants/components/TenantSections';
import { loadTenantSection, TenantSection } from '@/features/tenants/components/tenant-route';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/volumes')({
  beforeLoad: guardRoute('/namespaces/$tenantNamespace/tenants/$tenantName/volumes'),
  loader: ({ context, params }) => loadTenantSection(context.queryClient, params, tenantPvcsQuery),
  component: function TenantVolumesRoute() {
    return <TenantSection page={TenantVolumesPage} />;
  },
});
