import type { AnyRouter } from '@tanstack/react-router';
import { takeRedirectPath } from '@/lib/auth/redirect-path';

/**
 * The public URL (it carries the base path the app is served under) to go to once logged in: back to where
 * the session was lost (a path inside the app), or to the start page.
 */
export function urlAfterLogin(basePath: string): string {
  return `${basePath.replace(/\/+$/, '')}${takeRedirectPath() ?? '/'}`;
}

export function returnAfterLogin(router: AnyRouter): Promise<void> {
  return router.navigate({ href: urlAfterLogin(router.basepath) });
}
