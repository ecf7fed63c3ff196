import { createFileRoute } from '@tanstack/react-router';
import { siteReplicationSummaryQuery } from '@/features/site-replication/api/site-replication';
import { SiteReplicationStatusPage } from '@/features/site-replication/components/SiteReplicationStatusPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/site-replication/status')({
  beforeLoad: guardRoute('/settings/site-replication/status'),
  loader: ({ context }) => loadPageQuery(context.queryClient, siteReplicationSummaryQuery()),
  component: SiteReplicationStatusPage,
});
