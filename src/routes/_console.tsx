import { isCancelledError } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { toApiError } from '@/lib/api/errors';
import { setLoggedInFlag } from '@/lib/auth/logged-in-flag';
import { storeRedirectPath } from '@/lib/auth/redirect-path';
import { sessionQuery } from '@/lib/resources/session';
import { useUiStore } from '@/lib/store/ui-store';
import { Shell } from '@/shell/Shell';

/** Everything but /login and /oauth_callback: a valid session first, then the shell. */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery()).catch((error: unknown) => {
      // Spec §8: a failed check counts as logged out; but beyond "no session" the user sees why (with details).
      const apiError = toApiError(error);
      if (!apiError.isSessionLost && !isCancelledError(error)) useUiStore.getState().showError(apiError);
      return null;
    });
    if (session?.status !== 'ok') {
      storeRedirectPath(location.href);
      throw redirect({ to: '/login' });
    }
    setLoggedInFlag();
    return { session };
  },
  component: function ConsoleLayout() {
    return <Shell session={Route.useRouteContext().session} />;
  },
});
