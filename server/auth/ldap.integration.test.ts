import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { LDAP_MESSAGES } from '../../src/contract/ldap.ts';
import { LDAP_LOGIN_REFUSED, LOGIN_REFUSED } from '../../src/contract/login-refusal.ts';
import { FEATURE } from '../../src/contract/session.ts';
import { apiCaller, type InProcessConsole, inProcessConsole } from '../test-support/console-app.ts';
import { sessionCookieOf } from '../test-support/console-process.ts';
import {
  DIRECTORY_USERS,
  groupDn,
  minioLdapEnv,
  type RunningDirectory,
  startDirectory,
  userDn,
} from '../test-support/ldap.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';

// Logins through MinIO's LDAP directory (Debian's slapd) and the LDAP policy mappings, on a MinIO of its own:
// with a directory configured MinIO refuses built-in users, so the shared test MinIO never gets one.

const LDAP_PORT = 9800;
const MINIO_PORT = 9802;
const ROOT = { user: 'ldap-root', password: 'ldap-root-secret' };
const workDir = mkdtempSync(join(tmpdir(), 'ldap-integration-'));
const EDITORS = groupDn('editors');
const READERS = groupDn('readers');

let directory: RunningDirectory;
let minio: RunningMinio;
let server: InProcessConsole;
let mc: Mc;

const login = (accessKey: string, secretKey: string) =>
  server.request('/api/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey, secretKey }),
  });

const callAs = (cookie: string) => apiCaller(server, () => cookie);

const rootCall = async (method: string, path: string, body?: unknown) =>
  callAs(await server.login(ROOT.user, ROOT.password))(method, path, body);

type Holders = 'users' | 'groups';

/** What `mc idp ldap policy entities` reports, as policy → its sorted users or groups. */
function mcMappings(holders: Holders): Record<string, string[]> {
  const answer = JSON.parse(mc.run(['idp', 'ldap', 'policy', 'entities', mc.alias, '--json'])) as {
    result: { policyMappings?: ({ policy: string } & Record<Holders, string[] | null>)[] | null };
  };
  return Object.fromEntries(
    (answer.result.policyMappings ?? []).map((mapping) => [
      mapping.policy,
      [...(mapping[holders] ?? [])].sort(),
    ]),
  );
}

beforeAll(async () => {
  directory = await startDirectory({ port: LDAP_PORT, dir: join(workDir, 'ldap') });
  minio = await startMinio({
    binary: process.env.MINIO_BINARY ?? '',
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
    env: minioLdapEnv(directory),
  });
  mc = mcFor(minio.endpoint, ROOT.user, ROOT.password);
  mc.run(['idp', 'ldap', 'policy', 'attach', mc.alias, 'readwrite', '--group', EDITORS]);
  mc.run(['idp', 'ldap', 'policy', 'attach', mc.alias, 'readonly', '--group', READERS]);
  server = inProcessConsole(minio.endpoint, { CONSOLE_LDAP_ENABLED: 'on' });
  // A machine without slapd installs it first (see ensureSlapd).
}, 300_000);

afterAll(async () => {
  mc?.dispose();
  server?.dispose();
  await minio?.stop();
  await directory?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('logging in through the directory', () => {
  it('lets a user of a group mapped to readwrite in, marked as a directory session, and able to write', async () => {
    const cookie = sessionCookieOf(await login('alice', DIRECTORY_USERS.alice));
    const call = callAs(cookie);

    const session = await call('GET', '/session');
    expect(session.body.features).toEqual(expect.arrayContaining([FEATURE.ldapIdp, FEATURE.externalIdp]));

    expect((await call('POST', '/buckets', { name: 'alice-bucket' })).status).toBe(200);
    const form = new FormData();
    form.append('5', new File(['hello'], 'hello.txt'));
    const upload = await server.request('/api/v1/buckets/alice-bucket/objects/upload?prefix=hello.txt', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(mc.run(['cat', `${mc.alias}/alice-bucket/hello.txt`])).toBe('hello');
  });

  it.each([
    ['a wrong password', 'alice', 'not-her-password', LOGIN_REFUSED.message, LOGIN_REFUSED.detailedMessage],
    [
      'a user in no mapped group',
      'carol',
      DIRECTORY_USERS.carol,
      LDAP_LOGIN_REFUSED.noPolicy,
      expect.stringContaining(`expecting a policy to be set for user \`${userDn('carol')}\``),
    ],
  ])('refuses %s, saying why', async (_case, user, password, message, detail) => {
    const startedAt = Date.now();
    const response = await login(user, password);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({ code: 401, message, detailedMessage: detail });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(240);
  });

  it("lets MinIO's own root user in when the directory has no such name", async () => {
    const cookie = sessionCookieOf(await login(ROOT.user, ROOT.password));
    const session = await callAs(cookie)('GET', '/session');
    expect(session.status).toBe(200);
    expect(session.body.features).not.toContain(FEATURE.ldapIdp);
  });

  it("ends a user's access at the next login once their group's mapping is detached", async () => {
    const before = sessionCookieOf(await login('bob', DIRECTORY_USERS.bob));
    expect((await callAs(before)('GET', '/buckets')).status).toBe(200);

    mc.run(['idp', 'ldap', 'policy', 'detach', mc.alias, 'readonly', '--group', READERS]);
    try {
      const response = await login('bob', DIRECTORY_USERS.bob);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: LDAP_LOGIN_REFUSED.noPolicy });
    } finally {
      mc.run(['idp', 'ldap', 'policy', 'attach', mc.alias, 'readonly', '--group', READERS]);
    }
  });
});

describe('the directory policy mappings', () => {
  it('answers what mc idp ldap policy entities shows', async () => {
    const { status, body } = await rootCall('POST', '/ldap-entities', {});
    expect(status).toBe(200);
    const ours = Object.fromEntries(
      (body.policies as { policy: string; groups: string[] }[]).map(({ policy, groups }) => [
        policy,
        [...groups].sort(),
      ]),
    );
    expect(ours).toEqual(mcMappings('groups'));
    expect(ours).toMatchObject({ readwrite: [EDITORS], readonly: [READERS] });
    expect(body.timestamp).toEqual(expect.any(String));
  });

  it.each([
    ['a group', { groups: [EDITORS] }, { groups: [{ group: EDITORS, policies: ['readwrite'] }] }],
    [
      'a policy',
      { policies: ['readonly'] },
      { policies: [{ policy: 'readonly', users: [], groups: [READERS] }] },
    ],
  ])('narrows the answer to %s', async (_case, filter, expected) => {
    const { status, body } = await rootCall('POST', '/ldap-entities', filter);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });

  it('attaches a policy to a user DN and detaches it, as mc then shows', async () => {
    const change = { policies: ['diagnostics'], entityType: 'user', entityName: userDn('carol') };
    expect((await rootCall('POST', '/ldap-entities/policies/attach', change)).status).toBe(204);
    expect(mcMappings('users')).toMatchObject({ diagnostics: [userDn('carol')] });
    expect((await login('carol', DIRECTORY_USERS.carol)).status).toBe(204);

    expect((await rootCall('POST', '/ldap-entities/policies/detach', change)).status).toBe(204);
    expect(mcMappings('users')).not.toHaveProperty('diagnostics');
  });

  it("passes MinIO's refusal of a DN the directory does not have", async () => {
    const change = { policies: ['readonly'], entityType: 'group', entityName: groupDn('nobody') };
    const { status, body } = await rootCall('POST', '/ldap-entities/policies/attach', change);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.message).not.toBe(LDAP_MESSAGES.notEnabled);
  });
});
