import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  addBucketLifecycle,
  deleteBucketLifecycleRule,
  getBucketLifecycle,
  listTierNames,
  type UpdateBucketLifecycle,
  updateBucketLifecycle,
} from '@/contract/bucket-lifecycle';
import { call } from '@/lib/api/client';
import { bucketKeys } from '@/lib/resources/buckets';

export const bucketLifecycleQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.lifecycle(bucketName),
    queryFn: async ({ signal }) =>
      (await call(getBucketLifecycle, { params: { bucket_name: bucketName } }, signal)).lifecycle ?? [],
  });

/** Read by the tab after its route's loader fetched it: suspends until then, never shows a loading state. */
export const useBucketLifecycleRules = (bucketName: string) =>
  useSuspenseQuery(bucketLifecycleQuery(bucketName)).data;

/** The tiers a transition rule can move objects to. */
export const tierNamesQuery = () =>
  queryOptions({
    queryKey: bucketKeys.tierNames(),
    queryFn: async ({ signal }) => (await call(listTierNames, {}, signal)).items ?? [],
  });

/** Adds a rule, or replaces the rule with `ruleId` (same fields; the ID stays). */
export function useSaveLifecycleRule(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, rule }: { ruleId?: string; rule: UpdateBucketLifecycle }) =>
      ruleId
        ? call(updateBucketLifecycle, {
            params: { bucket_name: bucketName, lifecycle_id: ruleId },
            body: rule,
          })
        : call(addBucketLifecycle, { params: { bucket_name: bucketName }, body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.lifecycle(bucketName) }),
  });
}

export function useDeleteLifecycleRule(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      call(deleteBucketLifecycleRule, { params: { bucket_name: bucketName, lifecycle_id: ruleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.lifecycle(bucketName) }),
  });
}
