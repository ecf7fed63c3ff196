import type { AnyRouter } from '@tanstack/react-router';
import { takeRedirectPath } from '@/lib/auth/redirect-path';

/** Back to where the session was lost (a path inside the app), or to the start page. */
export function returnAfterLogin(router: AnyRouter): Promise<void> {
  const path = takeRedirectPath() ?? '/';
  // `href` is a public URL: it carries the base path the app is served under.
  return router.navigate({ href: `${router.basepath.replace(/\/+$/, '')}${path}` });
}
