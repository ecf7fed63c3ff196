import { createFileRoute } from '@tanstack/react-router';
import { bucketIamPoliciesQuery, bucketUsersQuery } from '@/features/buckets/api/settings';
import {
  canListBucketPolicies,
  canListBucketUsers,
} from '@/features/buckets/components/access/access-scopes';
import { BucketAccessTab } from '@/features/buckets/components/access/BucketAccessTab';
import { guardBucketTab } from '@/features/buckets/tab-route';

export const Route = createFileRoute('/_console/buckets/$bucketName/admin/access')({
  beforeLoad: guardBucketTab('access'),
  // Each list shows its own failure, so loading one must not fail the tab.
  loader: ({ context: { queryClient, session }, params: { bucketName } }) =>
    Promise.all([
      canListBucketPolicies(session, bucketName) &&
        queryClient.prefetchQuery(bucketIamPoliciesQuery(bucketName)),
      canListBucketUsers(session, bucketName) && queryClient.prefetchQuery(bucketUsersQuery(bucketName)),
    ]),
  component: function AccessTab() {
    const { session } = Route.useRouteContext();
    return <BucketAccessTab session={session} bucketName={Route.useParams().bucketName} />;
  },
});
