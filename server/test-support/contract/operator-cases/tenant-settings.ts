import * as settings from '../../../../src/contract/operator/tenant-settings.ts';
import {
  type OperatorAreaCases,
  type OperatorCase,
  type OperatorFixture,
  operatorCases,
  operatorRefusals,
  otherOperatorCase,
  smallTenant,
} from '../operator-case.ts';

/** A tenant as its path names it. */
interface TenantPath extends Record<string, string> {
  namespace: string;
  tenant: string;
}

const CHANGED_MEANWHILE = 'Already exists or changed meanwhile';

/** The reads of a tenant's settings, on the fixture tenant. */
function readCases(fixture: OperatorFixture): OperatorCase[] {
  const request = { params: { namespace: fixture.namespace, tenant: fixture.tenant } };
  return [
    settings.getTenantMonitoring,
    settings.getTenantLogs,
    settings.tenantConfiguration,
    settings.getTenantUsage,
  ].flatMap((endpoint) => operatorCases(endpoint, fixture, { request }));
}

/** Monitoring turned on, then read back and turned on again; changed only once on. */
function monitoringCases(fixture: OperatorFixture, params: TenantPath): OperatorCase[] {
  const turnOn = { prometheusEnabled: false, toggle: true };
  return [
    otherOperatorCase(
      settings.setTenantMonitoring,
      'settings while monitoring is off',
      { params, body: { diskCapacityGB: '10' } },
      { status: 409, message: CHANGED_MEANWHILE },
      { setup: (fixtures) => fixtures.createTenant(smallTenant(params.namespace, params.tenant)) },
    ),
    ...operatorCases(settings.setTenantMonitoring, fixture, { request: { params, body: turnOn } }),
    otherOperatorCase(
      settings.getTenantMonitoring,
      'once turned on',
      { params },
      { status: 200, values: { prometheusEnabled: true, diskCapacityGB: '5' } },
    ),
    otherOperatorCase(
      settings.setTenantMonitoring,
      'turned on again',
      { params, body: turnOn },
      { status: 409, message: CHANGED_MEANWHILE },
    ),
  ];
}

/** Log search: refused while off, turned on, changed and read back, turned off. */
function loggingCases(fixture: OperatorFixture, params: TenantPath): OperatorCase[] {
  const changed = { diskCapacityGB: '8', logCPURequest: '250m' };
  return [
    otherOperatorCase(
      settings.setTenantLogs,
      'while log search is off',
      { params, body: changed },
      { status: 409, message: CHANGED_MEANWHILE },
    ),
    ...operatorCases(settings.enableTenantLogging, fixture, { request: { params } }),
    ...operatorCases(settings.setTenantLogs, fixture, {
      request: { params, body: changed },
      expect: { values: { '': true } },
    }),
    otherOperatorCase(
      settings.getTenantLogs,
      'once changed',
      { params },
      { status: 200, values: { disabled: false, ...changed } },
    ),
    ...operatorCases(settings.disableTenantLogging, fixture, { request: { params } }),
  ];
}

/** The environment set and read back; masked values and the root user refused. */
function configurationCases(fixture: OperatorFixture, params: TenantPath): OperatorCase[] {
  const variable = { key: 'MINIO_STORAGE_CLASS_STANDARD', value: 'EC:2' };
  return [
    ...operatorCases(settings.updateTenantConfiguration, fixture, {
      request: { params, body: { environmentVariables: [variable] } },
    }),
    otherOperatorCase(
      settings.tenantConfiguration,
      'once set',
      { params },
      { status: 200, values: { [`environmentVariables[key=${variable.key}].value`]: variable.value } },
    ),
    otherOperatorCase(
      settings.updateTenantConfiguration,
      'a masked value of a variable there is not',
      { params, body: { environmentVariables: [{ key: 'MINIO_UNSET', value: settings.MASKED_VALUE }] } },
      { status: 400, message: 'Invalid request' },
    ),
    otherOperatorCase(
      settings.updateTenantConfiguration,
      "the root user's variables",
      { params, body: { keysToBeDeleted: ['MINIO_ROOT_USER'] } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
}

function domainCases(fixture: OperatorFixture, params: TenantPath): OperatorCase[] {
  const domains = { minio: ['https://minio.example.com'], console: 'https://console.example.com' };
  return [
    ...operatorCases(settings.updateTenantDomains, fixture, { request: { params, body: { domains } } }),
    otherOperatorCase(
      settings.updateTenantDomains,
      'an address with a path',
      { params, body: { domains: { minio: ['https://minio.example.com/bucket'] } } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
}

/** The console holds no SUBNET licence: whoever asks, about whichever tenant, is told so. */
function subscriptionCases(fixture: OperatorFixture, params: TenantPath): OperatorCase[] {
  const notRegistered = { status: 404, message: settings.NOT_REGISTERED };
  return [
    otherOperatorCase(settings.subscriptionInfo, 'not registered', {}, notRegistered),
    ...operatorRefusals(settings.subscriptionInfo, {}, fixture, { noRights: notRegistered }),
    otherOperatorCase(settings.subscriptionActivate, 'not registered', { params }, notRegistered),
    ...operatorRefusals(settings.subscriptionActivate, { params }, fixture, {
      noRights: notRegistered,
      missingTenant: notRegistered,
    }),
  ];
}

/**
 * A tenant's settings: read on the fixture tenant, written on a tenant of their own (the mocks keep settings
 * beside a tenant, so no other area's reads may see them).
 */
export const operatorTenantSettingsCases: OperatorAreaCases = (fixture) => {
  const tuned: TenantPath = { namespace: fixture.namespace, tenant: `${fixture.scratch}-tuned` };
  return [
    ...readCases(fixture),
    ...monitoringCases(fixture, tuned),
    ...loggingCases(fixture, tuned),
    ...configurationCases(fixture, tuned),
    ...domainCases(fixture, tuned),
    ...subscriptionCases(fixture, tuned),
  ];
};
