import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/support/call-home')(
  placeholderRoute('/support/call-home', 'Call Home'),
);
