import { createFileRoute } from '@tanstack/react-router';
import { LicensePage } from '@/features/support/components/LicensePage';
import { guardRoute } from '@/shell/route-guard';

export const Route = createFileRoute('/_console/license')({
  beforeLoad: guardRoute('/license'),
  component: function LicenseRoute() {
    return <LicensePage session={Route.useRouteContext().session} />;
  },
});
