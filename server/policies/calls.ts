import {
  type AddPolicyRequest,
  type ListPoliciesResponse,
  POLICY_MESSAGES,
  type Policy,
  type PolicyEntity,
  type SetPolicyMultipleRequest,
} from '../../src/contract/policies.ts';
import { ConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { IAM_CALLS_AT_ONCE, missingFrom, namingUsers, policyNamesOf } from '../users/calls.ts';

/** A user or a group, as MinIO's policy attachment names it. */
type Entity = { user: string; group?: never } | { group: string; user?: never };

const entityOf = (type: PolicyEntity, name: string): Entity =>
  type === 'user' ? { user: name } : { group: name };

const policyOf = (name: string, document: unknown): Policy => ({ name, policy: JSON.stringify(document) });

export async function listPolicies(admin: AdminClient): Promise<ListPoliciesResponse> {
  const documents = await admin.listCannedPolicies();
  const policies = Object.keys(documents)
    .sort()
    .map((name) => policyOf(name, documents[name]));
  return { policies, total: policies.length };
}

export async function policyInfo(admin: AdminClient, name: string): Promise<Policy> {
  const info = await admin.infoCannedPolicy(name);
  return policyOf(info.PolicyName, info.Policy);
}

/** POST /policies: MinIO validates the document and refuses it with its own message. */
export async function addPolicy(admin: AdminClient, { name, policy }: AddPolicyRequest): Promise<Policy> {
  await admin.addCannedPolicy(name, policy);
  return policyInfo(admin, name);
}

/** GET /policies/{policy}/users and …/groups: sorted names, `null` when none. */
export async function policyEntityNames(
  admin: AdminClient,
  policy: string,
  kind: 'users' | 'groups',
): Promise<string[] | null> {
  // One after the other, so a refusal is always the same one: the entities first (they need more than
  // admin:GetPolicy), then the policy itself, since the entities answer an unknown policy as one without any.
  const entities = await admin.getPolicyEntities({ policies: [policy] });
  await admin.infoCannedPolicy(policy);
  const names = entities.policyMappings?.find((mapping) => mapping.policy === policy)?.[kind] ?? [];
  return names.length > 0 ? [...names].sort() : null;
}

interface Attached {
  policies: string[];
  /** MinIO refuses to change a disabled group's policies, with an internal error. */
  disabledGroup: boolean;
}

async function attachedPolicies(admin: AdminClient, entity: Entity): Promise<Attached> {
  if (entity.user !== undefined) {
    const info = await namingUsers(admin.getUserInfo(entity.user));
    return { policies: policyNamesOf(info.policyName), disabledGroup: false };
  }
  const group = await admin.getGroupDescription(entity.group);
  return { policies: policyNamesOf(group.policy), disabledGroup: group.status === 'disabled' };
}

/** The entity's policies become exactly `names`. */
async function setExactly(admin: AdminClient, entity: Entity, names: readonly string[]): Promise<void> {
  const current = await attachedPolicies(admin, entity);
  await change(
    admin,
    entity,
    current,
    missingFrom(current.policies, names),
    missingFrom(names, current.policies),
  );
}

/** The entity keeps its policies and gains `names`. */
async function addTo(admin: AdminClient, entity: Entity, names: readonly string[]): Promise<void> {
  const current = await attachedPolicies(admin, entity);
  await change(admin, entity, current, missingFrom(current.policies, names), []);
}

/** Attaches first: a policy MinIO does not know fails the request before anything was detached. */
async function change(
  admin: AdminClient,
  entity: Entity,
  current: Attached,
  attach: string[],
  detach: string[],
) {
  if (attach.length === 0 && detach.length === 0) return;
  if (current.disabledGroup) throw new ConsoleError(400, POLICY_MESSAGES.groupDisabled);
  if (attach.length > 0) await namingUsers(admin.attachPolicy({ policies: attach, ...entity }));
  if (detach.length > 0) await admin.detachPolicy({ policies: detach, ...entity });
}

/** PUT /set-policy. */
export function setPolicy(admin: AdminClient, type: PolicyEntity, name: string, policies: string[]) {
  return setExactly(admin, entityOf(type, name), policies);
}

/** PUT /set-policy-multi: users' policies are replaced, and a single group's; several groups each gain them. */
export async function setPolicyMultiple(
  admin: AdminClient,
  { name: policies, users = [], groups = [] }: SetPolicyMultipleRequest,
): Promise<void> {
  const mergeIntoGroups = groups.length > 1;
  const changes = [
    ...[...new Set(users)].map((user) => () => setExactly(admin, { user }, policies)),
    ...[...new Set(groups)].map(
      (group) => () => (mergeIntoGroups ? addTo : setExactly)(admin, { group }, policies),
    ),
  ];
  await mapConcurrently(changes, IAM_CALLS_AT_ONCE, (change) => change());
}

/** GET /user/policy: the session's own effective policy, which any user may read. */
export async function sessionPolicy(admin: AdminClient): Promise<string> {
  return JSON.stringify((await admin.accountInfo()).Policy ?? {});
}
