import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { clearLoggedInFlag, isLoggedInFlagSet } from '@/lib/auth/logged-in-flag';
import { storeRedirectPath } from '@/lib/auth/redirect-path';

/**
 * A 401 (or no answer at all) after login: remember where the user was, forget their data and go to
 * /login. Before login there is nothing to end, so it does nothing.
 */
export function handleSessionLoss(router: AnyRouter, queryClient: QueryClient): void {
  if (!isLoggedInFlagSet()) return;
  clearLoggedInFlag();
  storeRedirectPath(router.state.location.href);
  queryClient.clear();
  void router.navigate({ to: '/login' });
}
