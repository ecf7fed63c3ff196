import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { eventually, type OperatorApp, startOperatorApp } from '../test-support/kube/operator-app.ts';

const PORT = 9715;
const NAMESPACE = 'change-lab';
const TENANT = `/namespaces/${NAMESPACE}/tenants/lab`;
const GiB = 1024 ** 3;
const POOL_0 = { name: 'pool-0', servers: 4, volumes_per_server: 2, volume_configuration: { size: GiB } };

let operator: OperatorApp;

interface TenantResource {
  metadata: { labels?: Record<string, string>; generation: number };
  spec: { image: string; pools: Record<string, unknown>[] };
}

const kubectlJson = (args: string[]) =>
  JSON.parse(operator.cluster.kubectl([...args, '-n', NAMESPACE, '-o', 'json']));
const tenantResource = (): TenantResource => kubectlJson(['get', 'tenant', 'lab']);
const names = (kind: string) =>
  kubectlJson(['get', kind, '-l', 'v1.min.io/tenant=lab']).items.map(
    (item: { metadata: { name: string } }) => item.metadata.name,
  );

beforeAll(async () => {
  operator = await startOperatorApp({
    port: PORT,
    namespace: NAMESPACE,
    tenant: { name: 'lab', pools: [POOL_0] },
  });
}, 240_000);

afterAll(async () => {
  await operator?.stop();
});

describe("a tenant's pools against a Kubernetes API", () => {
  it.each<[what: string, pools: unknown[], why: string]>([
    ['fewer servers', [{ ...POOL_0, servers: 2 }], 'The pool pool-0 cannot shrink from 4 to 2 servers'],
    ['more volumes per server', [{ ...POOL_0, volumes_per_server: 4 }], 'keeps its 2 volumes per server'],
    ['larger volumes', [{ ...POOL_0, volume_configuration: { size: 2 * GiB } }], 'keeps its 2 volumes'],
    ['no pool-0', [{ ...POOL_0, name: 'pool-1' }], 'The pool pool-0 cannot be removed'],
    [
      'another storage class',
      [{ ...POOL_0, volume_configuration: { size: GiB, storage_class_name: 'fast' } }],
      'keeps its storage class',
    ],
  ])('refuses %s, saying why, and changes nothing', async (_, pools, why) => {
    const before = tenantResource().spec;
    const answer = await operator.call(`${TENANT}/pools`, 'PUT', { pools });
    expect(answer).toMatchObject({ status: 400, body: { detailedMessage: expect.stringContaining(why) } });
    expect(tenantResource().spec).toEqual(before);
  });

  it('grows a pool by servers as the screen sends it, keeping what the API does not carry', async () => {
    operator.cluster.kubectl([
      'patch',
      'tenant',
      'lab',
      '-n',
      NAMESPACE,
      '--type=json',
      '-p',
      JSON.stringify([
        { op: 'add', path: '/spec/pools/0/labels', value: { rack: 'r1' } },
        { op: 'add', path: '/spec/pools/0/resources', value: { requests: { cpu: '500m' } } },
      ]),
    ]);
    const read = await operator.call(TENANT);
    const pools = read.body.pools.map((pool: { servers: number }) => ({ ...pool, servers: 6 }));
    const answer = await operator.call(`${TENANT}/pools`, 'PUT', { pools });
    expect(answer).toMatchObject({ status: 200, body: { pools: [{ name: 'pool-0', servers: 6 }] } });
    expect(tenantResource().spec.pools[0]).toMatchObject({
      labels: { rack: 'r1' },
      resources: { requests: { cpu: '500m' } },
    });
    expect(tenantResource().spec.pools).toMatchObject([{ name: 'pool-0', servers: 6, volumesPerServer: 2 }]);
    const pods = await eventually(
      () => names('pods'),
      (list) => list.length === 6,
    );
    expect(pods).toEqual(expect.arrayContaining(['lab-pool-0-4', 'lab-pool-0-5']));
    const claims = await eventually(
      () => names('pvc'),
      (list) => list.length === 12,
    );
    expect(claims).toEqual(expect.arrayContaining(['data0-lab-pool-0-5', 'data1-lab-pool-0-5']));
  }, 90_000);
});

describe('the Tenant as YAML against a Kubernetes API', () => {
  const readYaml = async () => {
    const answer = await operator.call(`${TENANT}/yaml`);
    expect(answer.status).toBe(200);
    return parse(answer.body.yaml);
  };

  it('answers the metadata and spec Kubernetes holds, without status or managed fields', async () => {
    const document = await readYaml();
    const held = tenantResource();
    expect(document).toMatchObject({
      apiVersion: 'minio.min.io/v2',
      kind: 'Tenant',
      metadata: { name: 'lab', namespace: NAMESPACE, generation: held.metadata.generation },
      spec: { image: held.spec.image, pools: [{ name: 'pool-0' }] },
    });
    expect(document).not.toHaveProperty('status');
    expect(document.metadata).not.toHaveProperty('managedFields');
  });

  it('saves edited labels and spec', async () => {
    const document = await readYaml();
    document.metadata.labels = { team: 'storage' };
    document.spec.image = 'quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z';
    const answer = await operator.call(`${TENANT}/yaml`, 'PUT', { yaml: stringify(document) });
    expect(answer.status).toBe(201);
    expect(tenantResource()).toMatchObject({
      metadata: { labels: { team: 'storage' } },
      spec: { image: 'quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z' },
    });
  });

  it('refuses YAML read before the spec was changed meanwhile', async () => {
    const stale = await readYaml();
    operator.cluster.kubectl([
      'patch',
      'tenant',
      'lab',
      '-n',
      NAMESPACE,
      '--type=merge',
      '-p',
      '{"spec":{"mountPath":"/data"}}',
    ]);
    stale.spec.image = 'quay.io/minio/minio:RELEASE.2024-01-01T00-00-00Z';
    const answer = await operator.call(`${TENANT}/yaml`, 'PUT', { yaml: stringify(stale) });
    expect(answer).toMatchObject({
      status: 409,
      body: { detailedMessage: expect.stringContaining('changed after this YAML was read') },
    });
    expect(tenantResource().spec.image).toBe('quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z');
  });

  it("refuses a spec the Tenant's schema refuses, with Kubernetes' message", async () => {
    const document = await readYaml();
    document.spec.pools[0].servers = 'many';
    const answer = await operator.call(`${TENANT}/yaml`, 'PUT', { yaml: stringify(document) });
    expect(answer).toMatchObject({
      status: 422,
      body: { detailedMessage: expect.stringContaining('servers') },
    });
  });

  it.each<[what: string, yaml: string, why: string]>([
    ['YAML that does not parse', 'spec: [unclosed', 'Flow sequence'],
    ['a list', '- spec: {}\n', 'one mapping'],
    ['no spec', 'kind: Tenant\n', 'spec'],
    ['another kind', 'kind: Pod\nspec: {}\n', 'kind is Tenant'],
    ['another name', 'metadata:\n  name: other\nspec: {}\n', 'cannot be renamed'],
    ['another namespace', 'metadata:\n  namespace: elsewhere\nspec: {}\n', 'cannot be moved'],
    [
      'an alias bomb',
      `a: &a [x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [${'*b, '.repeat(60)}*b]\nspec: {}\n`,
      'alias',
    ],
  ])('refuses %s before a call to Kubernetes', async (_, yaml, why) => {
    const before = tenantResource().spec;
    const answer = await operator.call(`${TENANT}/yaml`, 'PUT', { yaml });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Invalid YAML', detailedMessage: expect.stringContaining(why) },
    });
    expect(tenantResource().spec).toEqual(before);
  });
});
