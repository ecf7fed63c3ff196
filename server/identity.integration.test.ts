import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../src/contract/account.ts';
import { GROUP_MESSAGES } from '../src/contract/groups.ts';
import { POLICY_MESSAGES } from '../src/contract/policies.ts';
import { USER_MESSAGES } from '../src/contract/users.ts';
import { DEFAULT_LOGIN_LIMITS } from './auth/throttle.ts';
import { type InProcessConsole, inProcessConsole, minioTestEnv } from './test-support/console-app.ts';
import { jsonLines, type Mc, mcFor } from './test-support/mc.ts';

// Users, groups, access keys and policies through the console server against a real MinIO; every effect and
// every refusal is checked with mc.

const id = randomBytes(3).toString('hex');
/** A user, group or policy name of this suite. */
const named = (what: string) => `srv-${what}-${id}`;
/** An access key of this suite (MinIO allows 20 characters). */
const keyNamed = (what: string) => `srv${what}${id}`;
const secretOf = (name: string) => `${name}-secret`.slice(-40);

const admin = named('admin');
const taken = named('taken');
const fullGroup = named('full');
const inUse = named('inuse');
const takenKey = keyNamed('taken');
const ghost = named('ghost');
const bucketArn = `arn:aws:s3:::srv-${id}/*`;
const inUseDocument = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [bucketArn] }],
};
const UNSUPPORTED_ACTION = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:Nope'], Resource: ['arn:aws:s3:::*'] }],
});

let env: ReturnType<typeof minioTestEnv>;
let mc: Mc;
let consoleApp: InProcessConsole;
let rootCookie: string;
let adminCookie: string;

interface Answer {
  status: number;
  body: unknown;
  cookie: string | undefined;
}

async function api(method: string, path: string, body?: unknown, cookie = rootCookie): Promise<Answer> {
  const headers: Record<string, string> = { cookie };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await consoleApp.request(`/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('token='));
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    cookie: setCookie?.split(';')[0],
  };
}

const sessionStatus = async (cookie: string) => (await api('GET', '/session', undefined, cookie)).status;

async function loginStatus(accessKey: string, secretKey: string): Promise<number> {
  const response = await consoleApp.request('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey, secretKey }),
  });
  return response.status;
}

/** mc's JSON answer, or `{ failed: true }` when mc fails (the thing asked about does not exist). */
function mcJson(...args: string[]): Record<string, unknown> {
  try {
    return jsonLines(mc.run([...args, '--json']))[0] as Record<string, unknown>;
  } catch {
    return { failed: true };
  }
}

const userInfo = (user: string) => mcJson('admin', 'user', 'info', mc.alias, user);
const groupInfo = (group: string) => mcJson('admin', 'group', 'info', mc.alias, group);
const keyInfo = (key: string) => mcJson('admin', 'user', 'svcacct', 'info', mc.alias, key);
const policyInfo = (policy: string) => mcJson('admin', 'policy', 'info', mc.alias, policy);
const userNames = () =>
  (jsonLines(mc.run(['admin', 'user', 'list', mc.alias, '--json'])) as { accessKey: string }[]).map(
    (user) => user.accessKey,
  );
const groupNames = () => (mcJson('admin', 'group', 'list', mc.alias).groups as string[] | undefined) ?? [];
const keysOf = (user: string) =>
  (jsonLines(mc.run(['admin', 'user', 'svcacct', 'ls', mc.alias, user, '--json'])) as { accessKey: string }[])
    .map((key) => key.accessKey)
    .sort();
/** A statement with each of its lists sorted. */
const sortedLists = (statement: object) =>
  Object.fromEntries(
    Object.entries(statement).map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value]),
  );
const userPolicies = (user: string) =>
  String(userInfo(user).policyName ?? '')
    .split(',')
    .filter(Boolean)
    .sort();
const groupPolicies = (group: string) =>
  String(groupInfo(group).groupPolicy ?? '')
    .split(',')
    .filter(Boolean)
    .sort();

function addUser(user: string, ...policies: string[]) {
  mc.run(['admin', 'user', 'add', mc.alias, user, secretOf(user)]);
  for (const policy of policies) mc.run(['admin', 'policy', 'attach', mc.alias, policy, '--user', user]);
}

function addPolicy(name: string, document: object) {
  const file = join(tmpdir(), `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  try {
    mc.run(['admin', 'policy', 'create', mc.alias, name, file]);
  } finally {
    rmSync(file);
  }
}

/** Removes everything of this suite's: users (and with them their access keys), groups, policies. */
function removeSuiteEntities() {
  const mine = (name: string) => name.includes(id);
  for (const key of keysOf(env.rootUser).filter(mine))
    mc.run(['admin', 'user', 'svcacct', 'rm', mc.alias, key]);
  for (const group of groupNames().filter(mine)) {
    const members = (groupInfo(group).members as string[] | undefined) ?? [];
    if (members.length > 0) mc.run(['admin', 'group', 'rm', mc.alias, group, ...members]);
    mc.run(['admin', 'group', 'rm', mc.alias, group]);
  }
  for (const user of userNames().filter(mine)) mc.run(['admin', 'user', 'rm', mc.alias, user]);
  const policies = jsonLines(mc.run(['admin', 'policy', 'list', mc.alias, '--json'])) as { policy: string }[];
  for (const { policy } of policies.filter((entry) => mine(entry.policy))) {
    mc.run(['admin', 'policy', 'rm', mc.alias, policy]);
  }
}

beforeAll(async () => {
  env = minioTestEnv();
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  addPolicy(inUse, inUseDocument);
  addUser(admin, 'consoleAdmin');
  addUser(taken, inUse);
  mc.run(['admin', 'group', 'add', mc.alias, fullGroup, taken]);
  mc.run([
    'admin',
    'user',
    'svcacct',
    'add',
    mc.alias,
    taken,
    '--access-key',
    takenKey,
    '--secret-key',
    secretOf(takenKey),
  ]);
  consoleApp = inProcessConsole(env.endpoint);
  rootCookie = await consoleApp.login(env.rootUser, env.rootPassword);
  adminCookie = await consoleApp.login(admin, secretOf(admin));
}, 60_000);

afterAll(() => {
  removeSuiteEntities();
  mc.dispose();
  consoleApp?.dispose();
}, 60_000);

interface Refusal {
  request: () => [method: string, path: string, body?: unknown];
  cookie?: () => string;
  status: number;
  message: string | RegExp;
  detail?: string;
  /** What mc says of what the request must leave as it was. */
  unchanged: () => Promise<unknown> | unknown;
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
const newUser = (accessKey: string, secretKey = 'a-good-secret') => ({
  accessKey,
  secretKey,
  groups: [],
  policies: [],
});

const REFUSALS: Record<string, Refusal> = {
  'a user name in use': {
    request: () => ['POST', '/users', newUser(taken, 'another-secret')],
    status: 400,
    message: USER_MESSAGES.taken,
    unchanged: async () => [userInfo(taken), await loginStatus(taken, secretOf(taken))],
  },
  'a group name in use': {
    request: () => ['POST', '/groups', { group: fullGroup, members: [admin] }],
    status: 400,
    message: GROUP_MESSAGES.taken,
    unchanged: () => groupInfo(fullGroup),
  },
  'an access key in use': {
    request: () => [
      'POST',
      `/user/${taken}/service-account-credentials`,
      { accessKey: takenKey, secretKey: 'another-secret' },
    ],
    status: 400,
    message: /access key already taken/,
    unchanged: () => [keyInfo(takenKey), keysOf(taken)],
  },
  'an access key of 2 characters': {
    request: () => ['POST', '/users', newUser('s9')],
    status: 400,
    message: 'Invalid request',
    detail: 'accessKey: The access key has at least 3 characters',
    unchanged: () => userNames().includes('s9'),
  },
  'an access key with a space': {
    request: () => ['POST', '/users', newUser(`srv bad-${id}`)],
    status: 400,
    message: 'Invalid request',
    detail: 'accessKey: The access key has no spaces or special characters',
    unchanged: () => userNames().includes(`srv bad-${id}`),
  },
  'an access key with "="': {
    request: () => ['POST', '/users', newUser(`srv=bad-${id}`)],
    status: 400,
    message: 'Invalid request',
    detail: 'accessKey: The access key cannot contain "=" or ","',
    unchanged: () => userNames().includes(`srv=bad-${id}`),
  },
  'an access key (of a key) of 21 characters': {
    request: () => [
      'POST',
      `/user/${taken}/service-account-credentials`,
      { accessKey: keyNamed('x'.repeat(12)), secretKey: 'a-good-secret' },
    ],
    status: 400,
    message: 'Invalid request',
    detail: 'accessKey: The access key has at most 20 characters',
    unchanged: () => keysOf(taken),
  },
  'a user secret key of 7 characters': {
    request: () => ['POST', '/users', newUser(named('short'), '1234567')],
    status: 400,
    message: 'Invalid request',
    detail: 'secretKey: The secret key has at least 8 characters',
    unchanged: () => userNames().includes(named('short')),
  },
  'an access key secret of 7 characters': {
    request: () => [
      'POST',
      `/user/${taken}/service-account-credentials`,
      { accessKey: keyNamed('short'), secretKey: '1234567' },
    ],
    status: 400,
    message: 'Invalid request',
    detail: 'secretKey: The secret key has at least 8 characters',
    unchanged: () => keysOf(taken),
  },
  'a policy that is not JSON': {
    request: () => ['POST', '/policies', { name: named('broken'), policy: '{"Version":' }],
    status: 400,
    message: 'Invalid request',
    detail: 'policy: The policy is not valid JSON',
    unchanged: () => policyInfo(named('broken')),
  },
  'a policy MinIO refuses (its message passes through)': {
    request: () => ['POST', '/policies', { name: named('nope'), policy: UNSUPPORTED_ACTION }],
    status: 400,
    message: "unsupported action 's3:Nope'",
    unchanged: () => policyInfo(named('nope')),
  },
  'a restricting policy MinIO refuses': {
    request: () => ['POST', `/user/${taken}/service-accounts`, { policy: UNSUPPORTED_ACTION }],
    status: 400,
    message: "unsupported action 's3:Nope'",
    unchanged: () => keysOf(taken),
  },
  'deleting a policy still attached (MinIO’s message)': {
    request: () => ['DELETE', `/policy/${inUse}`],
    status: 400,
    message: 'The policy cannot be removed, as it is in use',
    unchanged: () => [policyInfo(inUse), userPolicies(taken)],
  },
  'deleting the user logged in as': {
    request: () => ['DELETE', `/user/${admin}`],
    cookie: () => adminCookie,
    status: 403,
    message: USER_MESSAGES.deleteSelf,
    unchanged: () => userInfo(admin),
  },
  'disabling the user logged in as': {
    request: () => ['PUT', `/user/${admin}`, { status: 'disabled', groups: [] }],
    cookie: () => adminCookie,
    status: 403,
    message: USER_MESSAGES.disableSelf,
    unchanged: () => userInfo(admin),
  },
  'deleting a group with members (MinIO’s message)': {
    request: () => ['DELETE', `/group/${fullGroup}`],
    status: 400,
    message: /The specified group is not empty - cannot remove it/,
    unchanged: () => groupInfo(fullGroup),
  },
  'an expiry in the past': {
    request: () => ['POST', `/user/${taken}/service-accounts`, { expiry: inDays(-1) }],
    status: 400,
    message: 'Invalid request',
    detail: 'expiry: The expiry is in the future',
    unchanged: () => keysOf(taken),
  },
  'an expiry 5 minutes ahead': {
    request: () => ['POST', `/user/${taken}/service-accounts`, { expiry: inDays(5 / (24 * 60)) }],
    status: 400,
    message: 'Invalid request',
    detail: 'expiry: The expiry is at least 15 minutes from now',
    unchanged: () => keysOf(taken),
  },
  'an expiry 366 days ahead': {
    request: () => ['POST', `/user/${taken}/service-accounts`, { expiry: inDays(366) }],
    status: 400,
    message: 'Invalid request',
    detail: 'expiry: The expiry is at most 365 days from now',
    unchanged: () => keysOf(taken),
  },
  'a wrong current secret key': {
    request: () => [
      'POST',
      '/account/change-password',
      { current_secret_key: 'not-the-secret', new_secret_key: 'a-new-secret' },
    ],
    cookie: () => adminCookie,
    status: 403,
    message: ACCOUNT_MESSAGES.wrongPassword,
    unchanged: () => loginStatus(admin, secretOf(admin)),
  },
  'an unknown user': {
    request: () => ['GET', `/user/${ghost}`],
    status: 404,
    message: USER_MESSAGES.notFound,
    unchanged: () => userNames().includes(ghost),
  },
  'a new secret key for an unknown user (MinIO would create it)': {
    request: () => [
      'POST',
      '/account/change-user-password',
      { selectedUser: ghost, newSecretKey: 'a-new-secret' },
    ],
    status: 404,
    message: USER_MESSAGES.notFound,
    unchanged: () => userNames().includes(ghost),
  },
  'a new group with an unknown member': {
    request: () => ['POST', '/groups', { group: named('ghosts'), members: [ghost] }],
    status: 404,
    message: USER_MESSAGES.notFound,
    unchanged: () => groupNames().includes(named('ghosts')),
  },
};

describe('identity requests MinIO or the contract refuse', () => {
  it.each(Object.entries(REFUSALS))('%s', { timeout: 30_000 }, async (_rule, refusal) => {
    const before = await refusal.unchanged();
    const [method, path, body] = refusal.request();
    const answer = await api(method, path, body, refusal.cookie?.() ?? rootCookie);
    expect(answer.status).toBe(refusal.status);
    expect(answer.body).toMatchObject({
      code: refusal.status,
      message: typeof refusal.message === 'string' ? refusal.message : expect.stringMatching(refusal.message),
    });
    if (refusal.detail) expect(answer.body).toMatchObject({ detailedMessage: refusal.detail });
    expect(await refusal.unchanged()).toEqual(before);
  });
});

describe('users', () => {
  it('adds a user with its groups and policies', async () => {
    const user = named('new');
    const answer = await api('POST', '/users', {
      accessKey: user,
      secretKey: secretOf(user),
      groups: [fullGroup, named('joined')],
      policies: ['readonly', inUse],
    });
    expect(answer).toMatchObject({ status: 201, body: { accessKey: user, status: 'enabled' } });
    expect(userPolicies(user)).toEqual([inUse, 'readonly'].sort());
    expect(userInfo(user)).toMatchObject({
      userStatus: 'enabled',
      memberOf: expect.arrayContaining([
        expect.objectContaining({ name: fullGroup }),
        expect.objectContaining({ name: named('joined') }),
      ]),
    });
    expect(await loginStatus(user, secretOf(user))).toBe(204);
  });

  it('leaves nothing of a user whose policy MinIO does not know', async () => {
    const user = named('half');
    const answer = await api('POST', '/users', { ...newUser(user), policies: [named('nosuch')] });
    expect(answer.status).toBe(404);
    expect(userNames()).not.toContain(user);
  });

  it('reads a user, with hasPolicy through a group', async () => {
    const user = named('grouped');
    addUser(user);
    const group = named('policied');
    mc.run(['admin', 'group', 'add', mc.alias, group, user]);
    mc.run(['admin', 'policy', 'attach', mc.alias, 'readonly', '--group', group]);
    expect((await api('GET', `/user/${user}`)).body).toEqual({
      accessKey: user,
      policy: [],
      memberOf: [group],
      status: 'enabled',
      hasPolicy: true,
    });
  });

  it('sets the complete group membership and the status', async () => {
    const user = named('moving');
    addUser(user);
    const [stay, leave, join] = [named('stay'), named('leave'), named('join')];
    for (const group of [stay, leave]) mc.run(['admin', 'group', 'add', mc.alias, group, user]);
    const answer = await api('PUT', `/user/${user}`, { status: 'disabled', groups: [stay, join] });
    expect(answer).toMatchObject({ status: 200, body: { status: 'disabled' } });
    const info = userInfo(user);
    expect(info.userStatus).toBe('disabled');
    expect((info.memberOf as { name: string }[]).map((group) => group.name).sort()).toEqual(
      [join, stay].sort(),
    );
  });

  it.each([
    ['disabling', (user: string) => api('PUT', `/user/${user}`, { status: 'disabled', groups: [] })],
    ['deleting', (user: string) => api('DELETE', `/user/${user}`)],
  ])('ends the user’s console sessions when %s them', async (what, act) => {
    const user = named(`out-${what}`);
    addUser(user, 'readonly');
    const cookie = await consoleApp.login(user, secretOf(user));
    expect(await sessionStatus(cookie)).toBe(200);
    expect((await act(user)).status).toBeLessThan(300);
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it('adds every user to every group at once', async () => {
    const users = [named('bulk1'), named('bulk2')];
    for (const user of users) addUser(user);
    const groups = [named('bulkg1'), named('bulkg2')];
    expect((await api('PUT', '/users-groups-bulk', { users, groups })).status).toBe(200);
    for (const group of groups) expect(((groupInfo(group).members as string[]) ?? []).sort()).toEqual(users);
  });

  it('merges the statements of a user’s and its groups’ policies', async () => {
    const user = named('merged');
    addUser(user, inUse);
    const group = named('mergeg');
    mc.run(['admin', 'group', 'add', mc.alias, group, user]);
    mc.run(['admin', 'policy', 'attach', mc.alias, 'readonly', '--group', group]);
    const answer = await api('GET', `/user/${user}/policies`);
    const readonly = (policyInfo('readonly').policyInfo as { Policy: { Statement: object[] } }).Policy;
    const merged = JSON.parse((answer.body as { policy: string }).policy) as { Statement: object[] };
    // MinIO answers a statement's actions in no fixed order from one call to the next.
    expect({ ...merged, Statement: merged.Statement.map(sortedLists) }).toEqual({
      Version: '2012-10-17',
      Statement: expect.arrayContaining([...inUseDocument.Statement, ...readonly.Statement].map(sortedLists)),
    });
  });

  it('counts each user’s access keys', async () => {
    const answer = await api('POST', '/users/service-accounts', [taken, admin]);
    expect(answer.body).toEqual({
      userServiceAccountList: [
        { userName: taken, numSAs: keysOf(taken).length },
        { userName: admin, numSAs: 0 },
      ],
      hasSA: true,
    });
  });
});

describe('policies', () => {
  const policiesOf = (kind: 'user' | 'group', name: string) =>
    kind === 'user' ? userPolicies(name) : groupPolicies(name);

  it.each([
    ['user', () => named('setu'), (name: string) => addUser(name, 'diagnostics')],
    [
      'group',
      () => named('setg'),
      (name: string) => mc.run(['admin', 'group', 'add', mc.alias, name, taken]),
    ],
  ] as const)('set-policy makes a %s’s policies exactly those named', async (kind, nameOf, create) => {
    const name = nameOf();
    create(name);
    const set = (names: string[]) =>
      api('PUT', '/set-policy', { name: names, entityType: kind, entityName: name });
    expect((await set(['readonly', 'writeonly'])).status).toBe(204);
    expect(policiesOf(kind, name)).toEqual(['readonly', 'writeonly']);
    expect((await set([])).status).toBe(204);
    expect(policiesOf(kind, name)).toEqual([]);
  });

  it('refuses to change a disabled group’s policies with a clear 400, where MinIO fails with a 500', async () => {
    const group = named('off');
    mc.run(['admin', 'group', 'add', mc.alias, group, taken]);
    mc.run(['admin', 'group', 'disable', mc.alias, group]);
    const answer = await api('PUT', '/set-policy', {
      name: ['readonly'],
      entityType: 'group',
      entityName: group,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: POLICY_MESSAGES.groupDisabled } });
    expect(groupPolicies(group)).toEqual([]);
    const unchanged = await api('PUT', '/set-policy', { name: [], entityType: 'group', entityName: group });
    expect(unchanged.status).toBe(204);
  });

  it('set-policy-multi replaces users’ and a single group’s policies, and adds to several groups’', async () => {
    const users = [named('multi1'), named('multi2')];
    for (const user of users) addUser(user, 'diagnostics');
    const [single, firstOfTwo, secondOfTwo] = [named('single'), named('two1'), named('two2')];
    for (const group of [single, firstOfTwo, secondOfTwo]) {
      mc.run(['admin', 'group', 'add', mc.alias, group, taken]);
      mc.run(['admin', 'policy', 'attach', mc.alias, 'diagnostics', '--group', group]);
    }
    const setMulti = (body: object) => api('PUT', '/set-policy-multi', { name: ['readonly'], ...body });
    expect((await setMulti({ users, groups: [single] })).status).toBe(204);
    expect((await setMulti({ groups: [firstOfTwo, secondOfTwo] })).status).toBe(204);
    for (const user of users) expect(userPolicies(user)).toEqual(['readonly']);
    expect(groupPolicies(single)).toEqual(['readonly']);
    for (const group of [firstOfTwo, secondOfTwo])
      expect(groupPolicies(group)).toEqual(['diagnostics', 'readonly']);
  });

  it('lists the users and groups a policy is attached to, sorted, and null when none', async () => {
    const policy = named('listed');
    addPolicy(policy, inUseDocument);
    const holders = [named('zz'), named('aa')];
    for (const user of holders) addUser(user, policy);
    expect((await api('GET', `/policies/${policy}/users`)).body).toEqual([...holders].sort());
    expect((await api('GET', `/policies/${policy}/groups`)).body).toBeNull();
    const entities = mcJson('admin', 'policy', 'entities', mc.alias, '--policy', policy).result as {
      policyMappings: { users: string[] }[];
    };
    expect(entities.policyMappings[0]?.users.sort()).toEqual([...holders].sort());
    expect((await api('GET', `/policies/${named('nosuch')}/users`)).status).toBe(404);
  });

  it('adds, reads and deletes a policy', async () => {
    const policy = named('crud');
    const created = await api('POST', '/policies', { name: policy, policy: JSON.stringify(inUseDocument) });
    expect(created).toMatchObject({ status: 201, body: { name: policy } });
    expect((policyInfo(policy).policyInfo as { Policy: unknown }).Policy).toEqual(inUseDocument);
    expect(JSON.parse(((await api('GET', `/policy/${policy}`)).body as { policy: string }).policy)).toEqual(
      inUseDocument,
    );
    expect((await api('DELETE', `/policy/${policy}`)).status).toBe(204);
    expect(policyInfo(policy)).toEqual({ failed: true });
  });

  it('answers a restricted user its own policy, which it may not read through the admin API', async () => {
    const user = named('reader');
    addUser(user, inUse);
    const cookie = await consoleApp.login(user, secretOf(user));
    expect((await api('GET', `/user/${user}`, undefined, cookie)).status).toBe(403);
    const answer = await api('GET', '/user/policy', undefined, cookie);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body as string)).toMatchObject({ Statement: inUseDocument.Statement });
  });
});

describe('access keys', () => {
  const restricting = {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:ListBucket'], Resource: ['arn:aws:s3:::*'] }],
  };

  it('creates a key with MinIO’s keys, and one with the given keys and a restricting policy', async () => {
    const user = named('keys');
    addUser(user, 'readonly');
    const generated = await api('POST', `/user/${user}/service-accounts`, {
      name: 'generated',
      description: 'made by MinIO',
      expiry: inDays(30),
    });
    expect(generated).toMatchObject({ status: 201, body: { url: env.endpoint } });
    const generatedKey = (generated.body as { accessKey: string }).accessKey;
    expect(keyInfo(generatedKey)).toMatchObject({ parentUser: user, impliedPolicy: true, name: 'generated' });
    expect(Date.parse(String(keyInfo(generatedKey).expiration))).toBeGreaterThan(Date.now());

    const given = keyNamed('given');
    const answer = await api('POST', `/user/${user}/service-account-credentials`, {
      accessKey: given,
      secretKey: secretOf(given),
      policy: JSON.stringify(restricting),
    });
    expect(answer).toMatchObject({ status: 201, body: { accessKey: given, secretKey: secretOf(given) } });
    // mc leaves `impliedPolicy` out when it is false.
    expect(keyInfo(given)).toMatchObject({ parentUser: user, policy: restricting });
    expect(keyInfo(given).impliedPolicy).toBeUndefined();
    expect(keysOf(user)).toEqual([generatedKey, given].sort());
    expect(await loginStatus(given, secretOf(given))).toBe(204);
  });

  it('creates the session user’s own key', async () => {
    const key = keyNamed('own');
    const answer = await api('POST', '/service-account-credentials', {
      accessKey: key,
      secretKey: secretOf(key),
    });
    expect(answer.status).toBe(201);
    expect(keyInfo(key)).toMatchObject({ parentUser: env.rootUser });
    expect(
      ((await api('GET', '/service-accounts')).body as { accessKey: string }[]).map((k) => k.accessKey),
    ).toContain(key);
  });

  it('edits a key: status off, a new secret, and its policy cleared back to the parent’s', async () => {
    const user = named('edited');
    addUser(user, 'readonly');
    const key = keyNamed('edit');
    await api('POST', `/user/${user}/service-account-credentials`, {
      accessKey: key,
      secretKey: secretOf(key),
      policy: JSON.stringify(restricting),
    });
    const edited = await api('PUT', `/service-accounts/${key}`, {
      policy: '',
      secretKey: 'a-brand-new-secret',
      status: 'off',
    });
    expect(edited.status).toBe(200);
    expect(keyInfo(key)).toMatchObject({ accountStatus: 'off', impliedPolicy: true });
    expect((await api('GET', `/service-accounts/${key}`)).body).toMatchObject({
      parentUser: user,
      accountStatus: 'off',
      impliedPolicy: true,
      policy: '',
    });
    await api('PUT', `/service-accounts/${key}`, { policy: '', status: 'on' });
    expect(await loginStatus(key, 'a-brand-new-secret')).toBe(204);
  });

  it('deletes several keys, and names those it could not delete', async () => {
    const user = named('many');
    addUser(user);
    const keys = ['1', '2', '3'].map((n) => keyNamed(`many${n}`));
    for (const key of keys) {
      await api('POST', `/user/${user}/service-account-credentials`, {
        accessKey: key,
        secretKey: secretOf(key),
      });
    }
    expect((await api('DELETE', '/service-accounts/delete-multi', keys.slice(0, 2))).status).toBe(204);
    expect(keysOf(user)).toEqual([keys[2]]);

    const missing = keyNamed('gone');
    const failed = await api('DELETE', '/service-accounts/delete-multi', [keys[2], missing]);
    expect(failed).toMatchObject({
      status: 404,
      body: {
        message: expect.stringContaining(`The access key ${missing} could not be deleted`),
        detailedMessage: `Not deleted: ${missing}`,
      },
    });
    expect(keysOf(user)).toEqual([]);
  });
});

describe('secret keys', () => {
  it('changes the session user’s own secret: the session continues with a fresh cookie', async () => {
    const user = named('pw');
    addUser(user, 'readonly');
    const cookie = await consoleApp.login(user, secretOf(user));
    const answer = await api(
      'POST',
      '/account/change-password',
      { current_secret_key: secretOf(user), new_secret_key: 'a-new-secret-1' },
      cookie,
    );
    expect(answer.status).toBe(204);
    expect(answer.cookie).toBeDefined();
    expect(await sessionStatus(answer.cookie ?? '')).toBe(200);
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await loginStatus(user, 'a-new-secret-1')).toBe(204);
    expect(await loginStatus(user, secretOf(user))).toBe(401);
  });

  it('counts wrong current secrets as failed logins: past the limit the change is refused before MinIO', async () => {
    const user = named('guess');
    addUser(user, 'readonly');
    const cookie = await consoleApp.login(user, secretOf(user));
    const guess = (secret: string) =>
      api(
        'POST',
        '/account/change-password',
        { current_secret_key: secret, new_secret_key: 'never-set-1' },
        cookie,
      );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < DEFAULT_LOGIN_LIMITS.perKey.attempts; attempt++) {
      statuses.push((await guess(`wrong-guess-${attempt}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
    const refused = await guess(secretOf(user));
    expect(refused.status).toBe(429);
    expect(await loginStatus(user, secretOf(user))).toBe(429);
    expect(await loginStatus(user, 'never-set-1')).toBe(429);
  });

  it('sets another user’s secret, keeping its status', async () => {
    const user = named('reset');
    addUser(user);
    mc.run(['admin', 'user', 'disable', mc.alias, user]);
    const answer = await api('POST', '/account/change-user-password', {
      selectedUser: user,
      newSecretKey: 'a-new-secret-2',
    });
    expect(answer.status).toBe(201);
    expect(userInfo(user).userStatus).toBe('disabled');
    mc.run(['admin', 'user', 'enable', mc.alias, user]);
    expect(await loginStatus(user, 'a-new-secret-2')).toBe(204);
  });
});
