import { z } from 'zod/mini';
import { BODY_LIMITS } from '../body-limits';
import { endpoint } from '../endpoint';
import { DNS_SUBDOMAIN_MAX_LENGTH, TENANT_PATH, tenantParams } from './names';
import { securityContextSchema } from './pool';
import {
  encryptionConfigurationResponseSchema,
  encryptionConfigurationSchema,
  idpConfigurationResponseSchema,
  ldapConfigurationSchema,
  MAX_CERTIFICATES,
  oidcConfigurationSchema,
  oneExternalProvider,
  tlsConfigurationSchema,
} from './security-settings';

/* A tenant's TLS certificates, its encryption (KES) and its identity provider (operator swagger v0.24.0). */

/** What the tenant's security answer says of one certificate, read from the certificate itself. */
export const certificateInfoSchema = z.object({
  serialNumber: z.string(),
  /** The secret holding it. */
  name: z.string(),
  domains: z.array(z.string()),
  /** When it expires, ISO 8601. */
  expiry: z.string(),
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

/** The swagger's tenantSecurityResponse. */
export const tenantSecurityResponseSchema = z.object({
  autoCert: z.boolean(),
  customCertificates: z.object({
    minio: z.array(certificateInfoSchema),
    client: z.array(certificateInfoSchema),
    minioCAs: z.array(certificateInfoSchema),
  }),
  securityContext: z.optional(securityContextSchema),
});
export type TenantSecurityResponse = z.infer<typeof tenantSecurityResponseSchema>;

const secretName = z
  .string()
  .check(
    z.maxLength(DNS_SUBDOMAIN_MAX_LENGTH),
    z.regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'is not a secret name'),
  );

/** The swagger's updateTenantSecurityRequest: certificates named by their secret are removed, new ones added. */
export const updateTenantSecurityRequestSchema = z.object({
  autoCert: z.optional(z.boolean()),
  customCertificates: z.optional(
    z.object({
      secretsToBeDeleted: z.optional(z.array(secretName).check(z.maxLength(3 * MAX_CERTIFICATES))),
      ...tlsConfigurationSchema.shape,
    }),
  ),
  securityContext: z.optional(securityContextSchema),
});
export type UpdateTenantSecurityRequest = z.infer<typeof updateTenantSecurityRequestSchema>;

/** What the identity-provider update takes: OpenID or LDAP, or neither for MinIO's built-in users only. */
export const updateIdpRequestSchema = z
  .object({
    oidc: z.optional(oidcConfigurationSchema),
    active_directory: z.optional(ldapConfigurationSchema),
  })
  .check(oneExternalProvider);
export type UpdateIdpRequest = z.infer<typeof updateIdpRequestSchema>;

/** Certificates are a few KiB each, and a request may carry several lists of them. */
const CERTIFICATES_BODY_LIMIT = 8 * BODY_LIMITS.default;

export const tenantSecurity = endpoint({
  id: 'TenantSecurity',
  area: 'operator-security',
  method: 'GET',
  path: `${TENANT_PATH}/security`,
  summary: "The tenant's TLS: automatic certificates, its own certificates read from their secrets",
  params: tenantParams,
  response: tenantSecurityResponseSchema,
  status: 200,
});

export const updateTenantSecurity = endpoint({
  id: 'UpdateTenantSecurity',
  area: 'operator-security',
  method: 'POST',
  path: `${TENANT_PATH}/security`,
  summary:
    "Changes the tenant's TLS: automatic certificates, certificates added and removed, security context",
  params: tenantParams,
  body: updateTenantSecurityRequestSchema,
  bodyLimit: CERTIFICATES_BODY_LIMIT,
  status: 204,
});

export const tenantUpdateCertificate = endpoint({
  id: 'TenantUpdateCertificate',
  area: 'operator-security',
  method: 'PUT',
  path: `${TENANT_PATH}/certificates`,
  summary: 'Adds certificates to the tenant, each in a secret of its own',
  params: tenantParams,
  body: tlsConfigurationSchema,
  bodyLimit: CERTIFICATES_BODY_LIMIT,
  status: 201,
});

export const tenantEncryptionInfo = endpoint({
  id: 'TenantEncryptionInfo',
  area: 'operator-security',
  method: 'GET',
  path: `${TENANT_PATH}/encryption`,
  summary: "The tenant's KES: image, replicas and key store, secrets left out",
  params: tenantParams,
  response: encryptionConfigurationResponseSchema,
  status: 200,
});

export const tenantUpdateEncryption = endpoint({
  id: 'TenantUpdateEncryption',
  area: 'operator-security',
  method: 'PUT',
  path: `${TENANT_PATH}/encryption`,
  summary: "Turns on or changes the tenant's encryption: KES with its configuration secret",
  params: tenantParams,
  body: encryptionConfigurationSchema,
  bodyLimit: BODY_LIMITS.default,
  status: 201,
});

export const tenantDeleteEncryption = endpoint({
  id: 'TenantDeleteEncryption',
  area: 'operator-security',
  method: 'DELETE',
  path: `${TENANT_PATH}/encryption`,
  summary: "Turns off the tenant's encryption: KES and its configuration secret are removed",
  params: tenantParams,
  status: 204,
});

export const tenantIdentityProvider = endpoint({
  id: 'TenantIdentityProvider',
  area: 'operator-security',
  method: 'GET',
  path: `${TENANT_PATH}/identity-provider`,
  summary: "The tenant's external identity provider, as its configuration holds it",
  params: tenantParams,
  response: idpConfigurationResponseSchema,
  status: 200,
});

export const updateTenantIdentityProvider = endpoint({
  id: 'UpdateTenantIdentityProvider',
  area: 'operator-security',
  method: 'POST',
  path: `${TENANT_PATH}/identity-provider`,
  summary: "Sets the tenant's identity provider in its configuration: OpenID, LDAP or built-in users only",
  params: tenantParams,
  body: updateIdpRequestSchema,
  bodyLimit: BODY_LIMITS.default,
  status: 204,
});

export const SECURITY_ENDPOINTS = [
  tenantSecurity,
  updateTenantSecurity,
  tenantUpdateCertificate,
  tenantEncryptionInfo,
  tenantUpdateEncryption,
  tenantDeleteEncryption,
  tenantIdentityProvider,
  updateTenantIdentityProvider,
] as const;
