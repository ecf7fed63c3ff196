import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_IDP_NAME } from '@/contract/idp';
import { idpConfigQuery } from '@/features/idp/api/idp';
import { LdapConfigPage } from '@/features/idp/components/IdpConfigPage';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';

export const Route = createFileRoute('/_console/identity/idp/ldap')({
  beforeLoad: guardRoute('/identity/idp/ldap'),
  loader: ({ context }) => loadPageQuery(context.queryClient, idpConfigQuery('ldap', DEFAULT_IDP_NAME)),
  component: LdapConfigPage,
});
