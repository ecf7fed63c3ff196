import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/identity/components/account/AccountPage';
import { ownAccessKeysQuery } from '@/lib/resources/iam';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/identity/account')({
  beforeLoad: guardRoute('/identity/account'),
  loader: ({ context }) => loadPageQuery(context.queryClient, ownAccessKeysQuery()),
  component: function AccountRoute() {
    return <AccountPage session={Route.useRouteContext().session} />;
  },
});
