import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/identity/components/account/AccountPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/identity/account')({
  beforeLoad: guardRoute('/identity/account'),
  component: function AccountRoute() {
    return <AccountPage session={Route.useRouteContext().session} />;
  },
});
