import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '@/features/identity/components/groups/GroupPage';
import { groupQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/identity/groups/$groupName')({
  beforeLoad: guardRoute('/identity/groups/$groupName'),
  loader: ({ context, params }) => loadPageQuery(context.queryClient, groupQuery(params.groupName)),
  component: function GroupRoute() {
    const { session } = Route.useRouteContext();
    return <GroupPage session={session} groupName={Route.useParams().groupName} />;
  },
});
