import { createFileRoute } from '@tanstack/react-router';
import { tenantLogsQuery } from '@/features/tenants/api/settings';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantLoggingPage } from '@/features/tenants/settings/TenantLoggingPage';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/logging')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/logging',
    tenantLogsQuery,
    TenantLoggingPage,
  ),
);
