import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient, type KubeObject } from './kube/client.ts';
import { type KubeCluster, startKubeCluster } from './kube/cluster.ts';

const PORT = 9660;
const NAMESPACE = 'tenant-lab';
const TENANTS = `/apis/minio.min.io/v2/namespaces/${NAMESPACE}/tenants`;
const TENANT_SELECTOR = 'v1.min.io/tenant=lab';

const tenant = {
  apiVersion: 'minio.min.io/v2',
  kind: 'Tenant',
  metadata: { name: 'lab', namespace: NAMESPACE },
  spec: {
    image: 'quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z',
    configuration: { name: 'lab-env-configuration' },
    requestAutoCert: true,
    pools: [
      {
        name: 'pool-0',
        servers: 4,
        volumesPerServer: 2,
        volumeClaimTemplate: {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
        },
        affinity: {
          podAntiAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: [
              {
                labelSelector: {
                  matchExpressions: [{ key: 'v1.min.io/tenant', operator: 'In', values: ['lab'] }],
                },
                topologyKey: 'kubernetes.io/hostname',
              },
            ],
          },
        },
      },
    ],
  },
};

let cluster: KubeCluster;
const timings: Record<string, number> = {};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `read` until `done` holds of its answer, and records how long that took. */
async function eventually<T>(
  step: string,
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
) {
  const started = Date.now();
  let last: T | undefined;
  while (Date.now() - started < timeoutMs) {
    last = await read();
    if (done(last)) {
      timings[step] = Date.now() - started;
      return last;
    }
    await sleep(200);
  }
  throw new Error(
    `${step}: not within ${timeoutMs / 1000} s; last seen ${JSON.stringify(last)?.slice(0, 2000)}`,
  );
}

const kubectlJson = <T>(...args: string[]): T => JSON.parse(cluster.kubectl([...args, '-o', 'json'])) as T;
const names = (list: { items: KubeObject[] }) => list.items.map((item) => item.metadata.name).sort();

beforeAll(async () => {
  const started = Date.now();
  cluster = await startKubeCluster({ port: PORT });
  timings['cluster start'] = Date.now() - started;
  await cluster.admin.create('/api/v1/namespaces', { metadata: { name: NAMESPACE } });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  console.log(`kube cluster timings (ms): ${JSON.stringify(timings)}`);
});

describe('the local Kubernetes cluster', () => {
  it('runs Ready fake nodes with capacity', () => {
    const nodes = kubectlJson<{
      items: (KubeObject & { status: { allocatable: Record<string, string> } })[];
    }>('get', 'nodes');
    expect(names(nodes)).toEqual(['kwok-node-0', 'kwok-node-1', 'kwok-node-2', 'kwok-node-3']);
    expect(nodes.items[0]?.status.allocatable).toMatchObject({ cpu: '7800m', memory: '31Gi' });
    expect(nodes.items[0]?.metadata.labels).toMatchObject({ 'kubernetes.io/hostname': 'kwok-node-0' });
  });

  it.each([
    { name: 'no servers', pools: [{ servers: 0, volumesPerServer: 1, volumeClaimTemplate: {} }] },
    { name: 'no volume template', pools: [{ servers: 1, volumesPerServer: 1 }] },
    { name: 'servers as text', pools: [{ servers: 'four', volumesPerServer: 1, volumeClaimTemplate: {} }] },
  ])('refuses a tenant with $name (the CRD schema)', async ({ pools }) => {
    const invalid = { ...tenant, metadata: { name: 'invalid', namespace: NAMESPACE }, spec: { pools } };
    const answer = await cluster.admin.send('POST', TENANTS, invalid);
    expect(answer.status).toBe(422);
  });

  it('leaves alone a tenant asking for more servers than the local cluster makes', async () => {
    const huge = { ...tenant, metadata: { name: 'huge', namespace: NAMESPACE } };
    const pools = [{ ...tenant.spec.pools[0], servers: 65 }];
    await cluster.admin.expect('POST', TENANTS, { ...huge, spec: { ...huge.spec, pools } });
    await sleep(1_500);
    const status = kubectlJson<{ status?: unknown }>('get', 'tenant', 'huge', '-n', NAMESPACE).status;
    const pods = kubectlJson<{ items: unknown[] }>(
      'get',
      'pods',
      '-n',
      NAMESPACE,
      '-l',
      'v1.min.io/tenant=huge',
    );
    expect({ status, pods: pods.items.length }).toEqual({ status: undefined, pods: 0 });
    await cluster.admin.expect('DELETE', `${TENANTS}/huge`);
  });

  it('reconciles a tenant into its StatefulSet, services, bound claims and running pods', async () => {
    await cluster.admin.expect('POST', TENANTS, tenant);
    const pods = await eventually(
      'pods Running',
      () =>
        kubectlJson<{ items: (KubeObject & { status: { phase: string }; spec: { nodeName?: string } })[] }>(
          'get',
          'pods',
          '-n',
          NAMESPACE,
          '-l',
          TENANT_SELECTOR,
        ),
      (list) => list.items.length === 4 && list.items.every((pod) => pod.status.phase === 'Running'),
    );
    expect(names(pods)).toEqual(['lab-pool-0-0', 'lab-pool-0-1', 'lab-pool-0-2', 'lab-pool-0-3']);
    expect(new Set(pods.items.map((pod) => pod.spec.nodeName)).size).toBe(4);

    const claims = await eventually(
      'claims Bound',
      () =>
        kubectlJson<{ items: (KubeObject & { status: { phase: string } })[] }>(
          'get',
          'pvc',
          '-n',
          NAMESPACE,
          '-l',
          TENANT_SELECTOR,
        ),
      (list) => list.items.length === 8 && list.items.every((claim) => claim.status.phase === 'Bound'),
    );
    expect(names(claims)).toContain('data1-lab-pool-0-3');

    const status = await eventually(
      'tenant Initialized',
      () => kubectlJson<{ status?: Record<string, unknown> }>('get', 'tenant', 'lab', '-n', NAMESPACE).status,
      (current) => current?.currentState === 'Initialized',
    );
    expect(status).toMatchObject({
      healthStatus: 'green',
      availableReplicas: 4,
      drivesOnline: 8,
      drivesOffline: 0,
      pools: [{ ssName: 'lab-pool-0', state: 'PoolInitialized' }],
      usage: { rawCapacity: 80 * 2 ** 30, capacity: 40 * 2 ** 30 },
    });
    expect(cluster.kubectl(['get', 'tenant', 'lab', '-n', NAMESPACE, '-o', 'yaml'])).toContain(
      'currentState: Initialized',
    );

    const statefulSet = kubectlJson<{ status: { readyReplicas: number } }>(
      'get',
      'statefulset',
      'lab-pool-0',
      '-n',
      NAMESPACE,
    );
    expect(statefulSet.status.readyReplicas).toBe(4);
    expect(names(kubectlJson('get', 'services', '-n', NAMESPACE, '-l', TENANT_SELECTOR))).toEqual([
      'lab-console',
      'lab-hl',
      'minio',
    ]);
  });

  it('follows a change of the tenant: more servers get pods and claims', async () => {
    const pools = [{ ...tenant.spec.pools[0], servers: 5, affinity: undefined }];
    await cluster.admin.patch(`${TENANTS}/lab`, { spec: { pools } });
    await eventually(
      'scaled to 5',
      () =>
        kubectlJson<{ status?: { availableReplicas?: number; drivesOnline?: number } }>(
          'get',
          'tenant',
          'lab',
          '-n',
          NAMESPACE,
        ).status,
      (current) => current?.availableReplicas === 5 && current.drivesOnline === 10,
    );
  });

  it.each([
    { who: 'a token with no rights', rules: undefined, list: 403 },
    {
      who: 'a token allowed to read tenants',
      rules: [{ apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] }],
      list: 200,
    },
  ])('answers $list to $who listing tenants', async ({ who, rules, list }) => {
    const token = await cluster.mintToken({ name: who.replaceAll(' ', '-'), rules });
    const client = new KubeClient(cluster.url, cluster.ca, { token });
    expect((await client.send('GET', '/apis/minio.min.io/v2/tenants')).status).toBe(list);
    expect((await client.send('DELETE', `${TENANTS}/lab`)).status).toBe(403);
  });

  it('lets the admin token do anything', async () => {
    const client = new KubeClient(cluster.url, cluster.ca, { token: cluster.adminToken });
    expect((await client.send('GET', '/api/v1/nodes')).status).toBe(200);
  });

  it('removes the tenant’s workloads on delete, keeps its claims, and frees volumes with their claims', async () => {
    await cluster.admin.expect('DELETE', `${TENANTS}/lab`);
    await eventually(
      'workloads removed',
      () =>
        ['pods', 'statefulsets', 'services'].map(
          (kind) =>
            kubectlJson<{ items: unknown[] }>('get', kind, '-n', NAMESPACE, '-l', TENANT_SELECTOR).items
              .length,
        ),
      (counts) => counts.every((count) => count === 0),
    );
    expect(
      kubectlJson<{ items: unknown[] }>('get', 'pvc', '-n', NAMESPACE, '-l', TENANT_SELECTOR).items,
    ).toHaveLength(10);

    cluster.kubectl(['delete', 'pvc', '-n', NAMESPACE, '-l', TENANT_SELECTOR, '--wait=false']);
    await eventually(
      'volumes freed',
      () => kubectlJson<{ items: unknown[] }>('get', 'pv', '-l', TENANT_SELECTOR).items.length,
      (count) => count === 0,
    );
  });
});
