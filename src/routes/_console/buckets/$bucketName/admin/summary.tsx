import { createFileRoute } from '@tanstack/react-router';
import { bucketInfoQuery } from '@/features/buckets/api/buckets';
import { BucketSummary } from '@/features/buckets/components/summary/BucketSummary';
import { guardBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/summary')({
  beforeLoad: guardBucketTab('summary'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(bucketInfoQuery(params.bucketName)),
  component: function SummaryTab() {
    const { session } = Route.useRouteContext();
    return <BucketSummary session={session} bucketName={Route.useParams().bucketName} />;
  },
});
