import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type AddPolicyRequest, addPolicy, removePolicy } from '@/contract/policies';
import { call } from '@/lib/api/client';
import { iamKeys } from '@/lib/resources/iam';

/** Any user's merged policy (`iamKeys.userPolicies`): it holds the statements of every policy the user has. */
const isUserPolicies = ({ queryKey }: Query) =>
  queryKey[0] === iamKeys.users()[0] && queryKey[1] === 'detail' && queryKey[3] === 'policies';

/**
 * Creates a policy or replaces its document. The reads it changes: the policy's own document, the list's, and
 * every merged policy that may hold it (users' and the logged-in user's own).
 */
export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddPolicyRequest) => call(addPolicy, { body: request }),
    onSuccess: (_, { name }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.policyList() }),
        queryClient.invalidateQueries({ queryKey: iamKeys.policy(name), exact: true }),
        queryClient.invalidateQueries({ predicate: isUserPolicies }),
        queryClient.invalidateQueries({ queryKey: iamKeys.ownPolicy() }),
      ]),
  });
}

/**
 * Deletes a policy (MinIO refuses one still attached, so no user or group changes), goes back to the list
 * if its page is open, and forgets it.
 */
export function useDeletePolicy() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (name: string) => call(removePolicy, { params: { name } }),
    onSuccess: async (_, name) => {
      const onList = router.state.matches.some((match) => match.routeId === '/_console/access/policies/');
      if (!onList) await router.navigate({ to: '/access/policies' });
      queryClient.removeQueries({ queryKey: iamKeys.policy(name) });
      await queryClient.invalidateQueries({ queryKey: iamKeys.policyList() });
    },
  });
}
