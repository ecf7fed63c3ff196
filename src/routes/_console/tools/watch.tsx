import { createFileRoute } from '@tanstack/react-router';
import { WatchPage } from '@/features/watch/components/WatchPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/tools/watch')({
  beforeLoad: guardRoute('/tools/watch'),
  component: WatchPage,
});
