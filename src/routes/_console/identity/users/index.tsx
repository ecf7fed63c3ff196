import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { userControls } from '@/features/identity/components/users/access';
import { UserListPage } from '@/features/identity/components/users/UserListPage';
import { userListQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

// The router reads `?filter=123` as a number: any value is taken as text.
const userListSearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/identity/users/')({
  validateSearch: userListSearchSchema,
  beforeLoad: guardRoute('/identity/users'),
  loader: async ({ context }) => {
    if (userControls(context.session).list) await loadPageQuery(context.queryClient, userListQuery());
  },
  component: function UserListRoute() {
    const { session } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    return (
      <UserListPage
        session={session}
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
