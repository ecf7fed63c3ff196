import { queryOptions } from '@tanstack/react-query';
import { listPVCs } from '@/contract/operator/pvcs';
import { call } from '@/lib/api/client';

/** The volume claims of every tenant: read by the storage pages, changed by tenant deletes and new pools. */
export const pvcKeys = {
  all: () => ['pvcs'] as const,
  list: () => [...pvcKeys.all(), 'list'] as const,
};

/** The claims of every tenant's volumes. */
export const pvcListQuery = () =>
  queryOptions({
    queryKey: pvcKeys.list(),
    queryFn: async ({ signal }) => (await call(listPVCs, {}, signal)).pvcs,
  });
