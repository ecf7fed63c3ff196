import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bucketLifecycleResponseSchema,
  tiersNameListResponseSchema,
  type UpdateBucketLifecycle,
} from '@/contract/bucket-lifecycle';
import { apiGet, apiSend } from '@/lib/api/client';
import { bucketKeys } from './keys';

const lifecyclePath = (bucketName: string) => `buckets/${encodeURIComponent(bucketName)}/lifecycle`;

export const bucketLifecycleQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.lifecycle(bucketName),
    queryFn: async ({ signal }) =>
      (await apiGet(lifecyclePath(bucketName), bucketLifecycleResponseSchema, { signal })).lifecycle ?? [],
  });

/** The tiers a transition rule can move objects to. */
export const tierNamesQuery = () =>
  queryOptions({
    queryKey: bucketKeys.tierNames(),
    queryFn: async ({ signal }) =>
      (await apiGet('admin/tiers/names', tiersNameListResponseSchema, { signal })).items ?? [],
  });

const rulePath = (bucketName: string, ruleId: string) =>
  `${lifecyclePath(bucketName)}/${encodeURIComponent(ruleId)}`;

/** Adds a rule, or replaces the rule with `ruleId` (same fields; the ID stays). */
export function useSaveLifecycleRule(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, rule }: { ruleId?: string; rule: UpdateBucketLifecycle }) =>
      ruleId
        ? apiSend('put', rulePath(bucketName, ruleId), rule)
        : apiSend('post', lifecyclePath(bucketName), rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.lifecycle(bucketName) }),
  });
}

export function useDeleteLifecycleRule(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => apiSend('delete', rulePath(bucketName, ruleId), undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.lifecycle(bucketName) }),
  });
}
