import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { addGroup, type Group, removeGroup, updateGroup } from '@/contract/groups';
import type { EntityStatus } from '@/contract/iam-names';
import { setPolicy } from '@/contract/policies';
import { call } from '@/lib/api/client';
import { groupPolicyNames } from '@/lib/policy-simulation/principal-policies';
import { iamKeys } from '@/lib/resources/iam';
import { afterMembershipChanged, changedNames, invalidateEach } from './users';

const groupStatus = (group: Group): EntityStatus => (group.status === 'disabled' ? 'disabled' : 'enabled');

export interface NewGroup {
  group: string;
  members: string[];
}

export function useAddGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewGroup) => call(addGroup, { body: request }),
    onSuccess: (_, { group, members }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.groupList() }),
        afterMembershipChanged(queryClient, members, [group]),
      ]),
  });
}

/** Sets the group's complete member list; its status stays as it is. */
export function useSetGroupMembers(group: Group) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (members: string[]) =>
      call(updateGroup, { params: { name: group.name }, body: { members, status: groupStatus(group) } }),
    onSuccess: (_, members) =>
      afterMembershipChanged(queryClient, changedNames(group.members ?? [], members), [group.name]),
  });
}

/** Enables or disables the group; PUT /group/{name} also takes the members, which stay as they are. */
export function useSetGroupStatus(group: Group) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: EntityStatus) =>
      call(updateGroup, { params: { name: group.name }, body: { members: group.members ?? [], status } }),
    // A disabled group's policies no longer reach its members.
    onSuccess: () => afterMembershipChanged(queryClient, group.members ?? [], [group.name]),
  });
}

/** Sets the group's policies to exactly those named; they reach its members too. */
export function useSetGroupPolicies(group: Group) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policies: string[]) =>
      call(setPolicy, { body: { name: policies, entityType: 'group', entityName: group.name } }),
    onSuccess: (_, policies) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.group(group.name) }),
        invalidateEach(queryClient, group.members ?? [], iamKeys.user),
        invalidateEach(queryClient, changedNames(groupPolicyNames(group), policies), iamKeys.policyGroups),
      ]),
  });
}

/**
 * Deletes the group, then leaves its page and forgets it. MinIO refuses a group with members, so with
 * `removeMembers` they are removed first (a refused deletion then leaves the group empty, as MinIO left it).
 */
export function useDeleteGroup(group: Group) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const members = group.members ?? [];
  return useMutation({
    mutationFn: async ({ removeMembers }: { removeMembers: boolean }) => {
      if (removeMembers && members.length > 0)
        await call(updateGroup, {
          params: { name: group.name },
          body: { members: [], status: groupStatus(group) },
        });
      await call(removeGroup, { params: { name: group.name } });
    },
    onSuccess: async () => {
      queryClient.setQueryData(iamKeys.groupList(), (names: string[] | undefined) =>
        names?.filter((name) => name !== group.name),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: iamKeys.groupList() }),
        afterMembershipChanged(queryClient, members, []),
        invalidateEach(queryClient, groupPolicyNames(group), iamKeys.policyGroups),
      ]);
      // Its page is left before its queries are forgotten, so it does not read the group again.
      const onPage = router.state.matches.some(
        (match) =>
          match.routeId === '/_console/identity/groups/$groupName' && match.params.groupName === group.name,
      );
      if (onPage) await router.navigate({ to: '/identity/groups' });
      queryClient.removeQueries({ queryKey: iamKeys.group(group.name) });
    },
    onError: () => afterMembershipChanged(queryClient, members, [group.name]),
  });
}
