import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/configurations/')(
  placeholderRoute('/settings/configurations', 'Configurations'),
);
