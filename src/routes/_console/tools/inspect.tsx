import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/tools/inspect')(
  placeholderRoute('/tools/inspect', 'Inspect'),
);
