import { createFileRoute } from '@tanstack/react-router';
import { PolicyDetailPage } from '@/features/policies/components/PolicyDetailPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/access/policies/$')({
  beforeLoad: guardRoute('/access/policies/$'),
  component: function PolicyDetailRoute() {
    return (
      <PolicyDetailPage session={Route.useRouteContext().session} name={Route.useParams()._splat ?? ''} />
    );
  },
});
