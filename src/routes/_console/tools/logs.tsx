import { createFileRoute } from '@tanstack/react-router';
import { LogsPage } from '@/features/logs/components/LogsPage';
import { nodesQuery } from '@/lib/resources/servers';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/tools/logs')({
  beforeLoad: guardRoute('/tools/logs'),
  loader: ({ context }) => loadPageQuery(context.queryClient, nodesQuery()),
  component: LogsPage,
});
