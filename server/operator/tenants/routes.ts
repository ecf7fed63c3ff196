import * as yaml from '../../../src/contract/operator/tenant-yaml.ts';
import * as tenants from '../../../src/contract/operator/tenants.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import { addPool, createTenant, deleteTenant, listTenants, tenantDetails, updatePools } from './calls.ts';
import { putTenantYaml, tenantYaml } from './yaml.ts';

/** Tenants: the Tenant resources of the cluster, as the caller may see and change them. */
export function tenantRoutes(): Route<OperatorEnv>[] {
  return [
    serve(tenants.listAllTenants, ({ query }, c) => listTenants(c.get('kube'), undefined, query)),
    serve(tenants.listTenants, ({ params, query }, c) => listTenants(c.get('kube'), params.namespace, query)),
    serve(tenants.createTenant, ({ body }, c) => createTenant(c.get('kube'), body)),
    serve(tenants.tenantDetails, ({ params }, c) =>
      tenantDetails(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(tenants.deleteTenant, ({ params, body }, c) =>
      deleteTenant(c.get('kube'), params.namespace, params.tenant, body.delete_pvcs ?? false),
    ),
    serve(tenants.tenantAddPool, ({ params, body }, c) =>
      addPool(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(tenants.tenantUpdatePools, ({ params, body }, c) =>
      updatePools(c.get('kube'), params.namespace, params.tenant, body.pools),
    ),
    serve(yaml.getTenantYAML, ({ params }, c) => tenantYaml(c.get('kube'), params.namespace, params.tenant)),
    serve(yaml.putTenantYAML, ({ params, body }, c) =>
      putTenantYaml(c.get('kube'), params.namespace, params.tenant, body.yaml),
    ),
  ];
}
