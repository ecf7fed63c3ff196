import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  type BucketReplicationRule,
  deleteAllReplicationRules,
  deleteBucketReplicationRule,
  deleteSelectedReplicationRules,
  getBucketReplication,
  getBucketReplicationRule,
  listRemoteBuckets,
  type MultiBucketReplication,
  type MultiBucketReplicationEdit,
  setMultiBucketReplication,
  updateMultiBucketReplication,
} from '@/contract/bucket-replication';
import { call } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { bucketKeys } from '@/lib/resources/buckets';

const byPriority = (a: BucketReplicationRule, b: BucketReplicationRule) =>
  (a.priority ?? 0) - (b.priority ?? 0);

export const bucketReplicationQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.replication(bucketName),
    queryFn: async ({ signal }) => {
      const answer = await call(getBucketReplication, { params: { bucket_name: bucketName } }, signal);
      return [...(answer.rules ?? [])].sort(byPriority);
    },
  });

/** Read by the tab after its route's loader fetched it: suspends until then, never shows a loading state. */
export const useBucketReplicationRules = (bucketName: string) =>
  useSuspenseQuery(bucketReplicationQuery(bucketName)).data;

/** One rule with what the list leaves out (existing objects, metadata, its target's sync settings). */
export const replicationRuleQuery = (bucketName: string, ruleId: string) =>
  queryOptions({
    queryKey: bucketKeys.replicationRule(bucketName, ruleId),
    queryFn: ({ signal }) =>
      call(getBucketReplicationRule, { params: { bucket_name: bucketName, rule_id: ruleId } }, signal),
  });

/** Every bucket's replication targets (needs admin rights; the tab shows ARNs without it). */
export const remoteTargetsQuery = () =>
  queryOptions({
    queryKey: bucketKeys.remoteTargets(),
    queryFn: async ({ signal }) => (await call(listRemoteBuckets, {}, signal)).buckets ?? [],
  });

/** A rule changes the bucket's replication, its targets, and the list's replication badge. */
function useInvalidateReplication(bucketName: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bucketKeys.replication(bucketName) }),
      queryClient.invalidateQueries({ queryKey: bucketKeys.remoteTargets() }),
      queryClient.invalidateQueries({ queryKey: bucketKeys.list() }),
    ]);
}

/**
 * Adds a remote target and a rule to it. The server answers 200 even when MinIO refused: its per-pair
 * `errorString` becomes the mutation's error, with MinIO's own words.
 */
export function useAddReplicationRule(bucketName: string) {
  const invalidate = useInvalidateReplication(bucketName);
  return useMutation({
    mutationFn: async (request: MultiBucketReplication) => {
      const answer = await call(setMultiBucketReplication, { body: request });
      const failure = answer.replicationState?.find((state) => state.errorString);
      if (failure?.errorString) throw new ApiError(failure.errorString, undefined, undefined);
    },
    onSuccess: invalidate,
  });
}

export function useUpdateReplicationRule(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, edit }: { ruleId: string; edit: MultiBucketReplicationEdit }) =>
      call(updateMultiBucketReplication, {
        params: { bucket_name: bucketName, rule_id: ruleId },
        body: edit,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.replication(bucketName) }),
  });
}

/** Deletes rules (and the targets no other rule uses): the given IDs, or `'all'`. */
export function useDeleteReplicationRules(bucketName: string) {
  const invalidate = useInvalidateReplication(bucketName);
  return useMutation({
    mutationFn: (rules: readonly string[] | 'all') => {
      const params = { bucket_name: bucketName };
      if (rules === 'all') return call(deleteAllReplicationRules, { params });
      const [onlyRule] = rules;
      if (rules.length === 1 && onlyRule)
        return call(deleteBucketReplicationRule, { params: { ...params, rule_id: onlyRule } });
      return call(deleteSelectedReplicationRules, { params, body: { rules: [...rules] } });
    },
    onSuccess: invalidate,
  });
}
