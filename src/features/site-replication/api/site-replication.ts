import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSiteReplicationInfo,
  getSiteReplicationStatus,
  type PeerSite,
  type SiteReplicationEditRequest,
  type SiteReplicationEntityType,
  siteReplicationEdit,
  siteReplicationInfoAdd,
  siteReplicationRemove,
} from '@/contract/site-replication';
import { call } from '@/lib/api/client';

/** Every site replication read lives under one key: any change to the sites touches all of them. */
export const siteReplicationKeys = {
  all: () => ['site-replication'] as const,
  info: () => [...siteReplicationKeys.all(), 'info'] as const,
  summary: () => [...siteReplicationKeys.all(), 'status'] as const,
  entity: (type: SiteReplicationEntityType, name: string) =>
    [...siteReplicationKeys.summary(), type, name] as const,
};

export const siteReplicationInfoQuery = () =>
  queryOptions({
    queryKey: siteReplicationKeys.info(),
    queryFn: ({ signal }) => call(getSiteReplicationInfo, {}, signal),
  });

/** What each site holds and how much of it is in sync. */
export const siteReplicationSummaryQuery = () =>
  queryOptions({
    queryKey: siteReplicationKeys.summary(),
    queryFn: ({ signal }) => call(getSiteReplicationStatus, {}, signal),
  });

/** One bucket, user, group or policy on each site. */
export const siteReplicationEntityQuery = (type: SiteReplicationEntityType, name: string) =>
  queryOptions({
    queryKey: siteReplicationKeys.entity(type, name),
    queryFn: ({ signal }) =>
      call(getSiteReplicationStatus, { query: { entityType: type, entityValue: name } }, signal),
  });

function useSiteChange<T, R>(change: (request: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteReplicationKeys.all() }),
  });
}

export const useAddSites = () =>
  useSiteChange((sites: PeerSite[]) => call(siteReplicationInfoAdd, { body: sites }));

export const useEditSite = () =>
  useSiteChange((request: SiteReplicationEditRequest) => call(siteReplicationEdit, { body: request }));

/** Takes the named sites out, or (`all`) ends replication on every site. */
export const useRemoveSites = () =>
  useSiteChange((request: { sites: string[]; all?: boolean }) =>
    call(siteReplicationRemove, { body: request }),
  );
