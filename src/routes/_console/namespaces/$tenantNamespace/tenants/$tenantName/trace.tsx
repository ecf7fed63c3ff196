import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/trace')(
  placeholderRoute('/namespaces/$tenantNamespace/tenants/$tenantName', 'Tenant Trace'),
);
