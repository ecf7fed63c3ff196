import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/settings/configurations/$option')(
  placeholderRoute('/settings/configurations/$option', 'Configuration'),
);
