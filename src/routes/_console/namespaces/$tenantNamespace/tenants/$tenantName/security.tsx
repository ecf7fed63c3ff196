import { createFileRoute } from '@tanstack/react-router';
import { tenantSecurityQuery } from '@/features/tenants/api/security';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';
import { TenantSecurityPage } from '@/features/tenants/security/TenantSecurityPage';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/security')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/security',
    tenantSecurityQuery,
    TenantSecurityPage,
  ),
);
