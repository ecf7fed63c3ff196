import { queryOptions } from '@tanstack/react-query';
import { adminInfo, listNodes } from '@/contract/monitoring';
import { call } from '@/lib/api/client';

export const serverKeys = {
  nodes: () => ['servers', 'nodes'] as const,
  info: () => ['servers', 'info'] as const,
};

/** The servers' endpoints, for the node filter. */
export const nodesQuery = () =>
  queryOptions({ queryKey: serverKeys.nodes(), queryFn: ({ signal }) => call(listNodes, {}, signal) });

/** How often what the servers report is read again while a page shows it. */
const INFO_REFRESH_MS = 15_000;

/** The deployment's servers, drives and usage. */
export const serverInfoQuery = () =>
  queryOptions({
    queryKey: serverKeys.info(),
    queryFn: ({ signal }) => call(adminInfo, {}, signal),
    refetchInterval: INFO_REFRESH_MS,
  });
