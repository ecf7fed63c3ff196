import { createFileRoute } from '@tanstack/react-router';
import { tenantEventsQuery } from '@/features/tenants/api/tenants';
import { TenantEventsPage } from '@/features/tenants/components/TenantSections';
import { tenantSectionRoute } from '@/features/tenants/components/tenant-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/events')(
  tenantSectionRoute(
    '/namespaces/$tenantNamespace/tenants/$tenantName/events',
    tenantEventsQuery,
    TenantEventsPage,
  ),
);
