import { createFileRoute } from '@tanstack/react-router';
import { VolumesPage } from '@/features/storage/components/StoragePages';
import { pvcListQuery } from '@/lib/resources/pvcs';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/storage/')({
  beforeLoad: guardRoute('/storage'),
  loader: ({ context }) => loadPageQuery(context.queryClient, pvcListQuery()),
  component: VolumesPage,
});
