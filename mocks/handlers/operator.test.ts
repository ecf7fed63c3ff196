import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOKEN, setOperatorMode } from '../operator-model';
import { call, expectError } from './test-calls';

const GiB = 1024 ** 3;
const logIn = () => call('POST', 'login/operator', { jwt: DEMO_OPERATOR_TOKEN });

describe('operator mode mocks', () => {
  beforeEach(() => setOperatorMode(true));
  afterEach(() => setOperatorMode(false));

  it.each([
    ['a wrong token', { jwt: 'wrong' }, 401, 'invalid login'],
    ['an empty token', { jwt: '' }, 400, 'Invalid request'],
  ])('refuses %s', async (_, body, status, message) => {
    expectError(await call('POST', 'login/operator', body), status, message);
  });

  it('logs in with the demo token and answers the operator session', async () => {
    expect((await logIn()).status).toBe(204);
    expect((await call('GET', 'login')).body).toMatchObject({ loginStrategy: 'service-account' });
    expect((await call('GET', 'session')).body).toMatchObject({
      operator: true,
      features: [],
      permissions: {},
    });
  });

  it('creates, lists and deletes a tenant; a second of the same name is a 409', async () => {
    await logIn();
    const tenant = {
      name: 'fresh',
      namespace: 'default',
      pools: [{ servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } }],
    };
    expectError(await call('POST', 'tenants', { ...tenant, namespace: 'team' }), 404, 'Not found');
    expect((await call('POST', 'tenants', tenant)).status).toBe(200);
    expectError(await call('POST', 'tenants', tenant), 409, 'Already exists or changed meanwhile');
    expect((await call('GET', 'namespaces/default/tenants')).body).toMatchObject({
      total: 1,
      tenants: [{ name: 'fresh', pool_count: 1, instance_count: 4, volume_count: 4 }],
    });
    expect((await call('GET', 'namespaces/default/tenants/fresh/pods')).body).toHaveLength(4);
    expect((await call('DELETE', 'namespaces/default/tenants/fresh', { delete_pvcs: true })).status).toBe(
      204,
    );
    expectError(await call('GET', 'namespaces/default/tenants/fresh'), 404, 'Not found');
  });

  it.each([
    ['get-parity/4/2', 200],
    ['get-parity/17/1', 400],
    ['get-parity/1/1', 400],
    ['cluster/allocatable-resources?num_nodes=4', 200],
    ['cluster/allocatable-resources?num_nodes=5', 400],
    ['directpv/drives', 404],
    ['namespaces/Bad_NS/tenants', 400],
  ])('GET %s answers %i', async (path, status) => {
    await logIn();
    expect((await call('GET', path)).status).toBe(status);
  });

  const TENANT_PATH = 'namespaces/tenant-lite/tenants/storage-lite';
  it.each([
    [`${TENANT_PATH}/events`, ['Initialized', 'PoolCreated', 'SvcCreated', 'SvcCreated', 'SvcCreated']],
    [`${TENANT_PATH}/pods/storage-lite-pool-0-0/events`, ['Started', 'Created', 'Pulled', 'Scheduled']],
    [`${TENANT_PATH}/pvcs/data0-storage-lite-pool-0-0/events`, ['ProvisioningSucceeded']],
  ])('GET %s answers the events a cluster records, newest first', async (path, reasons) => {
    await logIn();
    const events = (await call('GET', path)).body as { reason: string; last_seen: number }[];
    expect(events.map((event) => event.reason)).toEqual(reasons);
    const times = events.map((event) => event.last_seen);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers no operator operation outside operator mode', async () => {
    setOperatorMode(false);
    expect((await call('POST', 'login/operator', { jwt: DEMO_OPERATOR_TOKEN })).status).toBe(404);
  });
});
