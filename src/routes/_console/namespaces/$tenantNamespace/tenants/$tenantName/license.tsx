import { createFileRoute } from '@tanstack/react-router';
import { subscriptionQuery } from '@/features/tenants/api/settings';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantLicensePage } from '@/features/tenants/settings/TenantLicensePage';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/license')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/license',
    subscriptionQuery,
    TenantLicensePage,
  ),
);
