import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/features/identity/components/users/UserPage';
import { userQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/identity/users/$userName')({
  beforeLoad: guardRoute('/identity/users/$userName'),
  // Started here, shown by the page: a user that does not exist is the page's not-found state.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(userQuery(params.userName)),
  component: function UserRoute() {
    const { session } = Route.useRouteContext();
    return <UserPage session={session} userName={Route.useParams().userName} />;
  },
});
