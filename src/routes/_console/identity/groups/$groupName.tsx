import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '@/features/identity/components/groups/GroupPage';
import { groupQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/identity/groups/$groupName')({
  beforeLoad: guardRoute('/identity/groups/$groupName'),
  // Started here, shown by the page: a group that does not exist is the page's not-found state.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(groupQuery(params.groupName)),
  component: function GroupRoute() {
    const { session } = Route.useRouteContext();
    return <GroupPage session={session} groupName={Route.useParams().groupName} />;
  },
});
