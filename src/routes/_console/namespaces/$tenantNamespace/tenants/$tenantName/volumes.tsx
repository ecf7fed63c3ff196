import { createFileRoute } from '@tanstack/react-router';
import { tenantPvcsQuery } from '@/features/tenants/api/tenants';
import { TenantVolumesPage } from '@/features/tenants/components/TenantSections';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/volumes')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/volumes',
    tenantPvcsQuery,
    TenantVolumesPage,
  ),
);
