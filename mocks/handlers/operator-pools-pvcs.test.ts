import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOKEN, resetOperatorModel, setOperatorMode } from '../operator-model';
import { call, expectError } from './test-calls';

const GiB = 1024 ** 3;
const TENANT = 'namespaces/tenant-lite/tenants/storage-lite';
const CLAIM = 'data0-storage-lite-pool-0-0';
const POOL_0 = {
  name: 'pool-0',
  servers: 4,
  volumes_per_server: 2,
  volume_configuration: { size: 10 * GiB },
};

const logIn = () => call('POST', 'login/operator', { jwt: DEMO_OPERATOR_TOKEN });

describe("operator mocks: a tenant's pools, claims and YAML", () => {
  beforeEach(async () => {
    setOperatorMode(true);
    resetOperatorModel();
    await logIn();
  });
  afterEach(() => setOperatorMode(false));

  it('grows a pool by servers, with their pods and claims', async () => {
    const answer = await call('PUT', `${TENANT}/pools`, { pools: [{ ...POOL_0, servers: 6 }] });
    expect(answer).toMatchObject({ status: 200, body: { pools: [{ name: 'pool-0', servers: 6 }] } });
    expect((await call('GET', `${TENANT}/pods`)).body).toHaveLength(6);
    expect(((await call('GET', `${TENANT}/pvcs`)).body as { pvcs: unknown[] }).pvcs).toHaveLength(12);
  });

  it.each([
    ['fewer servers', [{ ...POOL_0, servers: 2 }], 'cannot shrink from 4 to 2 servers'],
    ['more volumes per server', [{ ...POOL_0, volumes_per_server: 4 }], 'keeps its 2 volumes per server'],
    [
      'a larger volume size',
      [{ ...POOL_0, volume_configuration: { size: 20 * GiB } }],
      'keeps its 2 volumes per server',
    ],
    ['no pool-0', [{ ...POOL_0, name: 'pool-1' }], 'The pool pool-0 cannot be removed'],
    [
      'another storage class',
      [{ ...POOL_0, volume_configuration: { size: 10 * GiB, storage_class_name: 'fast' } }],
      'keeps its storage class',
    ],
  ])('refuses %s, saying why', async (_, pools, why) => {
    const answer = await call('PUT', `${TENANT}/pools`, { pools });
    expectError(answer, 400, 'Invalid request');
    expect(answer.body).toMatchObject({ detailedMessage: expect.stringContaining(why) });
  });

  it('describes a claim, answers its events, and deletes it', async () => {
    expect((await call('GET', `${TENANT}/pvcs/${CLAIM}/describe`)).body).toMatchObject({
      name: CLAIM,
      namespace: 'tenant-lite',
      status: 'Bound',
      accessModes: ['ReadWriteOnce'],
    });
    expect((await call('GET', `${TENANT}/pvcs/${CLAIM}/events`)).body).toEqual([
      expect.objectContaining({ object: `PersistentVolumeClaim/${CLAIM}` }),
    ]);
    expect((await call('DELETE', `${TENANT}/pvc/${CLAIM}`)).status).toBe(204);
    expectError(await call('GET', `${TENANT}/pvcs/${CLAIM}/describe`), 404, 'Not found');
    expect(((await call('GET', `${TENANT}/pvcs`)).body as { pvcs: unknown[] }).pvcs).toHaveLength(7);
  });

  it.each([
    ['GET', `${TENANT}/pvcs/data0-analytics-pool-0-0/describe`, 404],
    ['GET', `${TENANT}/pvcs/Not_A_Name/events`, 400],
    ['DELETE', `namespaces/tenant-lite/tenants/no-such/pvc/${CLAIM}`, 404],
  ])("%s %s: another tenant's or no claim is refused", async (method, path, status) => {
    expect((await call(method, path)).status).toBe(status);
  });

  it('answers the Tenant as YAML and takes it back edited', async () => {
    const { body } = await call('GET', `${TENANT}/yaml`);
    const yaml = (body as { yaml: string }).yaml;
    expect(yaml).toContain('kind: Tenant');
    const edited = yaml.replace(/image: .*/, 'image: quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z');
    expect((await call('PUT', `${TENANT}/yaml`, { yaml: edited })).status).toBe(201);
    expect((await call('GET', TENANT)).body).toMatchObject({
      image: 'quay.io/minio/minio:RELEASE.2025-01-01T00-00-00Z',
    });
  });

  it.each([
    ['YAML that does not parse', 'spec: [unclosed', 'Invalid YAML'],
    ['a document without spec', 'kind: Tenant\n', 'Invalid YAML'],
    ['another name', 'metadata:\n  name: other\nspec: {}\n', 'Invalid YAML'],
    ['an empty text', '', 'Invalid request'],
  ])('refuses %s', async (_, yaml, message) => {
    expectError(await call('PUT', `${TENANT}/yaml`, { yaml }), 400, message);
  });
});
