import { createFileRoute } from '@tanstack/react-router';
import { SpeedtestPage } from '@/features/performance/components/SpeedtestPage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/support/speedtest')({
  beforeLoad: guardRoute('/support/speedtest'),
  component: SpeedtestPage,
});
