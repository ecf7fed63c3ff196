import * as account from '../../../../src/contract/account.ts';
import * as groups from '../../../../src/contract/groups.ts';
import * as policies from '../../../../src/contract/policies.ts';
import * as accessKeys from '../../../../src/contract/service-accounts.ts';
import * as users from '../../../../src/contract/users.ts';
import {
  type AreaCases,
  type ContractCase,
  type Fixture,
  operationCases,
  otherCase as other,
} from '../case.ts';

/**
 * The identity cases build on one another in order, each on both targets: a policy, then a user holding it, a
 * group with that user, access keys, and last their removal, so nothing of theirs stays on the MinIO. The access
 * keys of the logged-in user are the read-only user's, which the suite removes (and its keys with it) at the end.
 */
interface Names {
  user: string;
  group: string;
  policy: string;
  /** Access keys have at most 20 characters: these are built from the run's short bucket name. */
  ownKey: string;
  userKey: string;
}

const namesOf = (fixture: Fixture): Names => ({
  user: `${fixture.scratch}-user`,
  group: `${fixture.scratch}-group`,
  policy: `${fixture.scratch}-policy`,
  ownKey: `${fixture.bucket}-own`,
  userKey: `${fixture.bucket}-usr`,
});

const SECRET = 'contract-secret-1';

/** A document MinIO accepts, reading the suite's bucket. */
const policyDocument = (fixture: Fixture) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${fixture.bucket}/*`] },
    ],
  });

function policyCases(fixture: Fixture, { policy }: Names): ContractCase[] {
  const body = { name: policy, policy: policyDocument(fixture) };
  return [
    ...operationCases(policies.addPolicy, fixture, {
      request: { body },
      expect: { values: { name: policy } },
    }),
    other(
      policies.addPolicy,
      'a document without a version',
      { declared: { body: { name: policy, policy: '{"Statement":[]}' } } },
      { status: 400, message: 'The policy must contain a valid version string' },
    ),
    other(
      policies.addPolicy,
      'a user without admin:CreatePolicy',
      { declared: { body } },
      { status: 403, message: 'Access Denied.' },
      'readonly',
    ),
    ...operationCases(policies.listPolicies, fixture, {
      request: {},
      expect: { fields: [`policies[name=${policy}].policy`, 'total', 'policies[name=readonly].policy'] },
    }),
    ...operationCases(policies.policyInfo, fixture, {
      request: { params: { name: policy } },
      expect: { fields: ['policy'], values: { name: policy } },
    }),
  ];
}

function userCases(fixture: Fixture, { user, policy }: Names): ContractCase[] {
  const added = { accessKey: user, secretKey: SECRET, groups: [], policies: [policy] };
  return [
    ...operationCases(users.addUser, fixture, {
      request: { body: added },
      expect: { values: { accessKey: user, policy: [policy], status: 'enabled' } },
    }),
    other(
      users.addUser,
      'an access key in use',
      { declared: { body: added } },
      { status: 400, message: users.USER_MESSAGES.taken },
    ),
    ...operationCases(users.listUsers, fixture, {
      request: {},
      expect: {
        fields: [`users[accessKey=${user}].status`, `users[accessKey=${user}].policy`],
        values: { [`users[accessKey=${user}].policy`]: [policy] },
      },
    }),
    other(users.listUsers, 'a user without admin:ListUsers', { declared: {} }, { status: 403 }, 'readonly'),
    ...operationCases(users.getUserInfo, fixture, {
      request: { params: { name: user } },
      expect: { values: { accessKey: user, hasPolicy: true, status: 'enabled', policy: [policy] } },
    }),
  ];
}

function groupCases(fixture: Fixture, { user, group }: Names): ContractCase[] {
  const added = { group, members: [user] };
  return [
    ...operationCases(groups.addGroup, fixture, { request: { body: added } }),
    other(
      groups.addGroup,
      'a name in use',
      { declared: { body: added } },
      { status: 400, message: groups.GROUP_MESSAGES.taken },
    ),
    ...operationCases(groups.listGroups, fixture, { request: {}, expect: { fields: ['groups', 'total'] } }),
    ...operationCases(groups.groupInfo, fixture, {
      request: { params: { name: group } },
      expect: { values: { name: group, members: [user], status: 'enabled' } },
    }),
    ...operationCases(groups.updateGroup, fixture, {
      request: { params: { name: group }, body: { members: [user], status: 'disabled' } },
      expect: { values: { name: group, members: [user], status: 'disabled' } },
    }),
    // MinIO attaches no policy to a disabled group: the cases after this one need it enabled.
    other(
      groups.updateGroup,
      'enabling it again',
      { declared: { params: { name: group }, body: { members: [user], status: 'enabled' } } },
      { status: 200, values: { status: 'enabled' } },
    ),
    other(
      groups.removeGroup,
      'a group with members',
      { declared: { params: { name: group } } },
      { status: 400 },
    ),
  ];
}

function membershipCases(fixture: Fixture, { user, group, policy }: Names): ContractCase[] {
  const params = { name: user };
  return [
    ...operationCases(users.updateUserInfo, fixture, {
      request: { params, body: { status: 'enabled', groups: [group] } },
      expect: { values: { accessKey: user, memberOf: [group], status: 'enabled' } },
    }),
    ...operationCases(users.updateUserGroups, fixture, {
      request: { params, body: { groups: [group] } },
      expect: { values: { memberOf: [group] } },
    }),
    ...operationCases(users.bulkUpdateUsersGroups, fixture, {
      request: { body: { users: [user], groups: [group] } },
    }),
    ...operationCases(users.getSAUserPolicy, fixture, {
      request: { params },
      expect: { fields: ['policy'] },
    }),
    ...operationCases(policies.setPolicy, fixture, {
      request: { body: { name: [policy, 'readonly'], entityType: 'user', entityName: user } },
    }),
    ...operationCases(policies.setPolicyMultiple, fixture, {
      request: { body: { name: [policy], groups: [group] } },
    }),
    ...operationCases(policies.listUsersForPolicy, fixture, { request: { params: { policy } } }),
    ...operationCases(policies.listGroupsForPolicy, fixture, { request: { params: { policy } } }),
    ...[policies.listUsersForPolicy, policies.listGroupsForPolicy].map((endpoint) =>
      other(
        endpoint,
        'a user without admin:GetPolicy',
        { declared: { params: { policy } } },
        { status: 403, message: 'Access Denied.' },
        'readonly',
      ),
    ),
    ...operationCases(policies.getUserPolicy, fixture, { as: 'readonly', request: {} }),
    other(
      policies.removePolicy,
      'a policy still attached',
      { declared: { params: { name: policy } } },
      { status: 400, message: 'The policy cannot be removed, as it is in use' },
    ),
  ];
}

function accessKeyCases(fixture: Fixture, { user, ownKey, userKey }: Names): ContractCase[] {
  const own = { accessKey: ownKey, secretKey: SECRET, name: 'contract' };
  const listed = `[accessKey=${ownKey}]`;
  return [
    ...operationCases(accessKeys.createServiceAccountCreds, fixture, {
      as: 'readonly',
      request: { body: own },
      expect: { fields: ['secretKey', 'url'], values: { accessKey: ownKey } },
    }),
    other(
      accessKeys.createServiceAccountCreds,
      'an access key in use',
      { declared: { body: own } },
      { status: 400 },
      'readonly',
    ),
    ...operationCases(accessKeys.createServiceAccount, fixture, {
      as: 'readonly',
      request: { body: {} },
      expect: { fields: ['accessKey', 'secretKey', 'url'] },
    }),
    ...operationCases(accessKeys.listUserServiceAccounts, fixture, {
      as: 'readonly',
      request: {},
      expect: { fields: [`${listed}.accountStatus`], values: { [`${listed}.name`]: 'contract' } },
    }),
    ...operationCases(accessKeys.getServiceAccount, fixture, {
      as: 'readonly',
      request: { params: { access_key: ownKey } },
      expect: { values: { accountStatus: 'on', impliedPolicy: true, name: 'contract' } },
    }),
    other(
      accessKeys.updateServiceAccount,
      "a user's own, without admin:UpdateServiceAccount",
      { declared: { params: { access_key: ownKey }, body: { policy: '', status: 'off' } } },
      { status: 403, message: 'Access Denied.' },
      'readonly',
    ),
    ...operationCases(accessKeys.updateServiceAccount, fixture, {
      request: { params: { access_key: ownKey }, body: { policy: '', status: 'off', description: 'edited' } },
    }),
    ...operationCases(accessKeys.deleteServiceAccount, fixture, {
      as: 'readonly',
      request: { params: { access_key: ownKey } },
    }),
    ...operationCases(accessKeys.createAUserServiceAccount, fixture, {
      request: { params: { name: user }, body: {} },
      expect: { fields: ['accessKey', 'secretKey', 'url'] },
    }),
    ...operationCases(accessKeys.createServiceAccountCredentials, fixture, {
      request: { params: { name: user }, body: { accessKey: userKey, secretKey: SECRET } },
      expect: { values: { accessKey: userKey } },
    }),
    // MinIO lists no access keys for a user it does not know, rather than refusing.
    ...operationCases(
      accessKeys.listAUserServiceAccounts,
      fixture,
      { request: { params: { name: user } }, expect: { fields: [`[accessKey=${userKey}].accountStatus`] } },
      { missingBucketStatus: 200 },
    ),
    ...operationCases(users.checkUserServiceAccounts, fixture, {
      request: { body: [user] },
      expect: { values: { hasSA: true, [`userServiceAccountList[userName=${user}].numSAs`]: 2 } },
    }),
    ...operationCases(accessKeys.deleteMultipleServiceAccounts, fixture, { request: { body: [userKey] } }),
  ];
}

function removalCases(fixture: Fixture, { user, group, policy }: Names): ContractCase[] {
  return [
    ...operationCases(account.changeUserPassword, fixture, {
      request: { body: { selectedUser: user, newSecretKey: `${SECRET}-new` } },
    }),
    {
      endpoint: users.removeUser,
      name: 'the logged-in user',
      kind: 'other',
      as: 'readonly',
      request: {
        forTarget: async ({ keys }) => ({ declared: { params: { name: keys.readonly.accessKey } } }),
      },
      expect: { status: 403, message: users.USER_MESSAGES.deleteSelf },
    },
    ...operationCases(users.removeUser, fixture, { request: { params: { name: user } } }),
    ...operationCases(groups.removeGroup, fixture, { request: { params: { name: group } } }),
    // MinIO removes a policy it does not have without a word.
    ...operationCases(
      policies.removePolicy,
      fixture,
      { request: { params: { name: policy } } },
      { missingBucketStatus: 204 },
    ),
  ];
}

/** Last: the read-only user's secret is set to itself, and its session is the one that sent the cases before. */
function accountCases(fixture: Fixture): ContractCase[] {
  return [
    other(
      account.accountChangePassword,
      'a wrong current secret key',
      { declared: { body: { current_secret_key: 'not-the-secret', new_secret_key: SECRET } } },
      { status: 403, message: account.ACCOUNT_MESSAGES.wrongPassword },
      'readonly',
    ),
    ...operationCases(account.accountChangePassword, fixture, {
      as: 'readonly',
      request: { body: { current_secret_key: SECRET, new_secret_key: SECRET } },
      forTarget: async ({ keys }) => ({
        declared: {
          body: { current_secret_key: keys.readonly.secretKey, new_secret_key: keys.readonly.secretKey },
        },
      }),
    }),
  ];
}

export const identityCases: AreaCases = (fixture) => {
  const names = namesOf(fixture);
  return [
    ...policyCases(fixture, names),
    ...userCases(fixture, names),
    ...groupCases(fixture, names),
    ...membershipCases(fixture, names),
    ...accessKeyCases(fixture, names),
    ...removalCases(fixture, names),
    ...accountCases(fixture),
  ];
};
