import {
  encryptionConfigurationSchema,
  KMS_KINDS,
  type KmsKind,
  ldapConfigurationSchema,
  oidcConfigurationSchema,
  pemProblem,
} from '@/contract/operator/security-settings';
import type { CreateTenantRequest } from '@/contract/operator/tenants';
import type { Problems } from '@/lib/form/use-schema-form';

/* The wizard's identity provider, certificates and encryption: the fields each asks for and what they send. */

/** A text setting: where it goes in the request, its label, and whether it is required or a secret. */
export interface SettingField {
  path: string;
  label: string;
  required?: boolean;
  secret?: boolean;
  number?: boolean;
}

export const OIDC_FIELDS: readonly SettingField[] = [
  { path: 'configuration_url', label: 'Configuration URL', required: true },
  { path: 'client_id', label: 'Client ID', required: true },
  { path: 'secret_id', label: 'Client secret', required: true, secret: true },
  { path: 'callback_url', label: 'Callback URL' },
  { path: 'claim_name', label: 'Claim name', required: true },
  { path: 'scopes', label: 'Scopes' },
];

export const LDAP_FIELDS: readonly SettingField[] = [
  { path: 'url', label: 'Server address (host:port)', required: true },
  { path: 'lookup_bind_dn', label: 'Lookup bind DN', required: true },
  { path: 'lookup_bind_password', label: 'Lookup bind password', secret: true },
  { path: 'user_dn_search_base_dn', label: 'User DN search base' },
  { path: 'user_dn_search_filter', label: 'User DN search filter' },
  { path: 'group_search_base_dn', label: 'Group search base' },
  { path: 'group_search_filter', label: 'Group search filter' },
];

export const LDAP_FLAGS = [
  { field: 'ldapSkipTlsVerify', path: 'skip_tls_verification', label: 'Skip TLS verification' },
  { field: 'ldapServerInsecure', path: 'server_insecure', label: 'Plain connection (no TLS)' },
  { field: 'ldapStartTls', path: 'server_start_tls', label: 'StartTLS' },
] as const;

export const KMS_LABELS: Record<KmsKind, string> = {
  vault: 'HashiCorp Vault',
  aws: 'AWS Secrets Manager',
  gcp: 'Google Secret Manager',
  azure: 'Azure Key Vault',
  gemalto: 'Thales KeySecure (Gemalto)',
};

export const KMS_FIELDS: Record<KmsKind, readonly SettingField[]> = {
  vault: [
    { path: 'vault.endpoint', label: 'Endpoint', required: true },
    { path: 'vault.engine', label: 'Engine' },
    { path: 'vault.namespace', label: 'Namespace' },
    { path: 'vault.prefix', label: 'Prefix' },
    { path: 'vault.approle.engine', label: 'AppRole engine' },
    { path: 'vault.approle.id', label: 'AppRole ID', required: true },
    { path: 'vault.approle.secret', label: 'AppRole secret', required: true, secret: true },
    { path: 'vault.approle.retry', label: 'AppRole retry (seconds)', number: true },
    { path: 'vault.status.ping', label: 'Status ping (seconds)', number: true },
  ],
  aws: [
    { path: 'aws.secretsmanager.endpoint', label: 'Endpoint', required: true },
    { path: 'aws.secretsmanager.region', label: 'Region', required: true },
    { path: 'aws.secretsmanager.kmskey', label: 'KMS key' },
    { path: 'aws.secretsmanager.credentials.accesskey', label: 'Access key', required: true },
    { path: 'aws.secretsmanager.credentials.secretkey', label: 'Secret key', required: true, secret: true },
    { path: 'aws.secretsmanager.credentials.token', label: 'Session token', secret: true },
  ],
  gcp: [
    { path: 'gcp.secretmanager.project_id', label: 'Project ID', required: true },
    { path: 'gcp.secretmanager.endpoint', label: 'Endpoint' },
    { path: 'gcp.secretmanager.credentials.client_email', label: 'Client email' },
    { path: 'gcp.secretmanager.credentials.client_id', label: 'Client ID' },
    { path: 'gcp.secretmanager.credentials.private_key_id', label: 'Private key ID' },
    { path: 'gcp.secretmanager.credentials.private_key', label: 'Private key', secret: true },
  ],
  azure: [
    { path: 'azure.keyvault.endpoint', label: 'Endpoint', required: true },
    { path: 'azure.keyvault.credentials.tenant_id', label: 'Tenant ID', required: true },
    { path: 'azure.keyvault.credentials.client_id', label: 'Client ID', required: true },
    {
      path: 'azure.keyvault.credentials.client_secret',
      label: 'Client secret',
      required: true,
      secret: true,
    },
  ],
  gemalto: [
    { path: 'gemalto.keysecure.endpoint', label: 'Endpoint', required: true },
    { path: 'gemalto.keysecure.credentials.token', label: 'Token', required: true, secret: true },
    { path: 'gemalto.keysecure.credentials.domain', label: 'Domain', required: true },
    { path: 'gemalto.keysecure.credentials.retry', label: 'Retry (seconds)', number: true },
  ],
};

export const IDP_KINDS = ['builtin', 'openid', 'ldap'] as const;
export type IdpKind = (typeof IDP_KINDS)[number];

/** KES's defaults: the operator's image (left empty) and one replica. */
export const DEFAULT_KES_REPLICAS = '1';

export interface CertificatePair {
  id: string;
  crt: string;
  key: string;
}
export interface CaCertificate {
  id: string;
  crt: string;
}

export const newCertificatePair = (): CertificatePair => ({ id: crypto.randomUUID(), crt: '', key: '' });
export const newCaCertificate = (): CaCertificate => ({ id: crypto.randomUUID(), crt: '' });

/** The fields of the wizard's identity provider, security and encryption pages. */
export interface SecurityFields {
  idpSelection: IdpKind;
  oidc: Readonly<Record<string, string>>;
  ldap: Readonly<Record<string, string>>;
  ldapSkipTlsVerify: boolean;
  ldapServerInsecure: boolean;
  ldapStartTls: boolean;
  enableAutoCert: boolean;
  enableCustomCerts: boolean;
  serverCertificates: CertificatePair[];
  caCertificates: CaCertificate[];
  enableEncryption: boolean;
  kmsKind: KmsKind;
  kms: Readonly<Record<string, string>>;
  kesImage: string;
  kesReplicas: string;
}

export const newSecurityFields = (): SecurityFields => ({
  idpSelection: 'builtin',
  oidc: {},
  ldap: {},
  ldapSkipTlsVerify: false,
  ldapServerInsecure: false,
  ldapStartTls: false,
  enableAutoCert: true,
  enableCustomCerts: false,
  serverCertificates: [newCertificatePair()],
  caCertificates: [newCaCertificate()],
  enableEncryption: false,
  kmsKind: 'vault',
  kms: {},
  kesImage: '',
  kesReplicas: DEFAULT_KES_REPLICAS,
});

type Nested = { [key: string]: string | number | boolean | Nested };

/** The settings typed, placed at their paths: required ones always (so an empty one is named), others when given. */
function nested(values: Readonly<Record<string, string>>, fields: readonly SettingField[]): Nested {
  const root: Nested = {};
  for (const field of fields) {
    const value = (values[field.path] ?? '').trim();
    if (value === '' && !field.required) continue;
    const keys = field.path.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Nested;
    }
    node[keys.at(-1) ?? ''] = field.number && /^\d+$/.test(value) ? Number(value) : value;
  }
  return root;
}

/** PEM text as the console sends it: base64 (text that is not ASCII cannot be PEM, and is sent unencodable). */
export function encodedPem(text: string): string {
  try {
    return text.trim() === '' ? '' : btoa(`${text.trim()}\n`);
  } catch {
    return '!';
  }
}

export function identityRequest(
  form: SecurityFields,
): Pick<NonNullable<CreateTenantRequest['idp']>, 'oidc' | 'active_directory'> {
  if (form.idpSelection === 'openid') return { oidc: nested(form.oidc, OIDC_FIELDS) as never };
  if (form.idpSelection !== 'ldap') return {};
  const flags = Object.fromEntries(LDAP_FLAGS.map(({ field, path }) => [path, form[field]]));
  return { active_directory: { ...nested(form.ldap, LDAP_FIELDS), ...flags } as never };
}

function tlsRequest(form: SecurityFields): CreateTenantRequest['tls'] {
  if (!form.enableCustomCerts) return undefined;
  const pairs = form.serverCertificates.filter((pair) => pair.crt.trim() || pair.key.trim());
  const cas = form.caCertificates.filter((ca) => ca.crt.trim());
  return {
    minioServerCertificates: pairs.map((pair) => ({ crt: encodedPem(pair.crt), key: encodedPem(pair.key) })),
    minioCAsCertificates: cas.map((ca) => encodedPem(ca.crt)),
  };
}

export function encryptionRequest(form: SecurityFields): CreateTenantRequest['encryption'] {
  if (!form.enableEncryption) return undefined;
  const image = form.kesImage.trim();
  return {
    ...(nested(form.kms, KMS_FIELDS[form.kmsKind]) as object),
    ...(image ? { image } : {}),
    replicas: form.kesReplicas.trim(),
  } as CreateTenantRequest['encryption'];
}

/** The request's identity provider, certificates and encryption (its users are added by the caller). */
export function securityRequest(form: SecurityFields) {
  return {
    enable_tls: form.enableAutoCert,
    identity: identityRequest(form),
    tls: tlsRequest(form),
    encryption: encryptionRequest(form),
  };
}

interface Checked {
  safeParse(input: unknown): {
    success: boolean;
    error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
  };
}

/** Each issue of `schema` with `value`, keyed `${group}.${path}` as the page's fields are. */
function issuesOf(schema: Checked, value: unknown, group: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    const key = issue.path.length > 0 ? `${group}.${issue.path.join('.')}` : group;
    problems[key] ??=
      issue.message.startsWith('The ') || issue.message.startsWith('Enter ')
        ? issue.message
        : `This ${issue.message}`;
  }
  return problems;
}

function certificateProblems(form: SecurityFields): Problems {
  if (!form.enableCustomCerts) return {};
  const problems: Record<string, string | undefined> = {};
  for (const [index, pair] of form.serverCertificates.entries()) {
    problems[`serverCertificates.${index}.crt`] =
      pemProblem('certificate', encodedPem(pair.crt)) ?? undefined;
    problems[`serverCertificates.${index}.key`] = pemProblem('key', encodedPem(pair.key)) ?? undefined;
  }
  for (const [index, ca] of form.caCertificates.entries())
    if (ca.crt.trim())
      problems[`caCertificates.${index}.crt`] = pemProblem('certificate', encodedPem(ca.crt)) ?? undefined;
  if (!form.enableAutoCert && form.serverCertificates.length === 0)
    problems.serverCertificates = 'Without automatic certificates, give MinIO a certificate of its own';
  return problems;
}

/** What keeps the identity provider, security and encryption pages from being sent, by field. */
export function securityProblems(form: SecurityFields): Problems {
  const request = securityRequest(form);
  return {
    ...(request.identity.oidc ? issuesOf(oidcConfigurationSchema, request.identity.oidc, 'oidc') : {}),
    ...(request.identity.active_directory
      ? issuesOf(ldapConfigurationSchema, request.identity.active_directory, 'ldap')
      : {}),
    ...certificateProblems(form),
    ...(request.encryption ? encryptionProblems(request.encryption) : {}),
  };
}

/** The key store's issues under `kms.<path>`, the image's and replicas' under their own fields. */
function encryptionProblems(encryption: NonNullable<CreateTenantRequest['encryption']>): Problems {
  const issues = issuesOf(encryptionConfigurationSchema, encryption, 'kms');
  const { 'kms.image': image, 'kms.replicas': replicas, ...kms } = issues;
  return { ...kms, kesImage: image?.replace(/^This /, 'The KES image '), kesReplicas: replicas };
}

export const isKmsKind = (value: string): value is KmsKind =>
  (KMS_KINDS as readonly string[]).includes(value);
