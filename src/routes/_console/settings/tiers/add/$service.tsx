import { createFileRoute } from '@tanstack/react-router';
import { TIER_TYPES, type TierType } from '@/contract/tiers';
import {
  AddTierPage,
  TiersNeedDistributedMode,
  UnknownTierTypePage,
} from '@/features/tiers/components/AddTierPage';
import { guardAddTierRoute } from '@/features/tiers/components/add-route-guard';

const isTierType = (service: string): service is TierType =>
  (TIER_TYPES as readonly string[]).includes(service);

export const Route = createFileRoute('/_console/settings/tiers/add/$service')({
  beforeLoad: guardAddTierRoute('/settings/tiers/add/$service'),
  component: function AddTierRoute() {
    const { session } = Route.useRouteContext();
    const { service } = Route.useParams();
    if (!session.distributedMode) return <TiersNeedDistributedMode />;
    // Keyed by type, so changing the kind of tier starts a fresh form.
    return isTierType(service) ? (
      <AddTierPage key={service} type={service} />
    ) : (
      <UnknownTierTypePage service={service} />
    );
  },
});
