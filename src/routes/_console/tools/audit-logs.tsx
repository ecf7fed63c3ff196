import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/tools/audit-logs')(
  placeholderRoute('/tools/audit-logs', 'Audit Logs'),
);
