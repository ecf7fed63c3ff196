import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/add-bucket')(
  placeholderRoute('/add-bucket', 'Create Bucket'),
);
