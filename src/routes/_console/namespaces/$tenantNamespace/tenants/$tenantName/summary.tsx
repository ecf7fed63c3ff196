import { createFileRoute } from '@tanstack/react-router';
import { tenantDetailsQuery } from '@/features/tenants/api/tenants';
import { TenantSummaryPage } from '@/features/tenants/components/TenantSections';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/summary')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/summary',
    tenantDetailsQuery,
    TenantSummaryPage,
  ),
);
