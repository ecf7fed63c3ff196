import { createFileRoute } from '@tanstack/react-router';
import { tenantConfigurationQuery } from '@/features/tenants/api/settings';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantConfigurationPage } from '@/features/tenants/settings/TenantConfigurationPage';

export const Route = createFileRoute(
  '/_console/namespaces/$tenantNamespace/tenants/$tenantName/configuration',
)(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/configuration',
    tenantConfigurationQuery,
    TenantConfigurationPage,
  ),
);
