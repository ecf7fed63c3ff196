import { createFileRoute } from '@tanstack/react-router';
import { ChooseTierTypePage, TiersNeedDistributedMode } from '@/features/tiers/components/AddTierPage';
import { guardAddTierRoute } from '@/features/tiers/components/add-route-guard';

export const Route = createFileRoute('/_console/settings/tiers/add/')({
  beforeLoad: guardAddTierRoute('/settings/tiers/add'),
  component: function ChooseTierTypeRoute() {
    const { session } = Route.useRouteContext();
    return session.distributedMode ? <ChooseTierTypePage /> : <TiersNeedDistributedMode />;
  },
});
