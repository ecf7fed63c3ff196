import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/pools')(
  placeholderRoute('/namespaces/$tenantNamespace/tenants/$tenantName', 'Pools'),
);
