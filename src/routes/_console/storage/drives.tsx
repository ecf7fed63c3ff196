import { createFileRoute } from '@tanstack/react-router';
import { directPvDrivesQuery } from '@/features/storage/api/storage';
import { DrivesPage } from '@/features/storage/components/StoragePages';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/storage/drives')({
  beforeLoad: guardRoute('/storage/drives'),
  loader: ({ context }) => loadPageQuery(context.queryClient, directPvDrivesQuery()),
  component: DrivesPage,
});
