import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/storage/volumes')(
  placeholderRoute('/storage/volumes', 'Volumes'),
);
