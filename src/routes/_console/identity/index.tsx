import { createFileRoute, redirect } from '@tanstack/react-router';
import { canOpenRoute, type RoutePath } from '@/lib/permissions/routes';

/** The identity pages in menu order; Service Accounts is open to every session. */
const IDENTITY_PAGES: readonly RoutePath[] = ['/identity/users', '/identity/groups', '/identity/account'];

/** /identity opens the first identity page the session may open. */
export const Route = createFileRoute('/_console/identity/')({
  beforeLoad: ({ context }) => {
    const to = IDENTITY_PAGES.find((page) => canOpenRoute(context.session, page)) ?? '/identity/account';
    throw redirect({ to, replace: true });
  },
});
