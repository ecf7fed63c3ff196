import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/features/identity/components/users/UserPage';
import { userQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/identity/users/$userName')({
  beforeLoad: guardRoute('/identity/users/$userName'),
  loader: ({ context, params }) => loadPageQuery(context.queryClient, userQuery(params.userName)),
  component: function UserRoute() {
    const { session } = Route.useRouteContext();
    return <UserPage session={session} userName={Route.useParams().userName} />;
  },
});
