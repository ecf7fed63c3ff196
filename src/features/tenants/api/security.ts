import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tenantDeleteEncryption,
  tenantEncryptionInfo,
  tenantIdentityProvider,
  tenantSecurity,
  tenantUpdateCertificate,
  tenantUpdateEncryption,
  type UpdateIdpRequest,
  type UpdateTenantSecurityRequest,
  updateTenantIdentityProvider,
  updateTenantSecurity,
} from '@/contract/operator/security';
import type { EncryptionConfiguration, TlsConfiguration } from '@/contract/operator/security-settings';
import { call } from '@/lib/api/client';
import { type TenantRef, tenantKeys } from './tenants';

export const securityKeys = {
  security: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'security'] as const,
  encryption: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'encryption'] as const,
  identityProvider: (ref: TenantRef) => [...tenantKeys.tenant(ref), 'identity-provider'] as const,
};

export const tenantSecurityQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: securityKeys.security(ref),
    queryFn: ({ signal }) => call(tenantSecurity, { params: ref }, signal),
  });

export const tenantEncryptionQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: securityKeys.encryption(ref),
    queryFn: ({ signal }) => call(tenantEncryptionInfo, { params: ref }, signal),
  });

export const tenantIdentityProviderQuery = (ref: TenantRef) =>
  queryOptions({
    queryKey: securityKeys.identityProvider(ref),
    queryFn: ({ signal }) => call(tenantIdentityProvider, { params: ref }, signal),
  });

/** Certificates and automatic TLS change the security answer and the tenant's endpoints. */
export function useUpdateTenantSecurity(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantSecurityRequest) => call(updateTenantSecurity, { params: ref, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.security(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.details(ref) }),
      ]),
  });
}

export function useDeleteEncryption(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(tenantDeleteEncryption, { params: ref }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.encryption(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.details(ref) }),
      ]),
  });
}

/** New certificates change the security answer only. */
export function useAddCertificates(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TlsConfiguration) => call(tenantUpdateCertificate, { params: ref, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.security(ref) }),
  });
}

export function useUpdateEncryption(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EncryptionConfiguration) => call(tenantUpdateEncryption, { params: ref, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.encryption(ref) }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.details(ref) }),
      ]),
  });
}

export function useUpdateIdentityProvider(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateIdpRequest) => call(updateTenantIdentityProvider, { params: ref, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.identityProvider(ref) }),
  });
}
