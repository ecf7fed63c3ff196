import * as security from '../../../src/contract/operator/security.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import {
  addCertificates,
  deleteEncryption,
  tenantEncryption,
  tenantIdentityProvider,
  tenantSecurity,
  updateEncryption,
  updateIdentityProvider,
  updateTenantSecurity,
} from './calls.ts';

/** A tenant's certificates, encryption and identity provider. */
export function securityRoutes(): Route<OperatorEnv>[] {
  return [
    serve(security.tenantSecurity, ({ params }, c) =>
      tenantSecurity(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(security.updateTenantSecurity, ({ params, body }, c) =>
      updateTenantSecurity(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(security.tenantUpdateCertificate, ({ params, body }, c) =>
      addCertificates(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(security.tenantEncryptionInfo, ({ params }, c) =>
      tenantEncryption(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(security.tenantUpdateEncryption, ({ params, body }, c) =>
      updateEncryption(c.get('kube'), params.namespace, params.tenant, body),
    ),
    serve(security.tenantDeleteEncryption, ({ params }, c) =>
      deleteEncryption(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(security.tenantIdentityProvider, ({ params }, c) =>
      tenantIdentityProvider(c.get('kube'), params.namespace, params.tenant),
    ),
    serve(security.updateTenantIdentityProvider, ({ params, body }, c) =>
      updateIdentityProvider(c.get('kube'), params.namespace, params.tenant, body),
    ),
  ];
}
