import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { groupControls } from '@/features/identity/components/groups/access';
import { GroupListPage } from '@/features/identity/components/groups/GroupListPage';
import { groupListQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

// The router reads `?filter=123` as a number: any value is taken as text.
const groupListSearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/identity/groups/')({
  validateSearch: groupListSearchSchema,
  beforeLoad: guardRoute('/identity/groups'),
  loader: async ({ context }) => {
    if (groupControls(context.session).list) await loadPageQuery(context.queryClient, groupListQuery());
  },
  component: function GroupListRoute() {
    const { session } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    return (
      <GroupListPage
        session={session}
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
