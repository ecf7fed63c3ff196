import type { Pool } from '../src/contract/operator/pool';
import type {
  CertificateInfo,
  TenantSecurityResponse,
  UpdateIdpRequest,
  UpdateTenantSecurityRequest,
} from '../src/contract/operator/security';
import {
  DEFAULT_KES_IMAGE,
  DEFAULT_KES_REPLICAS,
  decodedPem,
  type EncryptionConfiguration,
  type EncryptionConfigurationResponse,
  type IdpConfigurationResponse,
  type KeyPair,
  KMS_SECRET_FIELDS,
  kmsKindOf,
  type TlsConfiguration,
} from '../src/contract/operator/security-settings';
import type { CreateTenantRequest } from '../src/contract/operator/tenants';
import {
  certificateInfoOf,
  fingerprintOf,
  privateKeyPublicKey,
  type ReadCertificate,
  readCertificate,
} from './certificate-reader';
import type { findTenant } from './operator-model';

/*
 * A mock tenant's certificates, encryption and identity provider, kept beside it and answered as the console server
 * reads them back from the Tenant, its secrets and its config.env.
 */

type MockTenant = NonNullable<ReturnType<typeof findTenant>>;
type Certificates = TenantSecurityResponse['customCertificates'];

interface TenantSecurity {
  autoCert: boolean;
  certificates: Certificates;
  encryption?: EncryptionConfiguration;
  idp: UpdateIdpRequest;
}

const store = new WeakMap<MockTenant, TenantSecurity>();
const noCertificates = (): Certificates => ({ minio: [], client: [], minioCAs: [] });

function securityOf(tenant: MockTenant): TenantSecurity {
  let found = store.get(tenant);
  if (!found) {
    found = { autoCert: true, certificates: noCertificates(), idp: {} };
    store.set(tenant, found);
  }
  return found;
}

const pemOf = (encoded: string) => decodedPem(encoded) ?? '';

/** The certificate of a pair, once its key is known to be the certificate's own; or why not. */
function checkedPair(pair: KeyPair, what: string): ReadCertificate | string {
  const certificate = readCertificate(pemOf(pair.crt));
  if (!certificate) return `The certificate of ${what} is not a certificate that can be read`;
  // Keys of other kinds than RSA and EC, and EC keys without their public half, are not read by the mock.
  const publicKey = privateKeyPublicKey(pemOf(pair.key));
  if (!publicKey) return `The private key of ${what} cannot be read (an encrypted key is not taken)`;
  return publicKey === certificate.publicKey
    ? certificate
    : `The private key of ${what} is not the certificate's`;
}

/** The certificates given, each named by the secret the server would keep it in; or why they are refused. */
export async function certificatesOf(tenant: string, tls: TlsConfiguration): Promise<Certificates | string> {
  const added = noCertificates();
  const pairs: [KeyPair[] | undefined, string, CertificateInfo[]][] = [
    [tls.minioServerCertificates, 'tls', added.minio],
    [tls.minioClientCertificates, 'client-tls', added.client],
  ];
  for (const [list, role, infos] of pairs)
    for (const [index, pair] of (list ?? []).entries()) {
      const certificate = checkedPair(pair, `${role} pair ${index + 1}`);
      if (typeof certificate === 'string') return certificate;
      infos.push(certificateInfoOf(`${tenant}-${role}-${await fingerprintOf(certificate)}`, certificate));
    }
  for (const [index, encoded] of (tls.minioCAsCertificates ?? []).entries()) {
    const certificate = readCertificate(pemOf(encoded));
    if (!certificate) return `The CA certificate ${index + 1} is not a certificate that can be read`;
    added.minioCAs.push(certificateInfoOf(`${tenant}-ca-${await fingerprintOf(certificate)}`, certificate));
  }
  const names = namesOf(added);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  return repeated ? `The same certificate is given twice (${repeated})` : added;
}

const namesOf = (certificates: Certificates) =>
  Object.values(certificates).flatMap((infos) => infos.map((info) => info.name));

/** A new tenant's security as its create request sets it, with its certificates read by `certificatesOf`. */
export function seedTenantSecurity(
  tenant: MockTenant,
  request: CreateTenantRequest,
  certificates: Certificates,
): void {
  store.set(tenant, {
    autoCert: request.enable_tls ?? true,
    certificates,
    encryption: request.encryption,
    idp: { oidc: request.idp?.oidc, active_directory: request.idp?.active_directory },
  });
}

export function tenantSecurityView(tenant: MockTenant): TenantSecurityResponse {
  const { autoCert, certificates } = securityOf(tenant);
  return {
    autoCert,
    customCertificates: structuredClone(certificates),
    securityContext: tenant.pools[0]?.securityContext,
  };
}

/** Adds and removes certificates and sets the rest as the server does; or why the change is refused. */
export async function updateTenantSecurity(
  tenant: MockTenant,
  request: UpdateTenantSecurityRequest,
): Promise<string | null> {
  const security = securityOf(tenant);
  const named = new Set(namesOf(security.certificates));
  const removed = new Set(request.customCertificates?.secretsToBeDeleted ?? []);
  const stranger = [...removed].find((secret) => !named.has(secret));
  if (stranger) return `The secret ${stranger} is not one of the tenant's certificates`;
  const added = await certificatesOf(tenant.name, request.customCertificates ?? {});
  if (typeof added === 'string') return added;
  const taken = namesOf(added).find((name) => named.has(name) && !removed.has(name));
  if (taken) return `The tenant has this certificate already (${taken})`;
  const kept = (infos: CertificateInfo[]) => infos.filter((info) => !removed.has(info.name));
  security.certificates = {
    minio: [...kept(security.certificates.minio), ...added.minio],
    client: [...kept(security.certificates.client), ...added.client],
    minioCAs: [...kept(security.certificates.minioCAs), ...added.minioCAs],
  };
  if (request.autoCert !== undefined) security.autoCert = request.autoCert;
  if (request.securityContext) setSecurityContext(tenant, request.securityContext);
  return null;
}

function setSecurityContext(tenant: MockTenant, context: NonNullable<Pool['securityContext']>): void {
  tenant.pools = tenant.pools.map((pool) => ({ ...pool, securityContext: { ...context } }));
}

type Blankable = string | number | boolean | { [key: string]: Blankable };

/** The key store's settings with its credentials blanked, as the server reads them back. */
function withoutSecrets(settings: { [key: string]: Blankable }): { [key: string]: Blankable } {
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        typeof value === 'object' ? withoutSecrets(value) : KMS_SECRET_FIELDS.has(key) ? '' : value,
      ]),
  );
}

export function encryptionView(tenant: MockTenant): EncryptionConfigurationResponse {
  const { encryption } = securityOf(tenant);
  if (!encryption) return {};
  const kind = kmsKindOf(encryption);
  const store = kind && (encryption[kind] as unknown as { [key: string]: Blankable });
  return {
    image: encryption.image ?? DEFAULT_KES_IMAGE,
    replicas: String(encryption.replicas ?? DEFAULT_KES_REPLICAS),
    ...(kind && store ? { [kind]: withoutSecrets(store) } : {}),
  };
}

export function setEncryption(tenant: MockTenant, settings: EncryptionConfiguration | undefined): void {
  securityOf(tenant).encryption = settings;
}

/** The identity provider as config.env keeps it: empty settings are not written, secrets are not read back. */
export function identityProviderView(tenant: MockTenant): IdpConfigurationResponse {
  const { oidc, active_directory: ldap } = securityOf(tenant).idp;
  const written = (value: string | undefined) => value || undefined;
  if (oidc)
    return {
      oidc: {
        configuration_url: oidc.configuration_url,
        client_id: oidc.client_id,
        secret_id: '',
        claim_name: oidc.claim_name,
        callback_url: written(oidc.callback_url),
        scopes: written(oidc.scopes),
      },
    };
  if (!ldap) return {};
  return {
    active_directory: {
      url: ldap.url,
      lookup_bind_dn: ldap.lookup_bind_dn,
      user_dn_search_base_dn: written(ldap.user_dn_search_base_dn),
      user_dn_search_filter: written(ldap.user_dn_search_filter),
      group_search_base_dn: written(ldap.group_search_base_dn),
      group_search_filter: written(ldap.group_search_filter),
      skip_tls_verification: ldap.skip_tls_verification === true,
      server_insecure: ldap.server_insecure === true,
      server_start_tls: ldap.server_start_tls === true,
    },
  };
}

export function setIdentityProvider(tenant: MockTenant, idp: UpdateIdpRequest): void {
  securityOf(tenant).idp = { oidc: idp.oidc, active_directory: idp.active_directory };
}
