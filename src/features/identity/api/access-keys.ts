import { type UseQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_NAMES_PER_REQUEST } from '@/contract/iam-names';
import {
  createServiceAccountCredentials,
  createServiceAccountCreds,
  deleteMultipleServiceAccounts,
  deleteServiceAccount,
  type ServiceAccountRequestCreds,
  type ServiceAccountSummary,
  type UpdateServiceAccountRequest,
  updateServiceAccount,
} from '@/contract/service-accounts';
import { call } from '@/lib/api/client';
import {
  iamKeys,
  ownAccessKeysQuery,
  ownPolicyQuery,
  userAccessKeysQuery,
  userPoliciesQuery,
} from '@/lib/resources/iam';

/** Whose access keys a screen shows: the logged-in user's own, or (for an administrator) another user's. */
export type AccessKeyOwner = { kind: 'self' } | { kind: 'user'; name: string };

/**
 * One of two shared reads, as one type: they differ only in their keys' literal types, which also type their
 * functions' arguments, so TypeScript sees no common type.
 */
const ownerRead = <T>(read: { queryKey: readonly unknown[]; queryFn?: (context: never) => T | Promise<T> }) =>
  read as unknown as UseQueryOptions<T>;

/** The owner's access keys. */
export const accessKeysQuery = (owner: AccessKeyOwner) =>
  ownerRead<ServiceAccountSummary[]>(
    owner.kind === 'self' ? ownAccessKeysQuery() : userAccessKeysQuery(owner.name),
  );

/** The policy an access key of the owner has when it is not restricted: the owner's own (JSON text). */
export const ownerPolicyQuery = (owner: AccessKeyOwner) =>
  ownerRead<string>(owner.kind === 'self' ? ownPolicyQuery() : userPoliciesQuery(owner.name));

/** Creates an access key with the keys given (generated in the browser or typed). */
export function useCreateAccessKey(owner: AccessKeyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceAccountRequestCreds) =>
      owner.kind === 'self'
        ? call(createServiceAccountCreds, { body })
        : call(createServiceAccountCredentials, { params: { name: owner.name }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeysQuery(owner).queryKey }),
  });
}

export function useUpdateAccessKey(owner: AccessKeyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accessKey, change }: { accessKey: string; change: UpdateServiceAccountRequest }) =>
      call(updateServiceAccount, { params: { access_key: accessKey }, body: change }),
    onSuccess: (_, { accessKey }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.accessKey(accessKey) }),
        queryClient.invalidateQueries({ queryKey: accessKeysQuery(owner).queryKey }),
      ]),
  });
}

/** The keys in the batches one request may carry. */
function batches(keys: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let start = 0; start < keys.length; start += MAX_NAMES_PER_REQUEST) {
    result.push(keys.slice(start, start + MAX_NAMES_PER_REQUEST));
  }
  return result;
}

async function deleteAccessKeys(keys: readonly string[]): Promise<void> {
  if (keys.length === 1) {
    await call(deleteServiceAccount, { params: { access_key: keys[0] ?? '' } });
    return;
  }
  for (const batch of batches(keys)) await call(deleteMultipleServiceAccounts, { body: batch });
}

/** Deletes one access key or several (in batches of what one request may carry), and forgets them. */
export function useDeleteAccessKeys(owner: AccessKeyOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccessKeys,
    // A batch that failed after others succeeded leaves the list changed too.
    onSettled: (_, __, keys) => {
      for (const key of keys) queryClient.removeQueries({ queryKey: iamKeys.accessKey(key) });
      return queryClient.invalidateQueries({ queryKey: accessKeysQuery(owner).queryKey });
    },
  });
}
