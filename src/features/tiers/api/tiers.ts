import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddTierInput,
  addTier,
  editTierCredentials,
  listTiers,
  removeTier,
  type TierCredentialsRequest,
  type TierType,
} from '@/contract/tiers';
import { call } from '@/lib/api/client';
import { bucketKeys } from '@/lib/resources/buckets';

export const tierKeys = {
  all: () => ['tiers'] as const,
  list: () => [...tierKeys.all(), 'list'] as const,
};

/** Every tier with its usage and whether MinIO reaches it. */
export const tierListQuery = () =>
  queryOptions({
    queryKey: tierKeys.list(),
    queryFn: async ({ signal }) => (await call(listTiers, {}, signal)).items ?? [],
  });

/** The tier list, and the names lifecycle rules offer, change together. */
function useInvalidateTiers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tierKeys.list() }),
      queryClient.invalidateQueries({ queryKey: bucketKeys.tierNames() }),
    ]);
}

export function useAddTier() {
  const invalidate = useInvalidateTiers();
  return useMutation({
    mutationFn: (tier: AddTierInput) => call(addTier, { body: tier }),
    onSuccess: invalidate,
  });
}

export function useEditTierCredentials(type: TierType, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: TierCredentialsRequest) =>
      call(editTierCredentials, { params: { type, name }, body: credentials }),
    // Whether MinIO reaches the tier changes with them: MinIO keeps even credentials it refused.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tierKeys.list() }),
  });
}

export function useRemoveTier(name: string) {
  const invalidate = useInvalidateTiers();
  return useMutation({
    mutationFn: () => call(removeTier, { params: { name } }),
    onSuccess: invalidate,
  });
}
