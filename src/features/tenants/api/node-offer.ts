import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_CLUSTER_NODES } from '@/contract/operator/cluster';
import { ApiError } from '@/lib/api/errors';
import { wholeNumber } from '@/lib/form/fields';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type NodeOffer, offerOf } from '../wizard/node-resources';
import { allocatableResourcesQuery } from './tenants';

const TYPING_PAUSE_MS = 400;

const readableServers = (servers: number) => servers >= 1 && servers <= MAX_CLUSTER_NODES;

/** What the nodes offer each of the servers typed, as read already; unknown until it is. */
export function cachedNodeOffer(queryClient: QueryClient, serversText: string): NodeOffer {
  const servers = wholeNumber(serversText) ?? 0;
  if (!readableServers(servers)) return { kind: 'unknown' };
  const state = queryClient.getQueryState(allocatableResourcesQuery(servers).queryKey);
  if (state?.data) return offerOf(servers, state.data);
  // A 400 here is the cluster having fewer schedulable nodes than asked for.
  if (state?.error instanceof ApiError && state.error.status === 400)
    return { kind: 'tooFewNodes', servers, detail: state.error.detailedError ?? state.error.errorMessage };
  return { kind: 'unknown' };
}

/**
 * What the nodes offer each of the servers typed, read once the number stays put; `failed` when it could not be
 * read for another reason than too few nodes.
 */
export function useNodeOffer(serversText: string): { offer: NodeOffer; failed: boolean } {
  const queryClient = useQueryClient();
  const servers = useDebouncedValue(wholeNumber(serversText) ?? 0, TYPING_PAUSE_MS);
  const query = useQuery({
    ...allocatableResourcesQuery(servers),
    enabled: readableServers(servers),
    // The offer is read from the cache: an answer must re-render the wizard though this reads no `data`.
    notifyOnChangeProps: ['data', 'error'],
  });
  const offer = cachedNodeOffer(queryClient, serversText);
  return { offer, failed: offer.kind === 'unknown' && query.isError };
}
