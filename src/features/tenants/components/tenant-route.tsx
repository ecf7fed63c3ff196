import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { RoutePath } from '@/lib/permissions/routes';
import { guardRoute } from '@/shell/route-guard';
import { loadPageQuery } from '@/ui/page-query';
import type { TenantRef } from '../api/tenants';

/** The route's params, as the router hands them to options built outside a route file. */
type TenantParams = Readonly<Record<string, string | undefined>>;

const tenantOf = (params: TenantParams): TenantRef => ({
  namespace: params.tenantNamespace ?? '',
  tenant: params.tenantName ?? '',
});

/** The options of a tenant section's route: its guard, the section's read started by the loader, its page. */
export function tenantSectionRoute<T, K extends QueryKey>(
  routePath: RoutePath,
  query: (tenant: TenantRef) => EnsureQueryDataOptions<T, Error, T, K>,
  Page: ComponentType<{ tenant: TenantRef }>,
) {
  return {
    beforeLoad: guardRoute(routePath),
    loader: ({ context, params }: { context: { queryClient: QueryClient }; params: TenantParams }) =>
      loadPageQuery(context.queryClient, query(tenantOf(params))),
    component: function TenantSectionRoute() {
      return <Page tenant={tenantOf(useParams({ strict: false }))} />;
    },
  };
}
