import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ldapEntitiesQuery } from '@/features/directory/api/ldap-entities';
import { DirectoryPage } from '@/features/directory/components/DirectoryPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

// The router reads `?filter=123` as a number: any value is taken as text.
const directorySearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/identity/directory')({
  validateSearch: directorySearchSchema,
  beforeLoad: guardRoute('/identity/directory'),
  loader: ({ context }) => loadPageQuery(context.queryClient, ldapEntitiesQuery()),
  component: function DirectoryRoute() {
    const navigate = Route.useNavigate();
    return (
      <DirectoryPage
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
