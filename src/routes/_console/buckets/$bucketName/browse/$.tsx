import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from '@/shell/placeholder-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/browse/$')(
  placeholderRoute('/buckets/$bucketName/browse', 'Object Browser'),
);
