import { createFileRoute } from '@tanstack/react-router';
import { tenantMonitoringQuery } from '@/features/tenants/api/settings';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantMonitoringPage } from '@/features/tenants/settings/TenantMonitoringPage';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/monitoring')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/monitoring',
    tenantMonitoringQuery,
    TenantMonitoringPage,
  ),
);
