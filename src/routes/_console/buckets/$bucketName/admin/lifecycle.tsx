import { createFileRoute } from '@tanstack/react-router';
import { bucketLifecycleQuery } from '@/features/buckets/api/lifecycle';
import { BucketLifecycleTab } from '@/features/buckets/components/lifecycle/BucketLifecycleTab';
import { guardBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/lifecycle')({
  beforeLoad: guardBucketTab('lifecycle'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(bucketLifecycleQuery(params.bucketName)),
  component: function LifecycleTabRoute() {
    return (
      <BucketLifecycleTab
        bucketName={Route.useParams().bucketName}
        session={Route.useRouteContext().session}
      />
    );
  },
});
