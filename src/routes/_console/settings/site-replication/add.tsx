import { createFileRoute } from '@tanstack/react-router';
import { siteReplicationInfoQuery } from '@/features/site-replication/api/site-replication';
import { AddSitesPage } from '@/features/site-replication/components/AddSitesPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/site-replication/add')({
  beforeLoad: guardRoute('/settings/site-replication/add'),
  loader: ({ context }) => loadPageQuery(context.queryClient, siteReplicationInfoQuery()),
  component: function AddSitesRoute() {
    return <AddSitesPage session={Route.useRouteContext().session} />;
  },
});
