import { queryOptions } from '@tanstack/react-query';
import { groupInfo, listGroups } from '@/contract/groups';
import {
  getUserPolicy,
  listGroupsForPolicy,
  listPolicies,
  listUsersForPolicy,
  policyInfo,
} from '@/contract/policies';
import {
  getServiceAccount,
  listAUserServiceAccounts,
  listUserServiceAccounts,
} from '@/contract/service-accounts';
import { getSAUserPolicy, getUserInfo, listUsers } from '@/contract/users';
import { call } from '@/lib/api/client';

/*
 * The identity reads more than one area of the app needs (users, groups, access keys, policies and the policy
 * simulator): their query keys and options live here, so every screen shares one cache entry per read.
 */

const byText = (a: string, b: string) => a.localeCompare(b);

/**
 * Query keys of the identity reads. Everything about one user, group, policy or access key lives under its
 * `detail` key, so removing it drops all of its queries at once.
 */
export const iamKeys = {
  users: () => ['users'] as const,
  userList: () => [...iamKeys.users(), 'list'] as const,
  user: (name: string) => [...iamKeys.users(), 'detail', name] as const,
  userPolicies: (name: string) => [...iamKeys.user(name), 'policies'] as const,
  userAccessKeys: (name: string) => [...iamKeys.user(name), 'access-keys'] as const,

  groups: () => ['groups'] as const,
  groupList: () => [...iamKeys.groups(), 'list'] as const,
  group: (name: string) => [...iamKeys.groups(), 'detail', name] as const,

  policies: () => ['policies'] as const,
  policyList: () => [...iamKeys.policies(), 'list'] as const,
  policy: (name: string) => [...iamKeys.policies(), 'detail', name] as const,
  policyUsers: (name: string) => [...iamKeys.policy(name), 'users'] as const,
  policyGroups: (name: string) => [...iamKeys.policy(name), 'groups'] as const,

  /** The logged-in user's own access keys and effective policy. */
  account: () => ['account'] as const,
  ownAccessKeys: () => [...iamKeys.account(), 'access-keys'] as const,
  ownPolicy: () => [...iamKeys.account(), 'policy'] as const,
  accessKey: (accessKey: string) => ['access-keys', 'detail', accessKey] as const,
};

/** Every user, sorted by access key. */
export const userListQuery = () =>
  queryOptions({
    queryKey: iamKeys.userList(),
    queryFn: async ({ signal }) => {
      const users = (await call(listUsers, {}, signal)).users ?? [];
      return [...users].sort((a, b) => byText(a.accessKey, b.accessKey));
    },
  });

export const userQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.user(name),
    queryFn: ({ signal }) => call(getUserInfo, { params: { name } }, signal),
  });

/** The statements of the user's own and its groups' policies, merged into one document (JSON text). */
export const userPoliciesQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.userPolicies(name),
    queryFn: async ({ signal }) => (await call(getSAUserPolicy, { params: { name } }, signal)).policy ?? '',
  });

export const userAccessKeysQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.userAccessKeys(name),
    queryFn: async ({ signal }) => (await call(listAUserServiceAccounts, { params: { name } }, signal)) ?? [],
  });

/** Every group name, sorted. */
export const groupListQuery = () =>
  queryOptions({
    queryKey: iamKeys.groupList(),
    queryFn: async ({ signal }) => [...((await call(listGroups, {}, signal)).groups ?? [])].sort(byText),
  });

export const groupQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.group(name),
    queryFn: ({ signal }) => call(groupInfo, { params: { name } }, signal),
  });

/** Every policy with its document, sorted by name. */
export const policyListQuery = () =>
  queryOptions({
    queryKey: iamKeys.policyList(),
    queryFn: async ({ signal }) => {
      const policies = (await call(listPolicies, {}, signal)).policies ?? [];
      return [...policies].sort((a, b) => byText(a.name, b.name));
    },
  });

export const policyQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.policy(name),
    queryFn: ({ signal }) => call(policyInfo, { params: { name } }, signal),
  });

export const policyUsersQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.policyUsers(name),
    queryFn: async ({ signal }) =>
      (await call(listUsersForPolicy, { params: { policy: name } }, signal)) ?? [],
  });

export const policyGroupsQuery = (name: string) =>
  queryOptions({
    queryKey: iamKeys.policyGroups(name),
    queryFn: async ({ signal }) =>
      (await call(listGroupsForPolicy, { params: { policy: name } }, signal)) ?? [],
  });

export const ownAccessKeysQuery = () =>
  queryOptions({
    queryKey: iamKeys.ownAccessKeys(),
    queryFn: async ({ signal }) => (await call(listUserServiceAccounts, {}, signal)) ?? [],
  });

/** The logged-in user's effective policy (JSON text). */
export const ownPolicyQuery = () =>
  queryOptions({
    queryKey: iamKeys.ownPolicy(),
    queryFn: ({ signal }) => call(getUserPolicy, {}, signal),
  });

export const accessKeyQuery = (accessKey: string) =>
  queryOptions({
    queryKey: iamKeys.accessKey(accessKey),
    queryFn: ({ signal }) => call(getServiceAccount, { params: { access_key: accessKey } }, signal),
  });
