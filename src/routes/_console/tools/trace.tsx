import { createFileRoute } from '@tanstack/react-router';
import { TracePage } from '@/features/trace/components/TracePage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/tools/trace')({
  beforeLoad: guardRoute('/tools/trace'),
  component: TracePage,
});
