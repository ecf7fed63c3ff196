import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PolicyListPage } from '@/features/policies/components/PolicyListPage';
import { policyActions } from '@/features/policies/components/policy-permissions';
import { policyListQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

// The router reads `?filter=123` as a number: any value is taken as text.
const policyListSearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/access/policies/')({
  validateSearch: policyListSearchSchema,
  beforeLoad: guardRoute('/access/policies'),
  loader: async ({ context }) => {
    if (policyActions(context.session).list) await loadPageQuery(context.queryClient, policyListQuery());
  },
  component: function PolicyListRoute() {
    const navigate = Route.useNavigate();
    return (
      <PolicyListPage
        session={Route.useRouteContext().session}
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
