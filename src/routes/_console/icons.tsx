import { createFileRoute } from '@tanstack/react-router';
import { IconsPage } from '@/features/icons/components/IconsPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/icons')({
  beforeLoad: guardRoute('/icons'),
  component: IconsPage,
});
