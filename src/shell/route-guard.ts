import { redirect } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { firstPermittedPath } from '@/lib/permissions/menu';
import { canOpenRoute, type RouteParams, type RoutePath } from '@/lib/permissions/routes';

/** A route's beforeLoad: a page the session may not open sends the user to the first one it may. */
export function guardRoute(routePath: RoutePath) {
  return <P extends RouteParams>({
    context,
    params,
  }: {
    context: { session: SessionResponse };
    params: P;
  }) => {
    if (!canOpenRoute(context.session, routePath, params)) {
      throw redirect({ to: firstPermittedPath(context.session), replace: true });
    }
  };
}

/** For "/" and unknown paths. */
export function toFirstPermittedPage({ context }: { context: { session: SessionResponse } }): never {
  throw redirect({ to: firstPermittedPath(context.session), replace: true });
}
