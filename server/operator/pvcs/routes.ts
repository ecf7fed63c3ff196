import * as pvcs from '../../../src/contract/operator/pvcs.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import { allTenantPvcs, deletePvc, describePvc, pvcEvents, tenantPvcs } from './calls.ts';

/** The claims of tenants' volumes: listed, described with their events, deleted. */
export function pvcRoutes(): Route<OperatorEnv>[] {
  return [
    serve(pvcs.listPVCsForTenant, ({ params }, c) =>
      tenantPvcs(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(pvcs.listPVCs, (_, c) => allTenantPvcs(c.get('kube'))),
    serve(pvcs.getPVCEvents, ({ params }, c) =>
      pvcEvents(c.get('kube'), params.namespace, params.tenant, params.PVCName),
    ),
    serve(pvcs.getPVCDescribe, ({ params }, c) =>
      describePvc(c.get('kube'), params.namespace, params.tenant, params.PVCName),
    ),
    serve(pvcs.deletePVC, ({ params }, c) =>
      deletePvc(c.get('kube'), params.namespace, params.tenant, params.PVCName),
    ),
  ];
}
