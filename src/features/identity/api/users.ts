import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { changeUserPassword } from '@/contract/account';
import type { EntityStatus } from '@/contract/iam-names';
import { setPolicy } from '@/contract/policies';
import {
  type AddUserRequest,
  addUser,
  bulkUpdateUsersGroups,
  checkUserServiceAccounts,
  removeUser,
  type User,
  updateUserGroups,
  updateUserInfo,
} from '@/contract/users';
import { call } from '@/lib/api/client';
import { iamKeys } from '@/lib/resources/iam';

/** The names in `after` or `before` but not in both: whose membership or attachment a change touched. */
export function changedNames(before: readonly string[], after: readonly string[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [...new Set([...before, ...after])].filter((name) => was.has(name) !== is.has(name));
}

/** Refreshes the queries of each name under `key`. */
export const invalidateEach = (
  queryClient: QueryClient,
  names: readonly string[],
  key: (name: string) => readonly unknown[],
) => Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: key(name) })));

/**
 * What a change of users' groups changes: each user and its merged policy (groups bring policies), the list's
 * Groups column, and the groups themselves.
 */
export async function afterMembershipChanged(
  queryClient: QueryClient,
  users: readonly string[],
  groups: readonly string[],
) {
  await Promise.all([
    invalidateEach(queryClient, users, (name) => iamKeys.user(name)),
    queryClient.invalidateQueries({ queryKey: iamKeys.userList() }),
    invalidateEach(queryClient, groups, iamKeys.group),
  ]);
}

/**
 * How many access keys each named user has (POST /users/service-accounts), asked before deleting them. Read
 * afresh each time a deletion is about to be confirmed.
 */
export const userAccessKeyCountsQuery = (names: readonly string[]) =>
  queryOptions({
    queryKey: [...iamKeys.users(), 'access-key-counts', [...names].sort()],
    queryFn: ({ signal }) => call(checkUserServiceAccounts, { body: [...names] }, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddUserRequest) => call(addUser, { body: request }),
    onSuccess: (_, { groups, policies }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.userList() }),
        invalidateEach(queryClient, groups, iamKeys.group),
        invalidateEach(queryClient, policies, iamKeys.policyUsers),
      ]),
  });
}

/** Enables or disables the user; PUT /user/{name} also takes the membership, which stays as it is. */
export function useSetUserStatus(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: EntityStatus) =>
      call(updateUserInfo, {
        params: { name: user.accessKey },
        body: { status, groups: user.memberOf ?? [] },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.user(user.accessKey), exact: true }),
        queryClient.invalidateQueries({ queryKey: iamKeys.userList() }),
      ]),
  });
}

/** Sets the user's complete group membership. */
export function useSetUserGroups(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: string[]) =>
      call(updateUserGroups, { params: { name: user.accessKey }, body: { groups } }),
    onSuccess: (_, groups) =>
      afterMembershipChanged(queryClient, [user.accessKey], changedNames(user.memberOf ?? [], groups)),
  });
}

/** Sets the policies attached to the user itself to exactly those named. */
export function useSetUserPolicies(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policies: string[]) =>
      call(setPolicy, { body: { name: policies, entityType: 'user', entityName: user.accessKey } }),
    onSuccess: (_, policies) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.user(user.accessKey) }),
        queryClient.invalidateQueries({ queryKey: iamKeys.userList() }),
        invalidateEach(queryClient, changedNames(user.policy ?? [], policies), iamKeys.policyUsers),
      ]),
  });
}

interface BulkAddToGroups {
  users: string[];
  groups: string[];
}

/** Adds every named user to every named group. */
export function useAddUsersToGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkAddToGroups) => call(bulkUpdateUsersGroups, { body: request }),
    onSuccess: (_, { users, groups }) => afterMembershipChanged(queryClient, users, groups),
  });
}

/** Why some users of a deletion were not deleted, by name. */
export class UsersNotDeletedError extends Error {
  constructor(
    readonly deleted: readonly string[],
    readonly failures: readonly { name: string; error: unknown }[],
  ) {
    super(`${failures.length} of ${deleted.length + failures.length} users could not be deleted`);
    this.name = 'UsersNotDeletedError';
  }
}

/**
 * Deletes the users one after the other (MinIO has no call for several), refreshes what they belonged to, leaves
 * the page of one deleted and forgets them. Rejects with UsersNotDeletedError when some were refused.
 */
export function useDeleteUsers() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async (users: readonly User[]) => {
      const deleted: User[] = [];
      const failures: { name: string; error: unknown }[] = [];
      for (const user of users) {
        try {
          await call(removeUser, { params: { name: user.accessKey } });
          deleted.push(user);
        } catch (error) {
          failures.push({ name: user.accessKey, error });
        }
      }
      const names = deleted.map((user) => user.accessKey);
      await refreshAfterDeletion(queryClient, deleted);
      // Its page is left before its queries are forgotten, so it does not read the user again.
      const onPage = router.state.matches.some(
        (match) =>
          match.routeId === '/_console/identity/users/$userName' && names.includes(match.params.userName),
      );
      if (onPage) await router.navigate({ to: '/identity/users' });
      for (const name of names) queryClient.removeQueries({ queryKey: iamKeys.user(name) });
      if (failures.length > 0) throw new UsersNotDeletedError(names, failures);
      return deleted;
    },
  });
}

/** Drops the deleted users from the list and refreshes what they belonged to. */
async function refreshAfterDeletion(queryClient: QueryClient, deleted: readonly User[]) {
  if (deleted.length === 0) return;
  const names = new Set(deleted.map((user) => user.accessKey));
  queryClient.setQueryData(iamKeys.userList(), (list: User[] | undefined) =>
    list?.filter((user) => !names.has(user.accessKey)),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: iamKeys.userList() }),
    invalidateEach(queryClient, [...new Set(deleted.flatMap((user) => user.memberOf ?? []))], iamKeys.group),
    invalidateEach(
      queryClient,
      [...new Set(deleted.flatMap((user) => user.policy ?? []))],
      iamKeys.policyUsers,
    ),
  ]);
}

/** Sets another user's secret key; nothing the console shows changes. */
export function useSetUserPassword(userName: string) {
  return useMutation({
    mutationFn: (newSecretKey: string) =>
      call(changeUserPassword, { body: { selectedUser: userName, newSecretKey } }),
  });
}
