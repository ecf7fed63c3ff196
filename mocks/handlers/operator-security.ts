import * as security from '../../src/contract/operator/security';
import {
  encryptionView,
  identityProviderView,
  setEncryption,
  setIdentityProvider,
  tenantSecurityView,
  updateTenantSecurity,
} from '../operator-security-model';
import { operatorMock, tenantOf } from './operator';
import { apiError } from './respond';

/* A mock tenant's certificates, encryption and identity provider (mocks/operator-security-model.ts). */

type MockTenant = Exclude<ReturnType<typeof tenantOf>, Response>;

/** Runs `act` on the path's tenant, or answers Kubernetes' 404. */
function withTenant<T>(params: { namespace: string; tenant: string }, act: (tenant: MockTenant) => T) {
  const tenant = tenantOf(params);
  return tenant instanceof Response ? tenant : act(tenant);
}

const refusedBy = (problem: string | null) =>
  problem ? apiError(400, 'Invalid request', problem) : undefined;

export const operatorSecurityHandlers = [
  operatorMock(security.tenantSecurity, ({ params }) => withTenant(params, tenantSecurityView)),
  operatorMock(security.updateTenantSecurity, ({ params, body }) =>
    withTenant(params, async (tenant) => refusedBy(await updateTenantSecurity(tenant, body))),
  ),
  operatorMock(security.tenantUpdateCertificate, ({ params, body }) =>
    withTenant(params, async (tenant) =>
      refusedBy(await updateTenantSecurity(tenant, { customCertificates: body })),
    ),
  ),
  operatorMock(security.tenantEncryptionInfo, ({ params }) => withTenant(params, encryptionView)),
  operatorMock(security.tenantUpdateEncryption, ({ params, body }) =>
    withTenant(params, (tenant) => setEncryption(tenant, body)),
  ),
  operatorMock(security.tenantDeleteEncryption, ({ params }) =>
    withTenant(params, (tenant) => setEncryption(tenant, undefined)),
  ),
  operatorMock(security.tenantIdentityProvider, ({ params }) => withTenant(params, identityProviderView)),
  operatorMock(security.updateTenantIdentityProvider, ({ params, body }) =>
    withTenant(params, (tenant) => setIdentityProvider(tenant, body)),
  ),
];
