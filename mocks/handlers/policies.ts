import * as policies from '../../src/contract/policies';
import {
  addPolicy,
  allPolicies,
  changePolicies,
  effectivePolicy,
  groupDescription,
  type PolicyDocument,
  type PolicyHolder,
  policyDocument,
  policyEntities,
  removePolicy,
  userInfo,
} from '../iam-model';
import type { MockUser } from '../model';
import { iamMock, requireAdmin, requireAnyAdmin } from './iam-mock';

const policyAnswer = (name: string, document: PolicyDocument): policies.Policy => ({
  name,
  policy: JSON.stringify(document),
});

const policiesOf = (holder: PolicyHolder) =>
  'user' in holder ? userInfo(holder.user).policies : groupDescription(holder.group).policies;

/** Attaches and detaches so that the user's or group's policies are exactly `names`. */
function setPolicies(names: readonly string[], holder: PolicyHolder): void {
  const current = policiesOf(holder);
  const dropped = current.filter((name) => !names.includes(name));
  const added = names.filter((name) => !current.includes(name));
  if (dropped.length > 0) changePolicies(dropped, holder, true);
  if (added.length > 0) changePolicies(added, holder, false);
}

/** Attaches those of `names` the group does not hold yet, keeping its others. */
function addPolicies(names: readonly string[], group: string): void {
  const added = names.filter((name) => !policiesOf({ group }).includes(name));
  if (added.length > 0) changePolicies(added, { group }, false);
}

const sortedOrNull = (names: string[]) => (names.length > 0 ? names : null);

/** MinIO's policy entities call takes any one of these. */
const POLICY_ENTITIES_ACTIONS = ['admin:ListUserPolicies', 'admin:ListUsers', 'admin:ListGroups'];

/**
 * GET /policies/{policy}/users and …/groups: MinIO's GetPolicy and its policy entities call, both needed. The
 * console server sends the two at once, so which refusal of an unknown policy comes first varies there; the
 * mock refuses the session first.
 */
function holdersOf(user: MockUser, policy: string, kind: 'users' | 'groups'): string[] | null {
  requireAdmin(user, 'admin:GetPolicy');
  requireAnyAdmin(user, POLICY_ENTITIES_ACTIONS);
  policyDocument(policy);
  return sortedOrNull(policyEntities(policy)[kind]);
}

export const policiesHandlers = [
  iamMock(policies.listPolicies, ({ session }) => {
    requireAdmin(session.user, 'admin:ListUserPolicies');
    const listed = allPolicies().map(([name, document]) => policyAnswer(name, document));
    return { policies: listed, total: listed.length };
  }),

  iamMock(policies.addPolicy, ({ session, body }) => {
    requireAdmin(session.user, 'admin:CreatePolicy');
    addPolicy(body.name, JSON.parse(body.policy));
    return policyAnswer(body.name, policyDocument(body.name));
  }),

  iamMock(policies.policyInfo, ({ session, params }) => {
    requireAdmin(session.user, 'admin:GetPolicy');
    return policyAnswer(params.name, policyDocument(params.name));
  }),

  iamMock(policies.removePolicy, ({ session, params }) => {
    requireAdmin(session.user, 'admin:DeletePolicy');
    removePolicy(params.name);
  }),

  iamMock(policies.listUsersForPolicy, ({ session, params }) =>
    holdersOf(session.user, params.policy, 'users'),
  ),

  iamMock(policies.listGroupsForPolicy, ({ session, params }) =>
    holdersOf(session.user, params.policy, 'groups'),
  ),

  iamMock(policies.setPolicy, ({ session, body }) => {
    requireAdmin(session.user, 'admin:AttachUserOrGroupPolicy');
    const holder = body.entityType === 'user' ? { user: body.entityName } : { group: body.entityName };
    setPolicies(body.name, holder);
  }),

  iamMock(policies.setPolicyMultiple, ({ session, body }) => {
    requireAdmin(session.user, 'admin:AttachUserOrGroupPolicy');
    const groups = body.groups ?? [];
    for (const user of body.users ?? []) setPolicies(body.name, { user });
    if (groups.length === 1) setPolicies(body.name, { group: groups[0] ?? '' });
    else for (const group of groups) addPolicies(body.name, group);
  }),

  iamMock(policies.getUserPolicy, ({ session }) => JSON.stringify(effectivePolicy(session.user.accessKey))),
];
