import { queryOptions } from '@tanstack/react-query';
import { getDirectPVDriveList } from '@/contract/operator/storage';
import { call } from '@/lib/api/client';

export const driveKeys = {
  all: () => ['directpv', 'drives'] as const,
};

/** DirectPV's drives; refused (404) with the reason when DirectPV is not installed. */
export const directPvDrivesQuery = () =>
  queryOptions({
    queryKey: driveKeys.all(),
    queryFn: async ({ signal }) => (await call(getDirectPVDriveList, { query: {} }, signal)).drives,
  });
