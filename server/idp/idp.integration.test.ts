import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, apiCaller } from '../test-support/console-app.ts';
import { DIRECTORY, type RunningDirectory, startDirectory } from '../test-support/ldap.ts';
import { jsonLines } from '../test-support/mc.ts';
import { type OpenIdDiscovery, startOpenIdDiscovery } from '../test-support/openid-discovery.ts';
import { type OwnMinio, startOwnMinio } from '../test-support/own-minio.ts';

// Each identity provider operation against a MinIO of its own, confirmed with mc: an OpenID provider whose
// discovery document a stand-in provider answers, and an LDAP directory (slapd) started here. MinIO stores a
// change at once and runs with it once restarted, which the console's own restart does.

const MINIO_PORT = 9845;
const DISCOVERY_PORT = 9847;
const DIRECTORY_PORT = 9848;
const DIRECTORY_ADDRESS = `127.0.0.1:${DIRECTORY_PORT}`;
const DISCOVERY_URL = `http://127.0.0.1:${DISCOVERY_PORT}/.well-known/openid-configuration`;
const CLIENT_SECRET = 'idp-test-client-secret';

let own: OwnMinio;
let discovery: OpenIdDiscovery;
let directory: RunningDirectory;
let directoryDir: string;
let api: (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

const mcJson = (args: string[]) => jsonLines(own.mc.run(['--json', ...args]));
/** `mc idp openid ls`: one JSON line, the array of configurations. */
const mcOpenIdList = () =>
  (mcJson(['idp', 'openid', 'ls', own.mc.alias]) as { name: string; enabled: boolean }[][]).flat();

/** The console's restart flow: MinIO runs with what is stored once it answers again. */
async function restart(): Promise<void> {
  expect((await api('POST', '/service/restart', {})).status).toBe(204);
}

beforeAll(async () => {
  discovery = await startOpenIdDiscovery(DISCOVERY_PORT);
  directoryDir = mkdtempSync(join(tmpdir(), 'idpcfg-ldap-'));
  directory = await startDirectory({ port: DIRECTORY_PORT, dir: directoryDir });
  own = await startOwnMinio('idpcfg', MINIO_PORT);
  api = apiCaller(own.app, () => own.cookie);
}, 120_000);

afterAll(async () => {
  await own?.dispose();
  await directory?.stop();
  if (directoryDir) rmSync(directoryDir, { recursive: true, force: true });
  await discovery?.stop();
});

describe('an OpenID configuration', () => {
  const input = `config_url=${DISCOVERY_URL} client_id=console client_secret=${CLIENT_SECRET} scopes=openid,email`;

  it('is refused in MinIO words when MinIO cannot reach the provider, and nothing is stored', async () => {
    const unreachable = 'http://127.0.0.1:9/.well-known/openid-configuration';
    const answer = await api('POST', '/idp/openid', {
      name: 'corp',
      input: `config_url=${unreachable} client_id=console client_secret=${CLIENT_SECRET}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `Get "${unreachable}": dial tcp 127.0.0.1:9: connect: connection refused`,
    );
    expect(own.mc.run(['admin', 'config', 'get', own.mc.alias, 'identity_openid'])).not.toContain('corp');
  });

  it('is refused before MinIO sees it when a key is not one of the subsystem', async () => {
    const answer = await api('POST', '/idp/openid', { name: 'corp', input: `${input} no_such_key=1` });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Invalid identity provider configuration' },
    });
    expect(answer.body.detailedMessage).toContain('no_such_key: not a key of this subsystem');
  });

  it('is created, and listed once MinIO restarted', async () => {
    expect(await api('POST', '/idp/openid', { name: 'corp', input })).toMatchObject({
      status: 201,
      body: { restart: true },
    });
    await restart();
    expect(mcOpenIdList()).toContainEqual(expect.objectContaining({ name: 'corp', enabled: true }));
    const list = await api('GET', '/idp/openid');
    expect(list.body.results).toContainEqual({ name: 'corp', type: 'openid', enabled: true });
  }, 90_000);

  it('is shown without its secret, as mc shows it', async () => {
    const answer = await api('GET', '/idp/openid/corp');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'corp', type: 'openid' });
    expect(answer.body.info).toContainEqual({
      key: 'config_url',
      value: DISCOVERY_URL,
      isCfg: true,
      isEnv: false,
    });
    expect(answer.text).not.toContain(CLIENT_SECRET);
    expect(answer.body.info.map((entry: { key: string }) => entry.key)).not.toContain('client_secret');
    const [info] = mcJson(['idp', 'openid', 'info', own.mc.alias, 'corp']) as { info: { key: string }[] }[];
    expect(info?.info.map((entry) => entry.key).sort()).toEqual(
      answer.body.info.map((entry: { key: string }) => entry.key).sort(),
    );
  });

  it('is updated, keeping the secret it was not given', async () => {
    expect(await api('PUT', '/idp/openid/corp', { input: 'display_name="Company SSO"' })).toMatchObject({
      status: 200,
      body: { restart: true },
    });
    await restart();
    const [info] = mcJson(['idp', 'openid', 'info', own.mc.alias, 'corp']) as {
      info: { key: string; value: string }[];
    }[];
    expect(info?.info).toContainEqual(expect.objectContaining({ key: 'display_name', value: 'Company SSO' }));
    expect(own.mc.run(['admin', 'config', 'export', own.mc.alias])).toContain(
      `client_secret=${CLIENT_SECRET}`,
    );
  }, 90_000);

  it('is refused in MinIO words when changed to a provider it cannot reach', async () => {
    const answer = await api('PUT', '/idp/openid/corp', { input: 'config_url=http://127.0.0.1:9/x' });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('connection refused') },
    });
  });

  it('is removed, and gone once MinIO restarted', async () => {
    expect(await api('DELETE', '/idp/openid/corp')).toMatchObject({ status: 200, body: { restart: true } });
    await restart();
    const names = mcJson(['idp', 'openid', 'ls', own.mc.alias]).map(
      (item) => (item as { name: string }).name,
    );
    expect(names).not.toContain('corp');
    expect(await api('GET', '/idp/openid/corp')).toMatchObject({
      status: 404,
      body: { message: 'No such named configuration target exists' },
    });
  }, 90_000);
});

describe('the LDAP configuration', () => {
  const input = [
    `server_addr=${DIRECTORY_ADDRESS}`,
    'server_insecure=on',
    `lookup_bind_dn=${DIRECTORY.rootDn}`,
    `lookup_bind_password=${DIRECTORY.rootPassword}`,
    `user_dn_search_base_dn=${DIRECTORY.people}`,
    'user_dn_search_filter=(uid=%s)',
  ].join(' ');

  const ldapInfo = () =>
    (mcJson(['idp', 'ldap', 'info', own.mc.alias]) as { info?: { key: string; value: string }[] }[])[0]
      ?.info ?? [];

  it('is refused with MinIO connection error when the directory cannot be reached', async () => {
    const answer = await api('POST', '/idp/ldap', {
      name: '_',
      input: 'server_addr=127.0.0.1:9 server_insecure=on',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('LDAP Server Connection Error');
  });

  it('has only the default configuration', async () => {
    const answer = await api('POST', '/idp/ldap', { name: 'corp', input });
    expect(answer).toMatchObject({
      status: 400,
      body: { detailedMessage: 'LDAP has only the default configuration (_)' },
    });
  });

  it('is created once MinIO binds to the directory, and shown without the bind password', async () => {
    expect(await api('POST', '/idp/ldap', { name: '_', input })).toMatchObject({
      status: 201,
      body: { restart: true },
    });
    await restart();
    expect(ldapInfo()).toContainEqual(
      expect.objectContaining({ key: 'server_addr', value: DIRECTORY_ADDRESS }),
    );
    const answer = await api('GET', '/idp/ldap/_');
    expect(answer.body.info).toContainEqual(
      expect.objectContaining({ key: 'user_dn_search_base_dn', value: DIRECTORY.people }),
    );
    expect(answer.text).not.toContain(DIRECTORY.rootPassword);
  }, 90_000);

  it('is updated and removed', async () => {
    const filter = '(&(objectclass=groupOfNames)(member=%d))';
    expect(
      await api('PUT', '/idp/ldap/_', {
        input: `group_search_base_dn=${DIRECTORY.groups} group_search_filter=${filter}`,
      }),
    ).toMatchObject({ status: 200, body: { restart: true } });
    expect(await api('DELETE', '/idp/ldap/_')).toMatchObject({ status: 200, body: { restart: true } });
    await restart();
    expect(ldapInfo().map((entry) => entry.key)).not.toContain('server_addr');
  }, 90_000);
});
