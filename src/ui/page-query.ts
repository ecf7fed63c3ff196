import {
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';

// One way for every route: its loader reads the page's main query; a failure falls through to the page's Try again.

/**
 * For a route's loader: the page's read, from the cache or fetched, so the page opens with its data. A failure
 * does not fail the route: the router's error page would hide the page's own error and its Try again.
 */
export function loadPageQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * For the page: the read its loader started. A failure the loader met (retries included) shows at once, rather
 * than being read all over again on mount.
 */
export function usePageQuery<T, D = T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, Error, D, K>,
) {
  return useQuery({ ...options, retryOnMount: false });
}
