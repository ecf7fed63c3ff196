import { mergedPolicy } from '../../src/contract/policies.ts';
import {
  type AddUserRequest,
  type ListUsersResponse,
  type UpdateUserRequest,
  USER_MESSAGES,
  type User,
  type UserPoliciesResponse,
  type UserServiceAccountSummary,
} from '../../src/contract/users.ts';
import { ConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { AdminClient, UserInfo } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { SessionClaims } from '../session/cookie.ts';

/** Admin calls made at once when one request acts on many users, groups or policies. */
export const IAM_CALLS_AT_ONCE = 4;

/** The names in MinIO's comma-separated list of policies ('' for none). */
export const policyNamesOf = (commaList: string | undefined): string[] =>
  (commaList ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The names in `wanted` that `current` lacks. */
export const missingFrom = (current: readonly string[], wanted: readonly string[]): string[] =>
  [...new Set(wanted)].filter((name) => !current.includes(name));

/**
 * MinIO's "no such user" as a 404. Left to the general mapping it would read as a session whose user is gone,
 * when here it is a name the request gave.
 */
export async function namingUsers<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof MinioApiError && error.code === 'XMinioAdminNoSuchUser')
      throw new ConsoleError(404, USER_MESSAGES.notFound, error.message);
    throw error;
  }
}

const userOf = (accessKey: string, info: UserInfo): User => ({
  accessKey,
  policy: policyNamesOf(info.policyName),
  memberOf: info.memberOf ?? [],
  status: info.status,
});

const userInfo = (admin: AdminClient, name: string) => namingUsers(admin.getUserInfo(name));

async function userExists(admin: AdminClient, name: string): Promise<boolean> {
  try {
    await admin.getUserInfo(name);
    return true;
  } catch (error) {
    if (error instanceof MinioApiError && error.code === 'XMinioAdminNoSuchUser') return false;
    throw error;
  }
}

/**
 * The user names the session acts as: the access key logged in with and, unless the session holds that user's
 * own STS credentials, the parent MinIO names for the credentials (an access key's or brought STS keys' user).
 */
async function sessionUserNames(admin: AdminClient, session: SessionClaims): Promise<string[]> {
  if (session.selfRevocable) return [session.accountAccessKey];
  return [session.accountAccessKey, (await admin.accountInfo()).AccountName];
}

async function refuseSelf(admin: AdminClient, session: SessionClaims, name: string, message: string) {
  if ((await sessionUserNames(admin, session)).includes(name)) throw new ConsoleError(403, message);
}

export async function listUsers(admin: AdminClient): Promise<ListUsersResponse> {
  const users = await admin.listUsers();
  const names = Object.keys(users).sort();
  return { users: names.map((name) => userOf(name, users[name] as UserInfo)) };
}

/** GET /user/{name}: `hasPolicy` when a policy reaches the user, itself or through one of its groups. */
export async function getUser(admin: AdminClient, name: string): Promise<User> {
  const user = userOf(name, await userInfo(admin, name));
  return { ...user, hasPolicy: await hasPolicy(admin, user) };
}

async function hasPolicy(admin: AdminClient, user: User): Promise<boolean> {
  if ((user.policy ?? []).length > 0) return true;
  if ((user.memberOf ?? []).length === 0) return false;
  const { groupMappings } = await admin.getPolicyEntities({ groups: user.memberOf ?? [] });
  return (groupMappings ?? []).some((mapping) => (mapping.policies ?? []).length > 0);
}

/** POST /users: refused for a name in use, since MinIO would silently replace that user's secret. */
export async function addUser(admin: AdminClient, request: AddUserRequest): Promise<User> {
  const { accessKey, secretKey, groups, policies } = request;
  if (await userExists(admin, accessKey)) throw new ConsoleError(400, USER_MESSAGES.taken);
  await admin.addUser(accessKey, secretKey);
  try {
    if (policies.length > 0) await admin.attachPolicy({ policies: [...new Set(policies)], user: accessKey });
    await joinGroups(admin, accessKey, groups);
  } catch (error) {
    // Half a user is worse than none: the request is answered as failed, so nothing of it stays.
    await admin.removeUser(accessKey).catch(() => undefined);
    throw error;
  }
  return userOf(accessKey, await admin.getUserInfo(accessKey));
}

function joinGroups(admin: AdminClient, name: string, groups: readonly string[]) {
  return mapConcurrently([...new Set(groups)], IAM_CALLS_AT_ONCE, (group) =>
    admin.updateGroupMembers({ group, members: [name], isRemove: false }),
  );
}

function leaveGroups(admin: AdminClient, name: string, groups: readonly string[]) {
  return mapConcurrently(groups, IAM_CALLS_AT_ONCE, (group) =>
    admin.updateGroupMembers({ group, members: [name], isRemove: true }),
  );
}

/** Makes `groups` the user's complete membership: one change per group joined or left. */
async function setMembership(admin: AdminClient, name: string, info: UserInfo, groups: readonly string[]) {
  const current = info.memberOf ?? [];
  await joinGroups(admin, name, missingFrom(current, groups));
  await leaveGroups(admin, name, missingFrom(groups, current));
}

/**
 * A disabled user's STS credentials stay valid at MinIO: their console sessions are ended here, so that
 * disabling a user locks them out at once.
 */
const endSessionsOf = (admin: AdminClient, name: string) =>
  admin.revokeTokens({ user: name, fullRevoke: true });

/** PUT /user/{name}: the complete group membership, then the status; never disables the session's own user. */
export async function updateUser(
  admin: AdminClient,
  session: SessionClaims,
  name: string,
  request: UpdateUserRequest,
): Promise<User> {
  if (request.status === 'disabled') await refuseSelf(admin, session, name, USER_MESSAGES.disableSelf);
  const info = await userInfo(admin, name);
  await setMembership(admin, name, info, request.groups);
  if (request.status !== info.status) {
    await admin.setUserStatus(name, request.status);
    if (request.status === 'disabled') await endSessionsOf(admin, name);
  }
  return userOf(name, await admin.getUserInfo(name));
}

/** PUT /user/{name}/groups. */
export async function updateUserGroups(admin: AdminClient, name: string, groups: string[]): Promise<User> {
  await setMembership(admin, name, await userInfo(admin, name), groups);
  return userOf(name, await admin.getUserInfo(name));
}

/** DELETE /user/{name}: never the session's own user. MinIO keeps a deleted user's STS credentials valid. */
export async function removeUser(admin: AdminClient, session: SessionClaims, name: string): Promise<void> {
  await refuseSelf(admin, session, name, USER_MESSAGES.deleteSelf);
  await endSessionsOf(admin, name);
  await namingUsers(admin.removeUser(name));
}

/** PUT /users-groups-bulk: one membership change per group, with every user. */
export async function addUsersToGroups(admin: AdminClient, users: string[], groups: string[]): Promise<void> {
  const members = [...new Set(users)];
  await namingUsers(
    mapConcurrently([...new Set(groups)], IAM_CALLS_AT_ONCE, (group) =>
      admin.updateGroupMembers({ group, members, isRemove: false }),
    ),
  );
}

/** POST /users/service-accounts: how many access keys each user has. */
export async function countServiceAccounts(
  admin: AdminClient,
  users: string[],
): Promise<UserServiceAccountSummary> {
  const names = [...new Set(users)];
  const counts = await mapConcurrently(
    names,
    IAM_CALLS_AT_ONCE,
    async (name) => (await admin.listServiceAccounts(name)).length,
  );
  return {
    userServiceAccountList: names.map((userName, index) => ({ userName, numSAs: counts[index] })),
    hasSA: counts.some((count) => count > 0),
  };
}

/** GET /user/{name}/policies: the statements of the user's own and its groups' policies, in one document. */
export async function mergedUserPolicy(admin: AdminClient, name: string): Promise<UserPoliciesResponse> {
  const info = await userInfo(admin, name);
  const groups = info.memberOf ?? [];
  const { groupMappings } =
    groups.length > 0 ? await admin.getPolicyEntities({ groups }) : { groupMappings: [] };
  const names = new Set([
    ...policyNamesOf(info.policyName),
    ...(groupMappings ?? []).flatMap((mapping) => mapping.policies ?? []),
  ]);
  const documents = await mapConcurrently(
    [...names],
    IAM_CALLS_AT_ONCE,
    async (policy) => (await admin.infoCannedPolicy(policy)).Policy,
  );
  return { policy: JSON.stringify(mergedPolicy(documents)) };
}
