import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sealSession } from '../session/cookie.ts';
import { type KubeCluster, startKubeCluster } from '../test-support/kube/cluster.ts';
import { operationOf } from '../test-support/kube/operator-app.ts';

const PORT = 9680;
const NAMESPACE = 'operator-lab';
const GiB = 1024 ** 3;

let cluster: KubeCluster;
let dataDir: string;
let app: ReturnType<typeof createApp>;
const sessionKey = randomBytes(32);

beforeAll(async () => {
  cluster = await startKubeCluster({ port: PORT });
  await cluster.admin.create('/api/v1/namespaces', { metadata: { name: NAMESPACE } });
  dataDir = mkdtempSync(join(tmpdir(), 'operator-console-'));
  const config = loadConfig({
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_URL: cluster.url,
    CONSOLE_K8S_CA_FILE: cluster.caFile,
    CONSOLE_DATA_DIR: dataDir,
  });
  app = createApp({ config, sessionKey });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Calls the console; every successful answer of an operator operation must parse with its declared response. */
async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await send(path, init);
  const declared = operationOf(init.method ?? 'GET', path)?.response;
  if (response.ok && declared) parse(declared, await response.clone().json());
  return response;
}

const send = (path: string, init: { method?: string; body?: unknown; cookie?: string }) =>
  app.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function logIn(jwt: string): Promise<string> {
  const response = await call('/login/operator', { method: 'POST', body: { jwt } });
  expect(response.status).toBe(204);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await sleep(250);
  }
}

const newTenant = {
  name: 'lab',
  namespace: NAMESPACE,
  access_key: 'lab-admin',
  secret_key: 'lab-secret-key',
  pools: [{ servers: 4, volumes_per_server: 2, volume_configuration: { size: 10 * GiB } }],
  idp: { keys: [{ access_key: 'alice', secret_key: 'alice-secret' }] },
};

describe('operator mode against a Kubernetes API', () => {
  it('answers the login strategy and refuses MinIO logins', async () => {
    expect(await (await call('/login')).json()).toMatchObject({ loginStrategy: 'service-account' });
    const refused = await call('/login', { method: 'POST', body: { accessKey: 'a', secretKey: 'b' } });
    expect(refused.status).toBe(400);
  });

  it('refuses a token Kubernetes does not accept', async () => {
    const response = await call('/login/operator', { method: 'POST', body: { jwt: 'not.a-token.at-all' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'invalid login' });
  });

  it('logs in with a service account token, answers the operator session and refuses MinIO operations', async () => {
    const cookie = await logIn(cluster.adminToken);
    expect(await (await call('/session', { cookie })).json()).toEqual({
      status: 'ok',
      operator: true,
      distributedMode: false,
      features: [],
      permissions: {},
    });
    const buckets = await call('/buckets', { cookie });
    expect(buckets.status).toBe(403);
    expect(await buckets.json()).toMatchObject({ message: 'Not available in operator mode' });
  });

  it('creates a tenant with its secrets, lists it, shows its pods and claims, and deletes it with its volumes', async () => {
    const cookie = await logIn(cluster.adminToken);
    const created = await call('/tenants', { method: 'POST', body: newTenant, cookie });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      console: [{ access_key: 'lab-admin' }, { access_key: 'alice' }],
    });

    const resource = JSON.parse(cluster.kubectl(['get', 'tenant', 'lab', '-n', NAMESPACE, '-o', 'json']));
    expect(resource.spec).toMatchObject({
      configuration: { name: 'lab-env-configuration' },
      users: [{ name: 'lab-user-0' }],
      pools: [{ name: 'pool-0', servers: 4, volumesPerServer: 2 }],
    });
    const config = JSON.parse(
      cluster.kubectl(['get', 'secret', 'lab-env-configuration', '-n', NAMESPACE, '-o', 'json']),
    );
    expect(Buffer.from(config.data['config.env'], 'base64').toString()).toContain(
      'export MINIO_ROOT_USER="lab-admin"',
    );

    const list = await (await call('/tenants', { cookie })).json();
    expect(list).toMatchObject({
      total: 1,
      tenants: [
        {
          name: 'lab',
          namespace: NAMESPACE,
          pool_count: 1,
          instance_count: 4,
          volume_count: 8,
          total_size: 80 * GiB,
        },
      ],
    });
    const details = await eventually(
      async () => (await call(`/namespaces/${NAMESPACE}/tenants/lab`, { cookie })).json(),
      (tenant) => tenant.currentState === 'Initialized',
    );
    expect(details).toMatchObject({ name: 'lab', currentState: 'Initialized', pools: [{ servers: 4 }] });

    const pods = await eventually(
      async () => (await call(`/namespaces/${NAMESPACE}/tenants/lab/pods`, { cookie })).json(),
      (answer) => answer.length === 4 && answer.every((pod: { status: string }) => pod.status === 'Running'),
    );
    expect(pods).toHaveLength(4);
    const described = await call(`/namespaces/${NAMESPACE}/tenants/lab/pods/${pods[0].name}/describe`, {
      cookie,
    });
    expect(await described.json()).toMatchObject({ name: pods[0].name, namespace: NAMESPACE });
    const claims = await (await call(`/namespaces/${NAMESPACE}/tenants/lab/pvcs`, { cookie })).json();
    expect(claims.pvcs).toHaveLength(8);

    const deleted = await call(`/namespaces/${NAMESPACE}/tenants/lab`, {
      method: 'DELETE',
      body: { delete_pvcs: true },
      cookie,
    });
    expect(deleted.status).toBe(204);
    const gone = await call(`/namespaces/${NAMESPACE}/tenants/lab`, { cookie });
    expect(gone.status).toBe(404);
    expect(
      cluster.kubectl(['get', 'secrets', '-n', NAMESPACE, '-l', 'v1.min.io/tenant=lab', '-o', 'name']).trim(),
    ).toBe('');
  }, 120_000);

  it("answers the cluster's parities, nodes and labels", async () => {
    const cookie = await logIn(cluster.adminToken);
    expect(await (await call('/get-parity/4/2', { cookie })).json()).toEqual(['EC:4', 'EC:3', 'EC:2']);
    const resources = await (await call('/cluster/allocatable-resources?num_nodes=4', { cookie })).json();
    expect(resources).toMatchObject({
      cpu_priority: { max_allocatable_cpu: 8, max_allocatable_mem: 31 * GiB },
    });
    expect((await call('/cluster/allocatable-resources?num_nodes=40', { cookie })).status).toBe(400);
    const labels = await (await call('/nodes/labels', { cookie })).json();
    expect(labels['kubernetes.io/hostname']).toContain('kwok-node-0');
    const drives = await call('/directpv/drives', { cookie });
    expect(drives.status).toBe(404);
    expect(await drives.json()).toMatchObject({ message: 'DirectPV is not installed in this cluster' });
  });

  it.each([
    ['GET', '/namespaces/a.b/tenants', undefined, 400],
    ['GET', '/namespaces/Upper/tenants', undefined, 400],
    ['GET', `/namespaces/${'a'.repeat(64)}/tenants`, undefined, 400],
    ['GET', `/namespaces/${NAMESPACE}/tenants/${encodeURIComponent('<script>')}`, undefined, 400],
    ['GET', `/namespaces/${NAMESPACE}/tenants/lab/pods/${encodeURIComponent('a\u0000b')}`, undefined, 400],
    ['GET', '/get-parity/4/1e9', undefined, 400],
    ['GET', '/get-parity/-4/2', undefined, 400],
    ['GET', '/cluster/max-allocatable-memory', undefined, 400],
    ['GET', '/cluster/max-allocatable-memory?num_nodes=1&num_nodes=2', undefined, 400],
    ['GET', '/tenants?limit=0', undefined, 400],
    ['GET', '/directpv/drives?nodes=a%20b', undefined, 400],
    ['POST', '/tenants', { name: 'ok-name', namespace: NAMESPACE, pools: [] }, 400],
    ['POST', '/tenants', { name: 'ok-name', namespace: NAMESPACE, pools: [{ servers: '4' }] }, 400],
    ['POST', '/tenants', { ...newTenant, name: 'x'.repeat(70) }, 400],
    ['POST', '/tenants', { ...newTenant, name: 'missing-ns', namespace: 'no-such-namespace' }, 404],
    ['POST', '/tenants', { ...newTenant, secret_key: 'short' }, 400],
    ['DELETE', `/namespaces/${NAMESPACE}/tenants/never-made`, { delete_pvcs: false }, 404],
  ])('%s %s is refused in the error shape', async (method, path, body, status) => {
    const cookie = await logIn(cluster.adminToken);
    const response = await call(path, { method, body, cookie });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: status, message: expect.any(String) });
  });

  it('refuses a MinIO session on operator operations', async () => {
    const claims = {
      accessKey: 'k',
      secretKey: 's',
      accountAccessKey: 'k',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    };
    const response = await call('/tenants', { cookie: `token=${sealSession(claims, sessionKey)}` });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Available in operator mode only' });
  });

  it("gives a token without rights Kubernetes' own refusal", async () => {
    const cookie = await logIn(await cluster.mintToken({ name: 'no-rights', namespace: NAMESPACE }));
    const response = await call('/tenants', { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'Access denied',
      detailedMessage: expect.stringContaining('cannot list resource "tenants"'),
    });
  });
});
