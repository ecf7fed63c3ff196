import * as settings from '../../../src/contract/operator/tenant-settings.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import {
  getConfiguration,
  getLogs,
  getMonitoring,
  getUsage,
  notRegistered,
  setLogs,
  setMonitoring,
  switchLogging,
  updateConfiguration,
  updateDomains,
} from './calls.ts';

/** A tenant's monitoring, log search, environment, domains and usage; the SUBNET subscription. */
export function tenantSettingsRoutes(): Route<OperatorEnv>[] {
  return [
    serve(settings.getTenantMonitoring, ({ params }, c) =>
      getMonitoring(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(settings.setTenantMonitoring, ({ params, body }, c) =>
      setMonitoring(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(settings.getTenantLogs, ({ params }, c) => getLogs(c.get('kube'), params.namespace, params.tenant)),
    serve(settings.setTenantLogs, ({ params, body }, c) =>
      setLogs(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(settings.enableTenantLogging, ({ params }, c) =>
      switchLogging(c.get('kube'), params.namespace, params.tenant, true),
    ),
    serve(settings.disableTenantLogging, ({ params }, c) =>
      switchLogging(c.get('kube'), params.namespace, params.tenant, false),
    ),
    serve(settings.tenantConfiguration, ({ params }, c) =>
      getConfiguration(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(settings.updateTenantConfiguration, ({ params, body }, c) =>
      updateConfiguration(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(settings.getTenantUsage, ({ params }, c) =>
      getUsage(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(settings.updateTenantDomains, ({ params, body }, c) =>
      updateDomains(c.get('kube'), params.namespace, params.tenant, body.domains),
    ),
    serve(settings.subscriptionInfo, () => notRegistered()),
    serve(settings.subscriptionActivate, () => notRegistered()),
  ];
}
