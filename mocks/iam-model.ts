/**
 * MinIO's built-in identity provider in memory: users, groups, policies, access keys and which policies are
 * attached to whom. Each operation keeps MinIO's rules and refuses with MinIO's own words (`IamRefusal`, with
 * the status the console answers), so the handlers compose them as the console server composes MinIO's calls.
 */

import { ADMIN_ACTIONS, matchesWildcard, S3_ACTIONS } from '../src/contract/iam-actions';
import type { EntityStatus } from '../src/contract/iam-names';
import { mergedPolicy, POLICY_MESSAGES } from '../src/contract/policies';

/** A refusal of an identity operation (MinIO's words, or the console's), with the status the console answers. */
export class IamRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** MinIO's texts for its identity refusals. */
export const MINIO_IAM_MESSAGES = {
  noSuchUser: 'The specified user does not exist. (Specified user does not exist)',
  noSuchGroup: 'The specified group does not exist. (Specified group does not exist)',
  noSuchPolicy: 'The canned policy does not exist. (Specified canned policy does not exist)',
  noSuchAccessKey: 'The specified service account is not found (Specified service account does not exist)',
  noAccessKeyToDelete: 'The specified service account is not found',
  groupNotEmpty:
    'The specified group is not empty - cannot remove it. (Specified group is not empty - cannot remove it)',
  policyInUse: 'The policy cannot be removed, as it is in use',
  policyChangeAlreadyApplied:
    'The specified policy change is already in effect. (Specified policy update has no net effect)',
  accessKeyTaken:
    'Specified service account action is not allowed: the service account access key already taken',
  actionNotAllowed: 'Specified IAM action is not allowed',
  sameAsAdmin: 'Credential is not allowed to be same as admin access key',
  noTargetUser: (user: string) => `Specified target user ${user} does not exist`,
  invalidArguments: 'Invalid arguments specified. (Invalid arguments specified)',
  policyVersion: 'The policy must contain a valid version string',
  emptyAction: 'Action must not be empty',
  emptyResource: 'Resource must not be empty',
  invalidEffect: (effect: string) => `invalid Effect ${effect}`,
  invalidResource: (resource: string) => `invalid resource '${resource}'`,
  unsupportedAction: (action: string) => `unsupported action '${action}'`,
  invalidVersion: (version: string) => `invalid version '${version}'`,
} as const;

/** MinIO's refusal naming a user it does not have, or will not act for (a disabled one, at times). */
export class NoSuchUser extends IamRefusal {
  constructor(message: string = MINIO_IAM_MESSAGES.noSuchUser) {
    super(404, message);
  }
}

export type PolicyDocument = Record<string, unknown>;

export interface MockIamUser {
  accessKey: string;
  status: EntityStatus;
  /** Attached policies, in the order MinIO keeps them. */
  policies: string[];
}

export interface MockGroup {
  name: string;
  status: EntityStatus;
  members: string[];
  policies: string[];
}

export interface MockAccessKey {
  accessKey: string;
  /** The user (or root) the key acts for. */
  parent: string;
  status: 'on' | 'off';
  name?: string;
  description?: string;
  /** RFC 3339; absent when the key does not expire. */
  expiration?: string;
  /** The restricting policy; absent when the key has its parent's policies. */
  policy?: PolicyDocument;
}

export type PolicyHolder = { user: string } | { group: string };

/** The account MinIO runs as: not a user of the identity provider, but a parent of access keys. */
export const ROOT_ACCESS_KEY = 'minioadmin';

const allow = (actions: string[], resources?: string[]) => ({
  Effect: 'Allow',
  Action: actions,
  ...(resources ? { Resource: resources } : {}),
});
const policyOf = (...statements: object[]): PolicyDocument => ({
  Version: '2012-10-17',
  Statement: statements,
});
const EVERY_BUCKET = ['arn:aws:s3:::*'];

/** MinIO's own policies, as `mc admin policy info` prints them. */
const BUILT_IN_POLICIES = {
  consoleAdmin: policyOf(allow(['admin:*']), allow(['kms:*']), allow(['s3:*'], EVERY_BUCKET)),
  diagnostics: policyOf(
    allow(
      [
        'admin:OBDInfo',
        'admin:BandwidthMonitor',
        'admin:Prometheus',
        'admin:Profiling',
        'admin:ServerTrace',
        'admin:ConsoleLog',
        'admin:ServerInfo',
        'admin:TopLocksInfo',
      ],
      EVERY_BUCKET,
    ),
  ),
  readonly: policyOf(allow(['s3:GetBucketLocation', 's3:GetObject'], EVERY_BUCKET)),
  readwrite: policyOf(allow(['s3:*'], EVERY_BUCKET)),
  writeonly: policyOf(allow(['s3:PutObject'], EVERY_BUCKET)),
} satisfies Record<string, PolicyDocument>;

/** The demo's own policies, users, groups and access keys; `readonly` is the read-only session's user. */
function seed() {
  const policies = {
    ...BUILT_IN_POLICIES,
    'photos-editors': policyOf(allow(['s3:*'], ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/*'])),
    'backups-writer': policyOf(
      allow(['s3:ListBucket'], ['arn:aws:s3:::backups']),
      allow(['s3:PutObject'], ['arn:aws:s3:::backups/*']),
    ),
  };
  const users: MockIamUser[] = [
    { accessKey: 'readonly', status: 'enabled', policies: ['readonly'] },
    { accessKey: 'alice', status: 'enabled', policies: ['photos-editors'] },
    { accessKey: 'bob', status: 'enabled', policies: [] },
    { accessKey: 'carol', status: 'enabled', policies: ['diagnostics'] },
    { accessKey: 'backup-bot', status: 'enabled', policies: ['backups-writer'] },
    { accessKey: 'dave', status: 'disabled', policies: [] },
  ];
  const groups: MockGroup[] = [
    { name: 'photo-team', status: 'enabled', members: ['bob', 'carol'], policies: ['photos-editors'] },
    {
      name: 'auditors',
      status: 'enabled',
      members: ['carol', 'dave'],
      policies: ['diagnostics', 'readonly'],
    },
    { name: 'contractors', status: 'disabled', members: [], policies: [] },
  ];
  const accessKeys: MockAccessKey[] = [
    {
      accessKey: 'CIUPLOADER7K2M9QX4TB',
      parent: ROOT_ACCESS_KEY,
      status: 'on',
      name: 'CI uploads',
      description: 'Pushes release builds to backups',
      expiration: '2030-01-01T00:00:00Z',
      policy: policyOf(allow(['s3:PutObject'], ['arn:aws:s3:::backups/*'])),
    },
    { accessKey: 'ALICELAPTOP4R8D2HZ1V', parent: 'alice', status: 'on', name: 'Laptop' },
    { accessKey: 'BACKUPNIGHTLY0S5W3JE', parent: 'backup-bot', status: 'off', name: 'Nightly job' },
  ];
  return { policies, users, groups, accessKeys };
}

let policies = new Map<string, PolicyDocument>();
let users = new Map<string, MockIamUser>();
let groups = new Map<string, MockGroup>();
let accessKeys = new Map<string, MockAccessKey>();

export function resetIam(): void {
  const seeded = seed();
  policies = new Map(Object.entries(seeded.policies));
  users = new Map(seeded.users.map((user) => [user.accessKey, user]));
  groups = new Map(seeded.groups.map((group) => [group.name, group]));
  accessKeys = new Map(seeded.accessKeys.map((key) => [key.accessKey, key]));
}
resetIam();

/** Names in MinIO's (and the console's) order: by code unit, not by locale. */
export const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Users

export const allUsers = (): MockIamUser[] => [...users.values()];

/** The groups the user is a member of, sorted. */
export const groupsOf = (accessKey: string): string[] =>
  [...groups.values()]
    .filter((group) => group.members.includes(accessKey))
    .map((group) => group.name)
    .sort(byName);

/** MinIO's GetUserInfo: an access key is not a user, and says so. */
export function userInfo(accessKey: string): MockIamUser {
  const user = users.get(accessKey);
  if (user) return user;
  if (accessKeys.has(accessKey)) throw new IamRefusal(403, MINIO_IAM_MESSAGES.actionNotAllowed);
  throw new NoSuchUser();
}

export const userExists = (accessKey: string): boolean => users.has(accessKey);

/** MinIO's AddUser: creates the user, or keeps an existing one (its secret would change). */
export function addUser(accessKey: string): void {
  if (accessKey === ROOT_ACCESS_KEY || accessKeys.has(accessKey)) {
    throw new IamRefusal(403, MINIO_IAM_MESSAGES.sameAsAdmin);
  }
  if (!users.has(accessKey)) users.set(accessKey, { accessKey, status: 'enabled', policies: [] });
}

/** MinIO's RemoveUser: the user's memberships and access keys go with it. */
export function removeUser(accessKey: string): void {
  userInfo(accessKey);
  users.delete(accessKey);
  for (const group of groups.values()) group.members = group.members.filter((m) => m !== accessKey);
  for (const key of accessKeys.values()) if (key.parent === accessKey) accessKeys.delete(key.accessKey);
}

export function setUserStatus(accessKey: string, status: EntityStatus): void {
  userInfo(accessKey).status = status;
}

// Groups

export const groupNames = (): string[] => [...groups.keys()];

export const allGroups = (): MockGroup[] => [...groups.values()];

export function groupDescription(name: string): MockGroup {
  const group = groups.get(name);
  if (!group) throw new IamRefusal(404, MINIO_IAM_MESSAGES.noSuchGroup);
  return group;
}

/**
 * MinIO's UpdateGroupMembers. Adding creates the group when it is new (every member must be a user); removing
 * no members deletes the group, which must be empty.
 */
export function updateGroupMembers(name: string, members: readonly string[], isRemove: boolean): void {
  for (const member of members) userInfo(member);
  if (!isRemove) {
    const group = groups.get(name) ?? { name, status: 'enabled', members: [], policies: [] };
    group.members = [...new Set([...group.members, ...members])];
    groups.set(name, group);
    return;
  }
  const group = groupDescription(name);
  if (members.length > 0) {
    group.members = group.members.filter((member) => !members.includes(member));
    return;
  }
  if (group.members.length > 0) throw new IamRefusal(400, MINIO_IAM_MESSAGES.groupNotEmpty);
  groups.delete(name);
}

export function setGroupStatus(name: string, status: EntityStatus): void {
  groupDescription(name).status = status;
}

// Policies

/** Policy name → document, sorted by name. */
export const allPolicies = (): [string, PolicyDocument][] =>
  [...policies.entries()].sort(([a], [b]) => byName(a, b));

export function policyDocument(name: string): PolicyDocument {
  const document = policies.get(name);
  if (!document) throw new IamRefusal(404, MINIO_IAM_MESSAGES.noSuchPolicy);
  return document;
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

const actionsOf = (statement: Record<string, unknown>) =>
  listOf(statement.Action ?? statement.NotAction).map(String);

/** MinIO reads an S3 action, or a pattern matching one, and refuses any other while parsing the document. */
const isUnsupported = (action: string) =>
  action.startsWith('s3:') && !S3_ACTIONS.some((known) => matchesWildcard(action, known));

const isAdminAction = (action: string) =>
  (ADMIN_ACTIONS as readonly string[]).some((known) => matchesWildcard(action, known));

/** Why a statement is not valid for MinIO, or null: statements of admin actions alone need no resource. */
function statementProblem(statement: Record<string, unknown>): string | null {
  if (statement.Effect !== 'Allow' && statement.Effect !== 'Deny') {
    return MINIO_IAM_MESSAGES.invalidEffect(String(statement.Effect ?? ''));
  }
  const actions = actionsOf(statement);
  if (actions.length === 0) return MINIO_IAM_MESSAGES.emptyAction;
  if (actions.every(isAdminAction)) return null;
  const resources = listOf(statement.Resource ?? statement.NotResource).map(String);
  if (resources.length === 0) return MINIO_IAM_MESSAGES.emptyResource;
  const bad = resources.find((resource) => resource !== '*' && !resource.startsWith('arn:aws:s3:::'));
  return bad === undefined ? null : MINIO_IAM_MESSAGES.invalidResource(bad);
}

const statementsOf = (document: PolicyDocument) => listOf(document.Statement) as Record<string, unknown>[];

/**
 * The first of MinIO's objections to a policy document, in the order MinIO finds them (parsing, the version,
 * each statement), or null: the rules the demo's editor meets most. A policy (`canned`) needs a version and a
 * statement; an access key's restricting policy may do without either.
 */
function documentProblem(document: PolicyDocument, canned: boolean): string | null {
  const statements = statementsOf(document);
  const unsupported = statements.flatMap(actionsOf).find(isUnsupported);
  if (unsupported !== undefined) return MINIO_IAM_MESSAGES.unsupportedAction(unsupported);
  const version = String(document.Version ?? '');
  if (version === '' && canned) return MINIO_IAM_MESSAGES.policyVersion;
  if (version !== '' && version !== '2012-10-17') return MINIO_IAM_MESSAGES.invalidVersion(version);
  for (const statement of statements) {
    const problem = statementProblem(statement);
    if (problem) return problem;
  }
  return statements.length === 0 && canned ? MINIO_IAM_MESSAGES.invalidArguments : null;
}

/** A restricting policy MinIO accepts: one without version or statements leaves the key its parent's. */
function restriction(policy: PolicyDocument | undefined): PolicyDocument | undefined {
  if (!policy) return undefined;
  const problem = documentProblem(policy, false);
  if (problem) throw new IamRefusal(400, problem);
  return !policy.Version && statementsOf(policy).length === 0 ? undefined : policy;
}

/** MinIO's AddCannedPolicy: creates the policy, or replaces the document of the one with that name. */
export function addPolicy(name: string, document: PolicyDocument): void {
  const problem = documentProblem(document, true);
  if (problem) throw new IamRefusal(400, problem);
  policies.set(name, document);
}

/** MinIO's RemoveCannedPolicy: an unknown name is no error; one still attached is. */
export function removePolicy(name: string): void {
  const { users: holders, groups: groupHolders } = policyEntities(name);
  if (holders.length > 0 || groupHolders.length > 0)
    throw new IamRefusal(400, MINIO_IAM_MESSAGES.policyInUse);
  policies.delete(name);
}

/** The users and groups the policy is attached to, each sorted. */
export function policyEntities(name: string): { users: string[]; groups: string[] } {
  const holding = (entity: { policies: string[] }) => entity.policies.includes(name);
  return {
    users: allUsers()
      .filter(holding)
      .map((user) => user.accessKey)
      .sort(byName),
    groups: [...groups.values()]
      .filter(holding)
      .map((group) => group.name)
      .sort(byName),
  };
}

/** Who MinIO attaches policies to: an enabled user (a disabled one it does not find), or a group. */
function holderOf(holder: PolicyHolder): { policies: string[] } {
  if ('user' in holder) {
    const user = userInfo(holder.user);
    if (user.status === 'disabled') throw new NoSuchUser();
    return user;
  }
  const group = groupDescription(holder.group);
  if (group.status === 'disabled') throw new IamRefusal(400, POLICY_MESSAGES.groupDisabled);
  return group;
}

/**
 * MinIO's AttachPolicy (`detach` false) and DetachPolicy: refused when nothing would change. MinIO keeps the
 * names sorted.
 */
export function changePolicies(names: readonly string[], holder: PolicyHolder, detach: boolean): void {
  for (const name of names) policyDocument(name);
  const entity = holderOf(holder);
  const changed = names.filter((name) => entity.policies.includes(name) === detach);
  if (changed.length === 0) throw new IamRefusal(400, MINIO_IAM_MESSAGES.policyChangeAlreadyApplied);
  const kept = entity.policies.filter((name) => !changed.includes(name));
  entity.policies = (detach ? kept : [...kept, ...changed]).sort(byName);
}

/** A user's own policies followed by those of its groups (`enabledOnly`: of the enabled ones), each once. */
export function policiesReaching(accessKey: string, { enabledOnly = false } = {}): string[] {
  const own = userInfo(accessKey).policies;
  const fromGroups = groupsOf(accessKey)
    .map((name) => groupDescription(name))
    .filter((group) => !enabledOnly || group.status === 'enabled')
    .flatMap((group) => group.policies);
  return [...new Set([...own, ...fromGroups])];
}

/** One document with the statements of the named policies, each statement once. */
export const mergedPolicyOf = (names: readonly string[]): PolicyDocument =>
  mergedPolicy(names.map((name) => policies.get(name)));

/** What MinIO's AccountInfo reports as the account's policy: root's own, or the merge of those reaching the user. */
export function effectivePolicy(accessKey: string): PolicyDocument {
  if (accessKey === ROOT_ACCESS_KEY) return BUILT_IN_POLICIES.consoleAdmin;
  const names = policiesReaching(accessKey, { enabledOnly: true });
  return names.length > 0 ? mergedPolicyOf(names) : { Version: '', Statement: null };
}

// Access keys

export const accessKeysOf = (parent: string): MockAccessKey[] =>
  [...accessKeys.values()].filter((key) => key.parent === parent);

export function accessKeyInfo(accessKey: string): MockAccessKey {
  const key = accessKeys.get(accessKey);
  if (!key) throw new IamRefusal(404, MINIO_IAM_MESSAGES.noSuchAccessKey);
  return key;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SECRET_ALPHABET = `${KEY_ALPHABET}abcdefghijklmnopqrstuvwxyz`;

const randomText = (length: number, alphabet: string) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => alphabet[byte % alphabet.length]).join(
    '',
  );

export interface NewAccessKey extends Omit<MockAccessKey, 'accessKey' | 'status'> {
  accessKey?: string;
  secretKey?: string;
}

/**
 * MinIO's AddServiceAccount: keys it is not given are generated, 20 and 40 characters long as MinIO's are. A
 * disabled user is one MinIO does not find.
 */
export function addAccessKey(request: NewAccessKey): { accessKey: string; secretKey: string } {
  const {
    secretKey = randomText(40, SECRET_ALPHABET),
    accessKey = randomText(20, KEY_ALPHABET),
    ...rest
  } = request;
  if (request.parent !== ROOT_ACCESS_KEY && users.get(request.parent)?.status !== 'enabled') {
    throw new NoSuchUser(MINIO_IAM_MESSAGES.noTargetUser(request.parent));
  }
  if (accessKeys.has(accessKey)) throw new IamRefusal(400, MINIO_IAM_MESSAGES.accessKeyTaken);
  if (accessKey === ROOT_ACCESS_KEY || users.has(accessKey)) {
    throw new IamRefusal(403, MINIO_IAM_MESSAGES.actionNotAllowed);
  }
  accessKeys.set(accessKey, { ...rest, policy: restriction(rest.policy), accessKey, status: 'on' });
  return { accessKey, secretKey };
}

export type AccessKeyChanges = Partial<Omit<MockAccessKey, 'accessKey' | 'parent'>>;

/**
 * MinIO's UpdateServiceAccount: the policy is always set (none returns the key to its parent's); of the rest,
 * only what is given and not empty changes.
 */
export function updateAccessKey(accessKey: string, { policy, ...changes }: AccessKeyChanges): void {
  const key = accessKeyInfo(accessKey);
  const given = Object.entries(changes).filter(([, value]) => value !== undefined && value !== '');
  Object.assign(key, Object.fromEntries(given), { policy: restriction(policy) });
}

/** MinIO's DeleteServiceAccount, which names a key it does not have in words of its own. */
export function accessKeyToDelete(accessKey: string): MockAccessKey {
  const key = accessKeys.get(accessKey);
  if (!key) throw new IamRefusal(404, MINIO_IAM_MESSAGES.noAccessKeyToDelete);
  return key;
}

export function deleteAccessKey(accessKey: string): void {
  accessKeys.delete(accessKeyToDelete(accessKey).accessKey);
}
