import { createFileRoute } from '@tanstack/react-router';
import { FEATURE } from '@/contract/session';
import { kmsStatusQuery } from '@/features/kms/api/kms';
import { KmsPage } from '@/features/kms/components/KmsPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/settings/kms')({
  beforeLoad: guardRoute('/settings/kms'),
  loader: async ({ context }) => {
    if (context.session.features?.includes(FEATURE.kms))
      await loadPageQuery(context.queryClient, kmsStatusQuery());
  },
  component: function KmsRoute() {
    return <KmsPage session={Route.useRouteContext().session} />;
  },
});
