import { createFileRoute } from '@tanstack/react-router';
import { DrivesPage } from '@/features/servers/components/DrivesPage';
import { bucketListQuery } from '@/lib/resources/buckets';
import { serverInfoQuery } from '@/lib/resources/servers';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/tools/heal')({
  beforeLoad: guardRoute('/tools/heal'),
  loader: ({ context }) =>
    Promise.all([
      loadPageQuery(context.queryClient, serverInfoQuery()),
      loadPageQuery(context.queryClient, bucketListQuery()),
    ]),
  component: DrivesPage,
});
