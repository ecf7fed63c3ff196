import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/support/profile')(
  placeholderRoute('/support/profile', 'Profile'),
);
