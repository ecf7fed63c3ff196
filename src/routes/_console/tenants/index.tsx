import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { tenantListQuery } from '@/features/tenants/api/tenants';
import { TenantListPage } from '@/features/tenants/components/TenantListPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

// The router reads `?filter=123` as a number: any value is taken as text.
const tenantListSearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/tenants/')({
  validateSearch: tenantListSearchSchema,
  beforeLoad: guardRoute('/tenants'),
  loader: ({ context }) => loadPageQuery(context.queryClient, tenantListQuery()),
  component: function TenantListRoute() {
    const navigate = Route.useNavigate();
    return (
      <TenantListPage
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
