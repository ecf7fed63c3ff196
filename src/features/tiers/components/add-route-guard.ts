import type { SessionResponse } from '@/contract/session';
import type { RouteParams, RoutePath } from '@/lib/permissions/routes';
import { guardRoute } from '@/shell/route-guard';

/**
 * The add pages' beforeLoad: a session without admin:SetTier is sent away as on any page, but on a server not in
 * distributed mode the page opens to say why no tier can be added, rather than vanishing.
 */
export function guardAddTierRoute(routePath: RoutePath) {
  const guard = guardRoute(routePath);
  return <P extends RouteParams>({ context, params }: { context: { session: SessionResponse }; params: P }) =>
    guard({ context: { session: { ...context.session, distributedMode: true } }, params });
}
