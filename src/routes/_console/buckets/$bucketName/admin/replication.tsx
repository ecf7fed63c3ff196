import { createFileRoute } from '@tanstack/react-router';
import { bucketReplicationQuery } from '@/features/buckets/api/replication';
import { BucketReplicationTab } from '@/features/buckets/components/replication/BucketReplicationTab';
import { guardBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/replication')({
  beforeLoad: guardBucketTab('replication'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(bucketReplicationQuery(params.bucketName)),
  component: function ReplicationTabRoute() {
    return (
      <BucketReplicationTab
        bucketName={Route.useParams().bucketName}
        session={Route.useRouteContext().session}
      />
    );
  },
});
