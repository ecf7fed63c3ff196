import { createFileRoute } from '@tanstack/react-router';
import { tierListQuery } from '@/features/tiers/api/tiers';
import { tierControls } from '@/features/tiers/components/access';
import { TierListPage } from '@/features/tiers/components/TierListPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/tiers/')({
  beforeLoad: guardRoute('/settings/tiers'),
  loader: async ({ context }) => {
    if (tierControls(context.session).list) await loadPageQuery(context.queryClient, tierListQuery());
  },
  component: function TierListRoute() {
    return <TierListPage session={Route.useRouteContext().session} />;
  },
});
