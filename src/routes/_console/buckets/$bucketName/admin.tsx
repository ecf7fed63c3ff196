import { createFileRoute } from '@tanstack/react-router';
import { BucketAdminLayout } from '@/features/buckets/components/BucketAdminLayout';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin')({
  beforeLoad: guardRoute('/buckets/$bucketName/admin'),
  component: function BucketAdminRoute() {
    const { session } = Route.useRouteContext();
    return <BucketAdminLayout session={session} bucketName={Route.useParams().bucketName} />;
  },
});
