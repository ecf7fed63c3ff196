import { createFileRoute } from '@tanstack/react-router';
import { tenantDetailsQuery } from '@/features/tenants/api/tenants';
import { TenantSummaryPage } from '@/features/tenants/components/TenantSections';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName',
    tenantDetailsQuery,
    TenantSummaryPage,
  ),
);
