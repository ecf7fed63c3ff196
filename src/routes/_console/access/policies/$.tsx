import { createFileRoute } from '@tanstack/react-router';
import { PolicyDetailPage } from '@/features/policies/components/PolicyDetailPage';
import { policyActions } from '@/features/policies/components/policy-permissions';
import { policyQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/access/policies/$')({
  beforeLoad: guardRoute('/access/policies/$'),
  loader: async ({ context, params }) => {
    if (policyActions(context.session).view)
      await loadPageQuery(context.queryClient, policyQuery(params._splat ?? ''));
  },
  component: function PolicyDetailRoute() {
    return (
      <PolicyDetailPage session={Route.useRouteContext().session} name={Route.useParams()._splat ?? ''} />
    );
  },
});
