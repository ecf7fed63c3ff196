import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ConfigurationsPage } from '@/features/configurations/components/ConfigurationsPage';
import { configListQuery } from '@/lib/resources/configs';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

// The router reads `?filter=123` as a number: any value is taken as text.
const searchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/settings/configurations/')({
  validateSearch: searchSchema,
  beforeLoad: guardRoute('/settings/configurations'),
  loader: ({ context }) => loadPageQuery(context.queryClient, configListQuery()),
  component: function ConfigurationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <ConfigurationsPage
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
