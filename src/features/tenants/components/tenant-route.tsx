import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadPageQuery } from '@/ui/page-query';
import type { TenantRef } from '../api/tenants';

/** The route's params, as the router hands them to options built outside a route file. */
type TenantParams = Readonly<Record<string, string | undefined>>;

const tenantOf = (params: TenantParams): TenantRef => ({
  namespace: params.tenantNamespace ?? '',
  tenant: params.tenantName ?? '',
});

/**
 * A tenant section's loader: the section's read, started before its page renders. Route files call it (and
 * render `TenantSection`) from their own loader and component, which the router splits off with the page's code.
 */
export function loadTenantSection<T, K extends QueryKey>(
  queryClient: QueryClient,
  params: TenantParams,
  query: (tenant: TenantRef) => EnsureQueryDataOptions<T, Error, T, K>,
) {
  return loadPageQuery(queryClient, query(tenantOf(params)));
}

/** A tenant section's page, for the tenant the route's params name. */
export function TenantSection({ page: Page }: { page: ComponentType<{ tenant: TenantRef }> }) {
  return <Page tenant={tenantOf(useParams({ strict: false }))} />;
}
