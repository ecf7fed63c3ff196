import { describe, expect, it } from 'vitest';
import {
  defaultParity,
  desiredObjects,
  type FakeNode,
  type PoolSpec,
  placePool,
  refusal,
  type Tenant,
  tenantStatus,
  writeQuorum,
} from './tenant-objects.ts';

const GiB = 2 ** 30;
const nodes: FakeNode[] = ['n0', 'n1', 'n2', 'n3'].map((name, index) => ({
  name,
  labels: { 'kubernetes.io/hostname': name, zone: index < 2 ? 'a' : 'b' },
}));
const antiAffinity = {
  podAntiAffinity: {
    requiredDuringSchedulingIgnoredDuringExecution: [{ topologyKey: 'kubernetes.io/hostname' }],
  },
};
const pool = (fields: Partial<PoolSpec> = {}): PoolSpec => ({
  servers: 4,
  volumesPerServer: 2,
  volumeClaimTemplate: { spec: { resources: { requests: { storage: '10Gi' } } } },
  ...fields,
});
const tenant = (pools: PoolSpec[]): Tenant => ({
  metadata: { name: 'store', namespace: 'tenants', uid: 'uid-1' },
  spec: { pools },
});

describe('parity and write quorum', () => {
  it.each([
    [1, 0, 1],
    [2, 1, 2],
    [4, 2, 3],
    [6, 3, 4],
    [8, 4, 5],
    [16, 4, 12],
  ])('a set of %d drives: parity %d, write quorum %d', (drives, parity, quorum) => {
    expect(defaultParity(drives)).toBe(parity);
    expect(writeQuorum(drives)).toBe(quorum);
  });
});

describe('placePool', () => {
  it.each([
    {
      name: 'takes matching nodes in turn',
      spec: pool({ servers: 6 }),
      taken: [],
      want: ['n0', 'n1', 'n2', 'n3', 'n0', 'n1'],
    },
    {
      name: 'honours the node selector',
      spec: pool({ servers: 3, nodeSelector: { zone: 'b' } }),
      taken: [],
      want: ['n2', 'n3', 'n2'],
    },
    {
      name: 'leaves servers unplaced when no node fits',
      spec: pool({ servers: 2, nodeSelector: { zone: 'c' } }),
      taken: [],
      want: [undefined, undefined],
    },
    {
      name: 'puts one pod per node under anti-affinity',
      spec: pool({ servers: 5, affinity: antiAffinity }),
      taken: [],
      want: ['n0', 'n1', 'n2', 'n3', undefined],
    },
    {
      name: 'skips nodes the tenant already uses',
      spec: pool({ servers: 3, affinity: antiAffinity }),
      taken: ['n0', 'n2'],
      want: ['n1', 'n3', undefined],
    },
  ])('$name', ({ spec, taken, want }) => {
    expect(placePool(spec, nodes, new Set(taken))).toEqual(want);
  });
});

describe('desiredObjects', () => {
  const pools = [pool({ name: 'fast' }), pool({ servers: 2, volumesPerServer: 1 })];
  const objects = desiredObjects(tenant(pools), nodes);
  const names = (resource: string) =>
    objects.filter((item) => item.resource === resource).map((item) => item.object.metadata.name);

  it.each([
    ['services', ['minio', 'store-console', 'store-hl']],
    ['statefulsets', ['store-fast', 'store-pool-1']],
    [
      'pods',
      ['store-fast-0', 'store-fast-1', 'store-fast-2', 'store-fast-3', 'store-pool-1-0', 'store-pool-1-1'],
    ],
  ])('names the %s as the operator does', (resource, want) => {
    expect(names(resource)).toEqual(want);
  });

  it('makes one claim per server and volume, with the operator labels and no owner', () => {
    const claims = objects.filter((item) => item.resource === 'persistentvolumeclaims');
    expect(claims.map((item) => item.object.metadata.name)).toContain('data1-store-fast-3');
    expect(claims).toHaveLength(4 * 2 + 2 * 1);
    for (const { object } of claims) {
      expect(object.metadata.labels).toMatchObject({ 'v1.min.io/tenant': 'store' });
      expect(object.metadata.ownerReferences).toBeUndefined();
    }
  });

  it('places pods on nodes and names their StatefulSet', () => {
    const pod = objects.find((item) => item.object.metadata.name === 'store-pool-1-1');
    expect(pod?.statefulSet).toBe('store-pool-1');
    expect(pod?.object.spec).toMatchObject({ nodeName: 'n1', subdomain: 'store-hl' });
    expect(pod?.object.metadata.labels).toMatchObject({
      'v1.min.io/tenant': 'store',
      'v1.min.io/pool': 'pool-1',
    });
  });

  it('changes the digest of what a tenant change touches only', () => {
    const digests = (list: typeof objects) =>
      Object.fromEntries(
        list.map((item) => [
          item.object.metadata.name,
          item.object.metadata.annotations?.['min.io/desired-digest'],
        ]),
      );
    const before = digests(objects);
    const newImage = { ...tenant(pools), spec: { pools, image: 'minio/minio:new' } };
    const after = digests(desiredObjects(newImage, nodes));
    expect(after.minio).toBe(before.minio);
    expect(after['store-fast-0']).not.toBe(before['store-fast-0']);
  });
});

describe('tenantStatus', () => {
  const spec = tenant([pool({ servers: 4, volumesPerServer: 2 })]);
  const pods = (running: number) =>
    Array.from({ length: 4 }, (_, index) => ({ pool: 'pool-0', running: index < running }));

  it.each([
    { running: 4, state: 'Initialized', health: 'green', online: 8 },
    { running: 3, state: 'Waiting for Pods to be ready', health: 'yellow', online: 6 },
    { running: 2, state: 'Waiting for Pods to be ready', health: 'red', online: 4 },
  ])('$running of 4 servers up: $state, $health', ({ running, state, health, online }) => {
    expect(tenantStatus(spec, pods(running))).toMatchObject({
      currentState: state,
      healthStatus: health,
      availableReplicas: running,
      drivesOnline: online,
      drivesOffline: 8 - online,
      writeQuorum: 5,
      pools: [{ ssName: 'store-pool-0', state: running === 4 ? 'PoolInitialized' : 'PoolCreated' }],
    });
  });

  it.each([
    { layout: '4 servers × 2 drives (one set of 8, EC:4)', pool: pool(), raw: 80 * GiB, usable: 40 * GiB },
    {
      layout: '3 servers × 2 drives (one set of 6, EC:3)',
      pool: pool({ servers: 3 }),
      raw: 60 * GiB,
      usable: 30 * GiB,
    },
    {
      layout: '8 servers × 4 drives (two sets of 16, EC:4)',
      pool: pool({ servers: 8, volumesPerServer: 4 }),
      raw: 320 * GiB,
      usable: 240 * GiB,
    },
  ])('reports the capacity of $layout', ({ pool: layout, raw, usable }) => {
    expect(tenantStatus(tenant([layout]), []).usage).toEqual({
      rawCapacity: raw,
      capacity: usable,
      rawUsage: 0,
      usage: 0,
    });
  });
});

describe('refusal', () => {
  it.each([
    {
      name: 'a tenant within the limits',
      pools: [pool({ servers: 32 }), pool({ servers: 32, volumesPerServer: 32 })],
      refused: false,
    },
    { name: 'too many servers in all', pools: [pool({ servers: 40 }), pool({ servers: 25 })], refused: true },
    {
      name: 'too many volumes per server',
      pools: [pool({ servers: 1, volumesPerServer: 33 })],
      refused: true,
    },
  ])('$name: refused $refused', ({ pools, refused }) => {
    expect(refusal(tenant(pools)) !== undefined).toBe(refused);
  });
});
