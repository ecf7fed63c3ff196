import { createFileRoute } from '@tanstack/react-router';
import { tenantConfigurationQuery } from '@/features/tenants/api/settings';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantMetricsPage } from '@/features/tenants/settings/TenantObservePages';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/metrics')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/metrics',
    tenantConfigurationQuery,
    TenantMetricsPage,
  ),
);
