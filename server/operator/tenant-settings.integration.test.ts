import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { OPERATOR_API } from '../../src/contract/api.ts';
import { MASKED_VALUE } from '../../src/contract/operator/tenant-settings.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type KubeCluster, startKubeCluster } from '../test-support/kube/cluster.ts';

const PORT = 9740;
const NAMESPACE = 'settings-lab';
const GiB = 1024 ** 3;
const TENANT = `/namespaces/${NAMESPACE}/tenants/lab`;

let cluster: KubeCluster;
let dataDir: string;
let app: ReturnType<typeof createApp>;
let cookie: string;

beforeAll(async () => {
  cluster = await startKubeCluster({ port: PORT });
  await cluster.admin.create('/api/v1/namespaces', { metadata: { name: NAMESPACE } });
  dataDir = mkdtempSync(join(tmpdir(), 'tenant-settings-'));
  const config = loadConfig({
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_URL: cluster.url,
    CONSOLE_K8S_CA_FILE: cluster.caFile,
    CONSOLE_DATA_DIR: dataDir,
  });
  app = createApp({ config, sessionKey: randomBytes(32) });
  const login = await send('/login/operator', 'POST', { jwt: cluster.adminToken });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const created = await send('/tenants', 'POST', {
    name: 'lab',
    namespace: NAMESPACE,
    access_key: 'lab-admin',
    secret_key: 'lab-secret-key',
    pools: [{ servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } }],
    environmentVariables: [
      { key: 'MINIO_BROWSER_REDIRECT_URL', value: 'https://console.example.com' },
      { key: 'MINIO_IDENTITY_OPENID_CLIENT_SECRET', value: 'very "secret" $value' },
    ],
  });
  expect(created.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const send = (path: string, method = 'GET', body?: unknown) =>
  app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Calls the console; a successful answer must parse with the operation's declared response. */
async function call(path: string, method = 'GET', body?: unknown) {
  const response = await send(path, method, body);
  const declared = OPERATOR_API.find(
    (endpoint) =>
      endpoint.method === method &&
      new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  )?.response;
  if (response.ok && declared) parse(declared, await response.clone().json());
  return response;
}

const tenantSpec = () =>
  JSON.parse(cluster.kubectl(['get', 'tenant', 'lab', '-n', NAMESPACE, '-o', 'json'])).spec;

function configEnv(): string {
  const secret = JSON.parse(
    cluster.kubectl(['get', 'secret', 'lab-env-configuration', '-n', NAMESPACE, '-o', 'json']),
  );
  return Buffer.from(secret.data['config.env'], 'base64').toString();
}

describe("a tenant's settings against a Kubernetes API", () => {
  it('turns Prometheus on, changes its settings, and turns it off, as spec.prometheus', async () => {
    expect(await (await call(`${TENANT}/monitoring`)).json()).toEqual({ prometheusEnabled: false });
    expect(
      (await call(`${TENANT}/monitoring`, 'PUT', { toggle: true, prometheusEnabled: false })).status,
    ).toBe(201);
    expect(tenantSpec().prometheus).toEqual({ diskCapacityGB: 5 });

    const edited = {
      image: 'quay.io/prometheus/prometheus:v2.51.0',
      diskCapacityGB: '20',
      storageClassName: 'fast',
      monitoringCPURequest: '500m',
      monitoringMemRequest: '1Gi',
      labels: [{ key: 'team', value: 'storage' }],
      annotations: [{ key: 'example.com/owner', value: 'ops' }],
      nodeSelector: [],
    };
    expect((await call(`${TENANT}/monitoring`, 'PUT', edited)).status).toBe(201);
    expect(tenantSpec().prometheus).toEqual({
      image: 'quay.io/prometheus/prometheus:v2.51.0',
      diskCapacityGB: 20,
      storageClassName: 'fast',
      labels: { team: 'storage' },
      annotations: { 'example.com/owner': 'ops' },
      resources: { requests: { cpu: '500m', memory: '1Gi' } },
    });
    expect(await (await call(`${TENANT}/monitoring`)).json()).toEqual({ prometheusEnabled: true, ...edited });

    expect((await call(`${TENANT}/monitoring`, 'PUT', { ...edited, labels: [] })).status).toBe(201);
    expect(tenantSpec().prometheus.labels).toBeUndefined();

    const stale = await call(`${TENANT}/monitoring`, 'PUT', { toggle: true, prometheusEnabled: false });
    expect(stale.status).toBe(409);
    expect(
      (await call(`${TENANT}/monitoring`, 'PUT', { toggle: true, prometheusEnabled: true })).status,
    ).toBe(201);
    expect(tenantSpec().prometheus).toBeUndefined();
  });

  it('turns audit log search on and off as spec.log, and refuses settings while it is off', async () => {
    expect(await (await call(`${TENANT}/log`)).json()).toEqual({ disabled: true });
    expect((await call(`${TENANT}/log`, 'PUT', { image: 'minio/operator:v4.5.8' })).status).toBe(409);
    expect(await (await call(`${TENANT}/enable-logging`, 'POST')).json()).toBe(true);
    expect(tenantSpec().log).toEqual({ audit: { diskCapacityGB: 5 }, db: {} });

    const settings = {
      diskCapacityGB: '8',
      dbImage: 'library/postgres:13',
      dbLabels: [{ key: 'db', value: 'audit' }],
    };
    expect(await (await call(`${TENANT}/log`, 'PUT', settings)).json()).toBe(true);
    expect(tenantSpec().log).toEqual({
      audit: { diskCapacityGB: 8 },
      db: { image: 'library/postgres:13', labels: { db: 'audit' } },
    });
    expect(await (await call(`${TENANT}/log`)).json()).toMatchObject({ disabled: false, ...settings });

    expect(await (await call(`${TENANT}/disable-logging`, 'POST')).json()).toBe(true);
    expect(tenantSpec().log).toBeUndefined();
  });

  it("lists the tenant's variables with credentials masked, and sets and removes them in config.env", async () => {
    const listed = await (await call(`${TENANT}/configuration`)).json();
    expect(listed.environmentVariables).toEqual([
      { key: 'MINIO_BROWSER', value: 'on' },
      { key: 'MINIO_BROWSER_REDIRECT_URL', value: 'https://console.example.com' },
      { key: 'MINIO_IDENTITY_OPENID_CLIENT_SECRET', value: MASKED_VALUE },
    ]);

    const update = {
      keysToBeDeleted: ['MINIO_BROWSER_REDIRECT_URL'],
      environmentVariables: [
        { key: 'MINIO_IDENTITY_OPENID_CLIENT_SECRET', value: MASKED_VALUE },
        { key: 'MINIO_PROMETHEUS_AUTH_TYPE', value: 'public' },
      ],
    };
    expect((await call(`${TENANT}/configuration`, 'PATCH', update)).status).toBe(204);
    const env = configEnv();
    expect(env).toContain('export MINIO_ROOT_USER="lab-admin"');
    expect(env).toContain('export MINIO_IDENTITY_OPENID_CLIENT_SECRET="very \\"secret\\" \\$value"');
    expect(env).toContain('export MINIO_PROMETHEUS_AUTH_TYPE="public"');
    expect(env).not.toContain('MINIO_BROWSER_REDIRECT_URL');
  });

  it.each([
    ['a root credential', { environmentVariables: [{ key: 'MINIO_ROOT_PASSWORD', value: 'x'.repeat(12) }] }],
    [
      'a masked value with nothing to keep',
      { environmentVariables: [{ key: 'NEW_TOKEN', value: MASKED_VALUE }] },
    ],
    [
      'a name set and removed at once',
      { keysToBeDeleted: ['A'], environmentVariables: [{ key: 'A', value: '1' }] },
    ],
    ['a name that is no variable', { keysToBeDeleted: ['1-bad'] }],
    ['a control character', { environmentVariables: [{ key: 'A', value: 'x\ny' }] }],
  ])('refuses %s and leaves config.env as it was', async (_case, body) => {
    const before = configEnv();
    const response = await call(`${TENANT}/configuration`, 'PATCH', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, message: expect.any(String) });
    expect(configEnv()).toBe(before);
  });

  it('writes the domains to spec.features.domains and removes them', async () => {
    const domains = { minio: ['https://minio.example.com'], console: 'https://console.example.com' };
    expect((await call(`${TENANT}/domains`, 'PUT', { domains })).status).toBe(204);
    expect(tenantSpec().features.domains).toEqual(domains);
    expect((await call(`${TENANT}/domains`, 'PUT', { domains: { minio: [] } })).status).toBe(204);
    expect(tenantSpec().features?.domains).toBeUndefined();
    const refused = await call(`${TENANT}/domains`, 'PUT', { domains: { minio: ['ftp://x'] } });
    expect(refused.status).toBe(400);
  });

  it('answers the usage its status reports, and says plainly that there is no SUBNET licence', async () => {
    expect((await call(`${TENANT}/usage`)).status).toBe(200);
    const info = await call('/subscription/info');
    expect(info.status).toBe(404);
    expect(await info.json()).toMatchObject({ message: 'The operator is not registered with SUBNET' });
    expect((await call(`/subscription${TENANT}/activate`, 'POST')).status).toBe(404);
  });

  it("answers Kubernetes' 404 for a tenant that does not exist", async () => {
    const response = await call(`/namespaces/${NAMESPACE}/tenants/never-made/monitoring`);
    expect(response.status).toBe(404);
  });
});
