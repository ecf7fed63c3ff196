import { createFileRoute, redirect } from '@tanstack/react-router';
import { canOpenRoute } from '@/lib/permissions/routes';

/** /identity opens Users when the session may list users, else Service Accounts. */
export const Route = createFileRoute('/_console/identity/')({
  beforeLoad: ({ context }) => {
    const to = canOpenRoute(context.session, '/identity/users') ? '/identity/users' : '/identity/account';
    throw redirect({ to, replace: true });
  },
});
