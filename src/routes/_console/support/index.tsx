import { createFileRoute } from '@tanstack/react-router';
import { SupportHomePage } from '@/features/support/components/SupportHomePage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/support/')({
  beforeLoad: guardRoute('/support'),
  component: function SupportRoute() {
    return <SupportHomePage session={Route.useRouteContext().session} />;
  },
});
