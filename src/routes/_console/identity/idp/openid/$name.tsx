import { createFileRoute } from '@tanstack/react-router';
import { idpConfigQuery } from '@/features/idp/api/idp';
import { OpenIdConfigPage } from '@/features/idp/components/IdpConfigPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/identity/idp/openid/$name')({
  beforeLoad: guardRoute('/identity/idp/openid/$name'),
  loader: ({ context, params }) => loadPageQuery(context.queryClient, idpConfigQuery('openid', params.name)),
  component: function OpenIdConfigRoute() {
    return <OpenIdConfigPage name={Route.useParams().name} />;
  },
});
