import { createFileRoute } from '@tanstack/react-router';
import { idpListQuery } from '@/features/idp/api/idp';
import { OpenIdListPage } from '@/features/idp/components/IdpListPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/identity/idp/openid/')({
  beforeLoad: guardRoute('/identity/idp/openid'),
  loader: ({ context }) => loadPageQuery(context.queryClient, idpListQuery('openid')),
  component: OpenIdListPage,
});
