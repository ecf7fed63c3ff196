import { createHash, X509Certificate } from 'node:crypto';
import * as security from '../../../../src/contract/operator/security.ts';
import { certificatePair } from '../../certificates.ts';
import { type OperatorAreaCases, operatorCases, otherOperatorCase } from '../operator-case.ts';

/** The secret the console keeps a certificate in: its role and the start of its SHA-256. */
const secretOf = (tenant: string, role: string, pem: string) =>
  `${tenant}-${role}-${createHash('sha256').update(new X509Certificate(pem).raw).digest('hex').slice(0, 10)}`;

/** What the security answer says of a certificate, read here with node:crypto. */
function infoOf(name: string, pem: string) {
  const certificate = new X509Certificate(pem);
  return {
    name,
    serialNumber: certificate.serialNumber,
    domains: (certificate.subjectAltName ?? '').split(', ').map((entry) => entry.replace(/^DNS:/, '')),
    expiry: new Date(certificate.validTo).toISOString(),
  };
}

/** The path of the whole answer. */
const WHOLE = '';

const VAULT = {
  endpoint: 'https://vault.example.com:8200',
  engine: 'kv',
  approle: { id: 'kes-role', secret: 'kes-role-secret', retry: 3 },
};
const OPENID = {
  configuration_url: 'https://id.example.com/.well-known/openid-configuration',
  client_id: 'minio',
  secret_id: 'openid-client-secret',
  claim_name: 'policy',
};
const LDAP = { url: 'ldap.example.com:636', lookup_bind_dn: 'cn=admin,dc=example,dc=com' };

/**
 * A tenant's certificates, encryption and identity provider, in the order a tenant's security is changed: each
 * write is read back by the read that follows it.
 */
export const operatorSecurityCases: OperatorAreaCases = (fixture) => {
  const { tenant } = fixture;
  const params = { namespace: fixture.namespace, tenant };
  const first = certificatePair([`${tenant}.example.com`, `*.${tenant}.example.com`]);
  const second = certificatePair([`minio.${tenant}.example.com`]);
  const ca = certificatePair([`ca.${tenant}.example.com`]);
  const firstSecret = secretOf(tenant, 'tls', first.pem);
  const secondSecret = secretOf(tenant, 'tls', second.pem);
  const pair = ({ crt, key }: { crt: string; key: string }) => ({ crt, key });
  const refused = { status: 400, message: 'Invalid request' };
  return [
    ...operatorCases(security.tenantUpdateCertificate, fixture, {
      request: { params, body: { minioServerCertificates: [pair(first)], minioCAsCertificates: [ca.crt] } },
    }),
    otherOperatorCase(
      security.tenantUpdateCertificate,
      'a certificate the tenant has already',
      { params, body: { minioServerCertificates: [pair(first)] } },
      refused,
    ),
    otherOperatorCase(
      security.tenantUpdateCertificate,
      "a key that is not the certificate's",
      { params, body: { minioServerCertificates: [{ crt: second.crt, key: first.key }] } },
      refused,
    ),
    otherOperatorCase(
      security.tenantUpdateCertificate,
      'the same certificate twice',
      { params, body: { minioServerCertificates: [pair(second), pair(second)] } },
      refused,
    ),
    otherOperatorCase(
      security.tenantUpdateCertificate,
      'a CA that is not a certificate',
      { params, body: { minioCAsCertificates: [first.key] } },
      refused,
    ),
    ...operatorCases(security.tenantSecurity, fixture, {
      request: { params },
      expect: {
        values: {
          autoCert: true,
          'customCertificates.minio': [infoOf(firstSecret, first.pem)],
          'customCertificates.minioCAs': [infoOf(secretOf(tenant, 'ca', ca.pem), ca.pem)],
          'customCertificates.client': [],
        },
        fields: ['customCertificates.minio[].expiry', 'customCertificates.minio[].serialNumber'],
      },
    }),
    ...operatorCases(security.updateTenantSecurity, fixture, {
      request: {
        params,
        body: {
          autoCert: true,
          customCertificates: { secretsToBeDeleted: [firstSecret], minioServerCertificates: [pair(second)] },
        },
      },
    }),
    otherOperatorCase(
      security.tenantSecurity,
      'after one certificate was replaced by another',
      { params },
      {
        status: 200,
        values: { 'customCertificates.minio': [infoOf(secondSecret, second.pem)] },
      },
    ),
    otherOperatorCase(
      security.updateTenantSecurity,
      "a secret that is not one of the tenant's certificates",
      { params, body: { customCertificates: { secretsToBeDeleted: [`${tenant}-env-configuration`] } } },
      refused,
    ),
    otherOperatorCase(
      security.tenantEncryptionInfo,
      'a tenant without encryption',
      { params },
      { status: 200, values: { [WHOLE]: {} } },
    ),
    ...operatorCases(security.tenantUpdateEncryption, fixture, {
      request: { params, body: { replicas: '2', vault: VAULT } },
    }),
    ...operatorCases(security.tenantEncryptionInfo, fixture, {
      request: { params },
      expect: {
        values: {
          replicas: '2',
          'vault.endpoint': VAULT.endpoint,
          'vault.approle.id': VAULT.approle.id,
          'vault.approle.secret': '',
          'vault.approle.retry': 3,
        },
        fields: ['image'],
      },
    }),
    otherOperatorCase(
      security.tenantUpdateEncryption,
      'two key stores',
      {
        params,
        body: {
          vault: VAULT,
          gemalto: {
            keysecure: {
              endpoint: 'https://keysecure.example.com',
              credentials: { token: 't', domain: 'd' },
            },
          },
        },
      },
      refused,
    ),
    ...operatorCases(security.tenantDeleteEncryption, fixture, { request: { params } }),
    otherOperatorCase(
      security.tenantEncryptionInfo,
      'after encryption was turned off',
      { params },
      { status: 200, values: { [WHOLE]: {} } },
    ),
    ...operatorCases(security.updateTenantIdentityProvider, fixture, {
      request: { params, body: { oidc: OPENID } },
    }),
    ...operatorCases(security.tenantIdentityProvider, fixture, {
      request: { params },
      expect: {
        values: {
          'oidc.configuration_url': OPENID.configuration_url,
          'oidc.client_id': OPENID.client_id,
          'oidc.secret_id': '',
          'oidc.claim_name': OPENID.claim_name,
        },
      },
    }),
    otherOperatorCase(
      security.updateTenantIdentityProvider,
      'OpenID and LDAP at once',
      { params, body: { oidc: OPENID, active_directory: LDAP } },
      refused,
    ),
    otherOperatorCase(
      security.updateTenantIdentityProvider,
      'LDAP in place of OpenID',
      { params, body: { active_directory: LDAP } },
      { status: 204 },
    ),
    otherOperatorCase(
      security.tenantIdentityProvider,
      'after LDAP replaced OpenID',
      { params },
      {
        status: 200,
        values: {
          [WHOLE]: {
            active_directory: {
              ...LDAP,
              skip_tls_verification: false,
              server_insecure: false,
              server_start_tls: false,
            },
          },
        },
      },
    ),
  ];
};
