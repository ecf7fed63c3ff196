import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { BucketListPage } from '@/features/buckets/components/BucketListPage';
import { bucketListQuery } from '@/lib/resources/buckets';
import { guardRoute } from '@/shell/route-guard';

// The router reads `?filter=123` as a number: any value is taken as text.
const bucketListSearchSchema = z.object({ filter: z.optional(z.coerce.string()) });

export const Route = createFileRoute('/_console/buckets/')({
  validateSearch: bucketListSearchSchema,
  beforeLoad: guardRoute('/buckets'),
  loader: ({ context }) => context.queryClient.ensureQueryData(bucketListQuery()),
  component: function BucketListRoute() {
    const { session } = Route.useRouteContext();
    const navigate = Route.useNavigate();
    return (
      <BucketListPage
        session={session}
        filter={Route.useSearch().filter ?? ''}
        onFilterChange={(filter) => navigate({ search: { filter: filter || undefined }, replace: true })}
      />
    );
  },
});
