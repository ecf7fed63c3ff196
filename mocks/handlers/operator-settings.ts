import * as settings from '../../src/contract/operator/tenant-settings';
import {
  configurationView,
  LOGGING_OFF,
  monitoringChange,
  newLogs,
  newMonitoring,
  storedDomains,
  storedLogs,
  storedMonitoring,
  updatedEnvironment,
} from '../../src/contract/operator/tenant-settings-rules';
import { listTenantRows } from '../operator-model';
import { settingsOf, type TenantSettings } from '../operator-settings-model';
import { operatorMock, tenantOf } from './operator';
import { apiError } from './respond';

type MockTenant = Exclude<ReturnType<typeof tenantOf>, Response>;

const conflict = (detail: string) => apiError(409, 'Already exists or changed meanwhile', detail);

/** Runs `act` on the settings of the path's tenant, or answers Kubernetes' 404. */
function withSettings<T>(
  params: { namespace: string; tenant: string },
  act: (found: TenantSettings, tenant: MockTenant) => T,
) {
  const tenant = tenantOf(params);
  return tenant instanceof Response ? tenant : act(settingsOf(tenant), tenant);
}

const notRegistered = () => apiError(404, settings.NOT_REGISTERED, settings.HOW_TO_REGISTER);

export const operatorSettingsHandlers = [
  operatorMock(settings.getTenantMonitoring, ({ params }) =>
    withSettings(params, (found) => found.monitoring ?? { prometheusEnabled: false }),
  ),
  operatorMock(settings.setTenantMonitoring, ({ params, body }) =>
    withSettings(params, (found) => {
      const change = monitoringChange(found.monitoring !== undefined, body);
      if (typeof change === 'object') return conflict(change.conflict);
      found.monitoring = {
        enable: newMonitoring,
        disable: () => undefined,
        update: () => storedMonitoring(body),
      }[change]();
    }),
  ),
  operatorMock(settings.getTenantLogs, ({ params }) =>
    withSettings(params, (found) => found.logs ?? { disabled: true }),
  ),
  operatorMock(settings.setTenantLogs, ({ params, body }) =>
    withSettings(params, (found) => {
      if (!found.logs) return conflict(LOGGING_OFF);
      found.logs = storedLogs(body);
      return true;
    }),
  ),
  operatorMock(settings.enableTenantLogging, ({ params }) =>
    withSettings(params, (found) => {
      found.logs ??= newLogs();
      return true;
    }),
  ),
  operatorMock(settings.disableTenantLogging, ({ params }) =>
    withSettings(params, (found) => {
      found.logs = undefined;
      return true;
    }),
  ),
  operatorMock(settings.tenantConfiguration, ({ params }) =>
    withSettings(params, (found) => ({ environmentVariables: configurationView(found.environment) })),
  ),
  operatorMock(settings.updateTenantConfiguration, ({ params, body }) =>
    withSettings(params, (found) => {
      const next = updatedEnvironment(found.environment, body);
      if ('problem' in next) return apiError(400, 'Invalid request', next.problem);
      found.environment = next;
    }),
  ),
  operatorMock(settings.getTenantUsage, ({ params }) =>
    withSettings(params, (_found, tenant) => {
      const row = listTenantRows(tenant.namespace).find((candidate) => candidate.name === tenant.name);
      return { used: row?.capacity_usage };
    }),
  ),
  operatorMock(settings.updateTenantDomains, ({ params, body }) =>
    withSettings(params, (found) => {
      found.domains = storedDomains(body.domains);
    }),
  ),
  operatorMock(settings.subscriptionInfo, notRegistered, { asksKubernetes: false }),
  operatorMock(settings.subscriptionActivate, notRegistered, { asksKubernetes: false }),
];
