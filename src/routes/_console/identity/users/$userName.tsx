import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/identity/users/$userName')(
  placeholderRoute('/identity/users/$userName', 'User Details'),
);
