import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/namespaces/$tenantNamespace/tenants/$tenantName/pods/')(
  placeholderRoute('/namespaces/$tenantNamespace/tenants/$tenantName', 'Pods'),
);
