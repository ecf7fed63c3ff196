import { createFileRoute } from '@tanstack/react-router';
import { InspectPage } from '@/features/inspect/components/InspectPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/tools/inspect')({
  beforeLoad: guardRoute('/tools/inspect'),
  component: InspectPage,
});
