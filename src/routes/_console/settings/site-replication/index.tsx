import { createFileRoute } from '@tanstack/react-router';
import { siteReplicationInfoQuery } from '@/features/site-replication/api/site-replication';
import { SiteReplicationPage } from '@/features/site-replication/components/SiteReplicationPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/site-replication/')({
  beforeLoad: guardRoute('/settings/site-replication'),
  loader: ({ context }) => loadPageQuery(context.queryClient, siteReplicationInfoQuery()),
  component: function SiteReplicationRoute() {
    return <SiteReplicationPage session={Route.useRouteContext().session} />;
  },
});
