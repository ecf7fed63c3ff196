import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/tenants/add')(
  placeholderRoute('/tenants/add', 'Create Tenant'),
);
