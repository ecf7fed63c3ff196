import * as tenants from '../../../../src/contract/operator/tenants.ts';
import { type OperatorAreaCases, operatorCases, otherOperatorCase, smallTenant } from '../operator-case.ts';

const GiB = 1024 ** 3;

export const operatorTenantCases: OperatorAreaCases = (fixture) => {
  const { namespace, tenant } = fixture;
  const made = `${fixture.scratch}-made`;
  const doomed = `${fixture.scratch}-doomed`;
  const grown = `${fixture.scratch}-grown`;
  const reshaped = `${fixture.scratch}-reshaped`;
  const path = { namespace, tenant };
  const row = `tenants[name=${tenant}]`;
  const listed = {
    fields: ['tenants[].name', 'tenants[].namespace', `${row}.creation_date`, `${row}.currentState`, 'total'],
    values: {
      [`${row}.namespace`]: namespace,
      [`${row}.pool_count`]: 1,
      [`${row}.instance_count`]: 4,
      [`${row}.volume_count`]: 4,
      [`${row}.total_size`]: 4 * GiB,
    },
  };
  const pool0 = smallTenant(namespace, reshaped).pools[0];
  const pool1 = { name: 'pool-1', servers: 4, volumes_per_server: 1, volume_configuration: { size: GiB } };
  return [
    ...operatorCases(tenants.listAllTenants, fixture, { request: {}, expect: listed }),
    otherOperatorCase(
      tenants.listAllTenants,
      'a page of no rows',
      { query: { limit: '0' } },
      { status: 400 },
    ),
    ...operatorCases(tenants.listTenants, fixture, { request: { params: { namespace } }, expect: listed }),
    otherOperatorCase(
      tenants.listTenants,
      'sorted by a field there is not',
      { params: { namespace }, query: { sort_by: 'owner' } },
      { status: 400, message: 'Invalid request' },
    ),
    ...operatorCases(tenants.createTenant, fixture, {
      request: { body: smallTenant(namespace, made) },
      expect: { values: { 'console[0].access_key': `${made}-root` }, fields: ['console[].url'] },
    }),
    otherOperatorCase(
      tenants.createTenant,
      'a name in use',
      { body: smallTenant(namespace, tenant) },
      {
        status: 409,
        message: 'Already exists or changed meanwhile',
      },
    ),
    otherOperatorCase(
      tenants.createTenant,
      'a namespace there is not',
      { body: smallTenant(`${fixture.scratch}-nowhere`, made) },
      { status: 404, message: 'Not found' },
    ),
    otherOperatorCase(
      tenants.createTenant,
      'a secret key MinIO refuses',
      { body: { ...smallTenant(namespace, made), secret_key: 'short' } },
      { status: 400, message: 'Invalid request' },
    ),
    ...operatorCases(tenants.tenantDetails, fixture, {
      request: { params: path },
      expect: {
        values: { name: tenant, namespace, 'pools[name=pool-0].servers': 4 },
        fields: ['creation_date', 'currentState', 'image', 'pools[].volume_configuration.size'],
      },
    }),
    ...operatorCases(tenants.deleteTenant, fixture, {
      setup: (fixtures) => fixtures.createTenant(smallTenant(namespace, doomed)),
      request: { params: { namespace, tenant: doomed }, body: { delete_pvcs: true } },
    }),
    ...operatorCases(tenants.tenantAddPool, fixture, {
      setup: (fixtures) => fixtures.createTenant(smallTenant(namespace, grown)),
      request: { params: { namespace, tenant: grown }, body: pool1 },
    }),
    otherOperatorCase(
      tenants.tenantAddPool,
      'a pool name in use',
      { params: path, body: { ...pool1, name: 'pool-0' } },
      { status: 400, message: 'Invalid request' },
    ),
    ...operatorCases(tenants.tenantUpdatePools, fixture, {
      setup: (fixtures) => fixtures.createTenant(smallTenant(namespace, reshaped)),
      request: { params: { namespace, tenant: reshaped }, body: { pools: [pool0, pool1] } },
      expect: { values: { name: reshaped, 'pools[name=pool-1].servers': 4 }, fields: ['pools[].name'] },
    }),
    otherOperatorCase(
      tenants.tenantUpdatePools,
      'a pool left out',
      { params: path, body: { pools: [{ ...pool1 }] } },
      { status: 400, message: 'Invalid request' },
    ),
    otherOperatorCase(
      tenants.tenantUpdatePools,
      'a pool shrunk',
      { params: path, body: { pools: [{ ...pool0, servers: 2 }] } },
      { status: 400, message: 'Invalid request' },
    ),
    otherOperatorCase(
      tenants.tenantUpdatePools,
      "a pool's drives changed",
      { params: path, body: { pools: [{ ...pool0, volumes_per_server: 2 }] } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
};
