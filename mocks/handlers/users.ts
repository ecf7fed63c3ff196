import * as users from '../../src/contract/users';
import {
  accessKeysOf,
  addUser,
  allUsers,
  byName,
  changePolicies,
  groupsOf,
  IamRefusal,
  type MockIamUser,
  mergedPolicyOf,
  policiesReaching,
  removeUser,
  setUserStatus,
  updateGroupMembers,
  userExists,
  userInfo,
} from '../iam-model';
import type { MockUser } from '../model';
import { iamMock, requireAdmin } from './iam-mock';

/** A user as the console answers it: its own policies, and the groups it is in. */
const userAnswer = (user: MockIamUser): users.User => ({
  accessKey: user.accessKey,
  policy: user.policies,
  memberOf: groupsOf(user.accessKey),
  status: user.status,
});

/** Makes the user's groups exactly `wanted`: joins the new ones (created if need be), leaves the others. */
function setMembership(accessKey: string, wanted: readonly string[]): void {
  const current = groupsOf(accessKey);
  for (const group of wanted.filter((name) => !current.includes(name))) {
    updateGroupMembers(group, [accessKey], false);
  }
  for (const group of current.filter((name) => !wanted.includes(name))) {
    updateGroupMembers(group, [accessKey], true);
  }
}

/** MinIO lets no one read a user without admin:GetUser, not even the user itself. */
function readableUser(sessionUser: MockUser, accessKey: string): MockIamUser {
  requireAdmin(sessionUser, 'admin:GetUser');
  return userInfo(accessKey);
}

/** The new user's policies, then its groups; on a refusal the user is removed again, as nothing of it stays. */
function completeNewUser({ accessKey, groups, policies }: users.AddUserRequest): void {
  try {
    if (policies.length > 0) changePolicies([...new Set(policies)], { user: accessKey }, false);
    setMembership(accessKey, groups);
  } catch (refusal) {
    removeUser(accessKey);
    throw refusal;
  }
}

export const usersHandlers = [
  iamMock(users.listUsers, ({ session }) => {
    requireAdmin(session.user, 'admin:ListUsers');
    const listed = allUsers().sort((a, b) => byName(a.accessKey, b.accessKey));
    return { users: listed.map(userAnswer) };
  }),

  iamMock(users.addUser, ({ session, body }) => {
    requireAdmin(session.user, 'admin:CreateUser');
    if (userExists(body.accessKey)) throw new IamRefusal(400, users.USER_MESSAGES.taken);
    addUser(body.accessKey);
    completeNewUser(body);
    return userAnswer(userInfo(body.accessKey));
  }),

  iamMock(users.checkUserServiceAccounts, ({ session, body }) => {
    requireAdmin(session.user, 'admin:ListServiceAccounts');
    // MinIO counts no access keys for a user it does not know.
    const counts = [...new Set(body)].map((userName) => ({
      userName,
      numSAs: accessKeysOf(userName).length,
    }));
    return { userServiceAccountList: counts, hasSA: counts.some((count) => count.numSAs > 0) };
  }),

  iamMock(users.getUserInfo, ({ session, params }) => {
    const user = readableUser(session.user, params.name);
    return { ...userAnswer(user), hasPolicy: policiesReaching(user.accessKey).length > 0 };
  }),

  iamMock(users.updateUserInfo, ({ session, params, body }) => {
    if (params.name === session.user.accessKey && body.status === 'disabled') {
      throw new IamRefusal(403, users.USER_MESSAGES.disableSelf);
    }
    requireAdmin(session.user, body.status === 'enabled' ? 'admin:EnableUser' : 'admin:DisableUser');
    userInfo(params.name);
    setMembership(params.name, body.groups);
    setUserStatus(params.name, body.status);
    return userAnswer(userInfo(params.name));
  }),

  iamMock(users.removeUser, ({ session, params }) => {
    if (params.name === session.user.accessKey) throw new IamRefusal(403, users.USER_MESSAGES.deleteSelf);
    requireAdmin(session.user, 'admin:DeleteUser');
    removeUser(params.name);
  }),

  iamMock(users.updateUserGroups, ({ session, params, body }) => {
    requireAdmin(session.user, 'admin:AddUserToGroup');
    userInfo(params.name);
    setMembership(params.name, body.groups);
    return userAnswer(userInfo(params.name));
  }),

  iamMock(users.getSAUserPolicy, ({ session, params }) => {
    const user = readableUser(session.user, params.name);
    return { policy: JSON.stringify(mergedPolicyOf(policiesReaching(user.accessKey))) };
  }),

  iamMock(users.bulkUpdateUsersGroups, ({ session, body }) => {
    requireAdmin(session.user, 'admin:AddUserToGroup');
    for (const group of body.groups) updateGroupMembers(group, body.users, false);
  }),
];
