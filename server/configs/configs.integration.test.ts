import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES } from '../../src/contract/configs.ts';
import { AdminClient } from '../minio/admin-client.ts';
import { assumeRole } from '../minio/sts.ts';
import { apiCaller, type InProcessConsole } from '../test-support/console-app.ts';
import { importRequest } from '../test-support/contract/cases/configs.ts';
import type { Mc } from '../test-support/mc.ts';
import { type OwnMinio, startOwnMinio } from '../test-support/own-minio.ts';

// Configuration changes and restarts on a MinIO of this file's own (never the shared one), started with an
// environment override. Every effect is read back with mc.

const PORT = 9410;
const WEBHOOK_PORT = 9412;
const SECRET_TOKEN = 'cfg-it-token-never-shown';

let own: OwnMinio;
let server: InProcessConsole;
let cookie: string;
let mc: Mc;
let admin: AdminClient;
let webhook: Server;

const api = (method: string, path: string, body?: unknown) =>
  apiCaller(server, () => cookie)(method, path, body);

async function importText(text: string) {
  const { contentType, text: form } = importRequest(text);
  const response = await server.request('/api/v1/configs/import', {
    method: 'POST',
    headers: { cookie, 'content-type': contentType ?? '' },
    body: form,
  });
  const answer = await response.text();
  return { status: response.status, body: answer ? JSON.parse(answer) : undefined };
}

const mcGet = (key: string) => mc.run(['admin', 'config', 'get', mc.alias, key]);
const mcExport = () => mc.run(['admin', 'config', 'export', mc.alias]);
const restart = () => api('POST', '/service/restart', {});

beforeAll(async () => {
  webhook = createServer((_, response) => response.end('ok')).listen(WEBHOOK_PORT, '127.0.0.1');
  own = await startOwnMinio('cfg-it', PORT, { MINIO_API_REQUESTS_MAX: '500' });
  ({ app: server, cookie, mc } = own);
  const credentials = await assumeRole({
    endpoint: own.minio.endpoint,
    accessKey: own.root.user,
    secretKey: own.root.password,
    durationSeconds: 900,
  });
  admin = new AdminClient({ endpoint: own.minio.endpoint, credentials });
}, 120_000);

afterAll(async () => {
  await own?.dispose();
  webhook?.close();
});

describe("the admin client's configuration calls", () => {
  it('reads a subsystem with the environment override line before it', async () => {
    const text = await admin.getConfigKV('api');
    expect(text).toMatch(/^# MINIO_API_REQUESTS_MAX=500\napi requests_max=0 /);
  });

  it('tells a change MinIO applied live from one that waits for a restart', async () => {
    expect(await admin.setConfigKV('scanner speed="default"')).toEqual({ applied: true });
    expect(await admin.setConfigKV('site comment="cfg"')).toEqual({ applied: false });
    expect(await admin.delConfigKV('site')).toEqual({ applied: false });
  });

  it('lists the subsystems, then one subsystem keys with their types', async () => {
    const all = await admin.helpConfigKV('');
    expect(all.keysHelp.map((help) => help.key)).toEqual(expect.arrayContaining(['api', 'notify_webhook']));
    const webhookHelp = await admin.helpConfigKV('notify_webhook');
    expect(webhookHelp.multipleTargets).toBe(true);
    expect(webhookHelp.keysHelp.find((help) => help.key === 'endpoint')).toMatchObject({
      type: 'url',
      optional: false,
    });
  });

  it('exports the whole configuration as text', async () => {
    expect(await admin.getConfig()).toMatch(/^api requests_max=0 cluster_deadline=10s/m);
  });
});

describe('configuration through the console API', () => {
  it('lists the subsystems from MinIO help, with descriptions', async () => {
    const { status, body } = await api('GET', '/configs');
    expect(status).toBe(200);
    expect(body.configurations).toContainEqual({
      key: 'api',
      description: expect.stringContaining('manage global HTTP API'),
    });
    expect(body.configurations).toContainEqual(
      expect.objectContaining({ key: 'notify_webhook', multiple_targets: true }),
    );
  });

  it('shows the key an environment variable overrides, with the variable', async () => {
    const { body } = await api('GET', '/configs/api');
    expect(body[0].key_values).toContainEqual({
      key: 'requests_max',
      value: '0',
      env_override: { name: 'MINIO_API_REQUESTS_MAX', value: '500' },
    });
  });

  it('sets a key MinIO applies live, then resets the subsystem', async () => {
    const set = await api('PUT', '/configs/api', { key_values: [{ key: 'cluster_deadline', value: '20s' }] });
    expect(set).toMatchObject({ status: 200, body: { restart: false } });
    expect(mcGet('api')).toContain('cluster_deadline=20s');

    const reset = await api('POST', '/configs/api/reset');
    expect(reset).toMatchObject({ status: 200, body: { restart: true } });
    expect(mcGet('api')).toContain('cluster_deadline=10s');
  });

  it.each([
    ['a number', 'api', 'requests_max', 'lots'],
    ['a duration', 'api', 'cluster_deadline', '5 minutes'],
    ['a switch MinIO itself would take', 'api', 'root_access', 'maybe'],
    ['an on|off', 'compression', 'enable', 'yes'],
    ['a quote', 'site', 'comment', 'say "hi"'],
  ])('refuses %s of the wrong type, and changes nothing', async (_, name, key, value) => {
    const before = mcExport();
    const { status, body } = await api('PUT', `/configs/${name}`, {
      key_values: [
        { key: name === 'api' ? 'transition_workers' : 'comment', value: '7' },
        { key, value },
      ],
    });
    expect(status).toBe(400);
    expect(body.message).toBe(CONFIG_MESSAGES.invalidValues);
    expect(body.detailedMessage).toContain(key);
    expect(mcExport()).toBe(before);
  });

  it("passes MinIO's own refusal on: a required key left empty", async () => {
    const { status, body } = await api('PUT', '/configs/identity_plugin', {
      key_values: [{ key: 'role_policy', value: 'readonly' }],
    });
    expect(status).toBe(400);
    expect(body.message).toContain("'url' is not optional");
  });
});

describe('a target with a secret, across restarts', () => {
  const target = 'notify_webhook:cfgit';

  it('adds the target: MinIO needs a restart, after which it shows the target without its secret', async () => {
    const set = await api('PUT', '/configs/notify_webhook', {
      arn_resource_id: 'cfgit',
      key_values: [
        { key: 'enable', value: 'on' },
        { key: 'endpoint', value: `http://127.0.0.1:${WEBHOOK_PORT}/events` },
        { key: 'auth_token', value: SECRET_TOKEN },
      ],
    });
    expect(set).toMatchObject({ status: 200, body: { restart: true } });
    expect((await api('GET', `/configs/${target}`)).status).toBe(404);

    expect((await restart()).status).toBe(204);

    const shown = await api('GET', `/configs/${target}`);
    expect(shown.status).toBe(200);
    expect(shown.body[0].key_values).toContainEqual({
      key: 'endpoint',
      value: `http://127.0.0.1:${WEBHOOK_PORT}/events`,
    });
    expect(shown.body[0].key_values.map((pair: { key: string }) => pair.key)).not.toContain('auth_token');
    expect(shown.text).not.toContain(SECRET_TOKEN);
    expect((await api('GET', '/configs/notify_webhook')).text).not.toContain(SECRET_TOKEN);
    expect(mcGet('notify_webhook')).toContain(target);
  }, 90_000);

  it('keeps the secret when other keys change, and removes the target by resetting it', async () => {
    const set = await api('PUT', `/configs/${target}`, { key_values: [{ key: 'queue_limit', value: '10' }] });
    expect(set).toMatchObject({ status: 200, body: { restart: true } });
    expect(mcExport()).toContain(`auth_token=${SECRET_TOKEN}`);

    expect((await api('POST', `/configs/${target}/reset`)).body).toEqual({ restart: true });
    expect((await restart()).status).toBe(204);

    expect((await api('GET', `/configs/${target}`)).status).toBe(404);
    expect(mcGet('notify_webhook')).not.toContain(target);
  }, 90_000);
});

describe('secrets of switched-off targets, by subsystem', () => {
  /** Per subsystem: a target that MinIO takes without reaching it, and the keys it hides once set. */
  const targets = [
    ['logger_webhook', 'endpoint="http://127.0.0.1:9/x" auth_token="cfg-secret-1"', ['auth_token']],
    ['audit_kafka', 'brokers="127.0.0.1:9" topic=t sasl_password="cfg-secret-2"', ['sasl_password']],
    ['notify_mqtt', 'broker="tcp://127.0.0.1:9" topic=t password="cfg-secret-3"', ['password']],
    [
      'notify_nats',
      'address="127.0.0.1:9" subject=s password="cfg-secret-4" token="cfg-secret-5"',
      ['password', 'token'],
    ],
    ['notify_redis', 'address="127.0.0.1:9" key=k format=namespace password="cfg-secret-6"', ['password']],
  ] as const;

  it('hides each secret once set, and shows the keys beside it', async () => {
    for (const [subsystem, keys] of targets)
      await admin.setConfigKV(`${subsystem}:cfgsecret enable=off ${keys}`);
    expect((await restart()).status).toBe(204);

    for (const [subsystem, , hidden] of targets) {
      const { status, text, body } = await api('GET', `/configs/${subsystem}:cfgsecret`);
      expect(status).toBe(200);
      const shown = body[0].key_values.map((pair: { key: string }) => pair.key);
      expect(shown).toContain('enable');
      for (const key of hidden) expect(shown).not.toContain(key);
      expect(text).not.toMatch(/cfg-secret-\d/);
    }

    for (const [subsystem] of targets) await admin.delConfigKV(`${subsystem}:cfgsecret`);
    expect((await restart()).status).toBe(204);
  }, 90_000);
});

describe('export and import', () => {
  it('exports what mc exports', async () => {
    const { body } = await api('GET', '/configs/export');
    expect(body.status).toBe('success');
    expect(Buffer.from(body.value, 'base64').toString('utf8')).toBe(mcExport());
  });

  it('refuses a file with bad lines, reporting each, and changes nothing', async () => {
    const before = mcExport();
    const text = `${before}\nheal max_io=lots\nnosuch_subsystem x=1\napi no_such_key=1\nsite:t1 name=x\n`;
    const lines = text.split('\n').length;

    const { status, body } = await importText(text);

    expect(status).toBe(400);
    expect(body.message).toBe(CONFIG_MESSAGES.importRefused);
    expect(body.detailedMessage.split('\n')).toEqual([
      `Line ${lines - 4} (heal max_io): must be a whole number from 0 to 9223372036854775807`,
      `Line ${lines - 3} (nosuch_subsystem): unknown subsystem nosuch_subsystem`,
      `Line ${lines - 2} (api no_such_key): not a key of this subsystem`,
      `Line ${lines - 1} (site:t1): site has no targets`,
    ]);
    expect(mcExport()).toBe(before);
  });

  it("imports a valid file, which MinIO runs with once restarted, and accepts MinIO's own export", async () => {
    const exported = mcExport();
    const changed = exported.replace(/^site name= region=.*$/m, 'site name=cfgsite region=');
    expect(changed).not.toBe(exported);

    expect((await importText(changed)).status).toBe(200);
    expect((await restart()).status).toBe(204);
    expect(mcGet('site')).toContain('name=cfgsite');

    expect((await importText(exported)).status).toBe(200);
    expect((await restart()).status).toBe(204);
    expect(mcGet('site')).not.toContain('cfgsite');
  }, 90_000);
});
