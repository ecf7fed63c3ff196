import { createFileRoute } from '@tanstack/react-router';
import { tenantConfigurationQuery } from '@/features/tenants/api/settings';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantTracePage } from '@/features/tenants/settings/TenantObservePages';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/trace')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/trace',
    tenantConfigurationQuery,
    TenantTracePage,
  ),
);
