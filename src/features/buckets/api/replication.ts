import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BucketReplicationRule,
  bucketReplicationResponseSchema,
  bucketReplicationRuleSchema,
  listRemoteBucketsResponseSchema,
  type MultiBucketReplication,
  type MultiBucketReplicationEdit,
  multiBucketResponseStateSchema,
} from '@/contract/bucket-replication';
import { apiGet, apiSend } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { bucketKeys } from './keys';

const bucketPath = (bucketName: string) => `buckets/${encodeURIComponent(bucketName)}`;
const rulePath = (bucketName: string, ruleId: string) =>
  `${bucketPath(bucketName)}/replication/${encodeURIComponent(ruleId)}`;

const byPriority = (a: BucketReplicationRule, b: BucketReplicationRule) =>
  (a.priority ?? 0) - (b.priority ?? 0);

export const bucketReplicationQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.replication(bucketName),
    queryFn: async ({ signal }) => {
      const answer = await apiGet(`${bucketPath(bucketName)}/replication`, bucketReplicationResponseSchema, {
        signal,
      });
      return [...(answer.rules ?? [])].sort(byPriority);
    },
  });

/** One rule with what the list leaves out (existing objects, metadata, its target's sync settings). */
export const replicationRuleQuery = (bucketName: string, ruleId: string) =>
  queryOptions({
    queryKey: bucketKeys.replicationRule(bucketName, ruleId),
    queryFn: ({ signal }) => apiGet(rulePath(bucketName, ruleId), bucketReplicationRuleSchema, { signal }),
  });

/** Every bucket's replication targets (needs admin rights; the tab shows ARNs without it). */
export const remoteTargetsQuery = () =>
  queryOptions({
    queryKey: bucketKeys.remoteTargets(),
    queryFn: async ({ signal }) =>
      (await apiGet('remote-buckets', listRemoteBucketsResponseSchema, { signal })).buckets ?? [],
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
      const answer = await apiSend('post', 'buckets-replication', request, multiBucketResponseStateSchema);
      const failure = answer?.replicationState?.find((state) => state.errorString);
      if (failure?.errorString) throw new ApiError(failure.errorString, undefined, undefined);
    },
    onSuccess: invalidate,
  });
}

export function useUpdateReplicationRule(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, edit }: { ruleId: string; edit: MultiBucketReplicationEdit }) =>
      apiSend('put', rulePath(bucketName, ruleId), edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.replication(bucketName) }),
  });
}

/** Deletes rules (and the targets no other rule uses): the given IDs, or `'all'`. */
export function useDeleteReplicationRules(bucketName: string) {
  const invalidate = useInvalidateReplication(bucketName);
  return useMutation({
    mutationFn: (rules: readonly string[] | 'all') => {
      if (rules === 'all')
        return apiSend('delete', `${bucketPath(bucketName)}/delete-all-replication-rules`, undefined);
      const [onlyRule] = rules;
      if (rules.length === 1 && onlyRule) return apiSend('delete', rulePath(bucketName, onlyRule), undefined);
      return apiSend('delete', `${bucketPath(bucketName)}/delete-selected-replication-rules`, { rules });
    },
    onSuccess: invalidate,
  });
}
