import { createFileRoute } from '@tanstack/react-router';
import { tenantPodsQuery } from '@/features/tenants/api/tenants';
import { TenantPodsPage } from '@/features/tenants/components/TenantSections';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/pods/')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/pods',
    tenantPodsQuery,
    TenantPodsPage,
  ),
);
