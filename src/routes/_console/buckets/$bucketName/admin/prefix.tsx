import { createFileRoute } from '@tanstack/react-router';
import { bucketAccessRulesQuery } from '@/features/buckets/api/settings';
import { AnonymousAccessTab } from '@/features/buckets/components/anonymous/AnonymousAccessTab';
import { guardBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/prefix')({
  beforeLoad: guardBucketTab('prefix'),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(bucketAccessRulesQuery(params.bucketName)),
  component: function AnonymousTab() {
    const { session } = Route.useRouteContext();
    return <AnonymousAccessTab session={session} bucketName={Route.useParams().bucketName} />;
  },
});
