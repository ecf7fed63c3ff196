import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQuery } from '@/features/auth/api/session';
import { setLoggedInFlag } from '@/lib/auth/logged-in-flag';
import { storeRedirectPath } from '@/lib/auth/redirect-path';
import { Shell } from '@/shell/Shell';

/** Everything but /login and /oauth_callback: a valid session first, then the shell. */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery()).catch(() => null);
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
