import { createFileRoute } from '@tanstack/react-router';
import { bucketEventsQuery } from '@/features/buckets/api/events';
import { BucketEventsTab } from '@/features/buckets/components/events/BucketEventsTab';
import { guardBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/events')({
  beforeLoad: guardBucketTab('events'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bucketEventsQuery(params.bucketName)),
  component: function EventsTabRoute() {
    return (
      <BucketEventsTab bucketName={Route.useParams().bucketName} session={Route.useRouteContext().session} />
    );
  },
});
