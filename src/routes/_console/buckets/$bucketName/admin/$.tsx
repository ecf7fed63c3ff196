import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/$')(
  placeholderRoute('/buckets/$bucketName/admin', 'Bucket Settings'),
);
