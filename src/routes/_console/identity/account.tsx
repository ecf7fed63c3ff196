import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/identity/account')(
  placeholderRoute('/identity/account', 'Service Accounts'),
);
