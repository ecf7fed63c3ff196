import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PolicyListPage } from '@/features/policies/components/PolicyListPage';
import { guardRoute } from '@/shell/route-guard';

// The router reads `?filter=123` as a number: any value is taken as text.
const policyListSearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/access/policies/')({
  validateSearch: policyListSearchSchema,
  beforeLoad: guardRoute('/access/policies'),
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
