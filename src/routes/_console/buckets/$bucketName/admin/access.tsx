import { createFileRoute } from '@tanstack/react-router';
import { placeholderBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/access')(
  placeholderBucketTab('access'),
);
