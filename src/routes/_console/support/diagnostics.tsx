import { createFileRoute } from '@tanstack/react-router';
import { HealthPage } from '@/features/health/components/HealthPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/support/diagnostics')({
  beforeLoad: guardRoute('/support/diagnostics'),
  component: HealthPage,
});
