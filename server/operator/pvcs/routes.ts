import * as pvcs from '../../../src/contract/operator/pvcs.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import { allTenantPvcs, tenantPvcs } from './calls.ts';

/** The claims of tenants' volumes. */
export function pvcRoutes(): Route<OperatorEnv>[] {
  return [
    serve(pvcs.listPVCsForTenant, ({ params }, c) =>
      tenantPvcs(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(pvcs.listPVCs, (_, c) => allTenantPvcs(c.get('kube'))),
  ];
}
