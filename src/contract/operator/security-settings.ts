import { z } from 'zod/mini';
import { MAX_ACCESS_KEY_LENGTH, MAX_SECRET_KEY_LENGTH } from '../auth';
import { hasControlCharacter, httpEndpointProblem, isPrintableAscii, refusedBy } from '../checks';
import { MAX_LIST_ENTRIES, securityContextSchema, stringMapSchema } from './pool';

/*
 * A tenant's identity provider, certificates and encryption, as the operator swagger (v0.24.0) carries them in
 * createTenantRequest and in the tenant's own security, identity-provider and encryption operations.
 */

/** MinIO's own bounds for the root user (at least 3 characters) and its password (at least 8). */
const credential = (label: string, minLength: number, maxLength: number) =>
  z.string().check(
    refusedBy((value: string) => {
      if (value.length < minLength) return `The ${label} has at least ${minLength} characters`;
      if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
      return isPrintableAscii(value) && !value.includes(' ')
        ? null
        : `The ${label} has printable ASCII characters and no spaces only`;
    }),
  );
export const tenantAccessKeySchema = credential('access key', 3, MAX_ACCESS_KEY_LENGTH);
export const tenantSecretKeySchema = credential('secret key', 8, MAX_SECRET_KEY_LENGTH);

/** An image reference: registry, repository and tag or digest, with no spaces. */
export const imageSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]{0,254}$/, 'is not an image reference'));

export const MAX_SETTING_LENGTH = 1024;

/** A setting written into the tenant's configuration: bounded, on one line. */
const setting = (label: string, { required = false } = {}) =>
  z.string().check(
    refusedBy((value: string) => {
      if (required && value.trim() === '') return `Enter the ${label}`;
      if (value.length > MAX_SETTING_LENGTH)
        return `The ${label} has at most ${MAX_SETTING_LENGTH} characters`;
      return hasControlCharacter(value) ? `The ${label} has no control characters` : null;
    }),
  );

const httpUrl = (label: string, example: string) =>
  z.string().check(
    refusedBy((value: string) => {
      if (value.trim() === '') return `Enter the ${label}`;
      if (value.length > MAX_SETTING_LENGTH)
        return `The ${label} has at most ${MAX_SETTING_LENGTH} characters`;
      return httpEndpointProblem(value, example)?.replace('The endpoint', `The ${label}`) ?? null;
    }),
  );

/** MinIO's LDAP server address: host:port, with no scheme. */
const ldapAddress = z.string().check(
  refusedBy((value: string) => {
    if (value.trim() === '') return 'Enter the LDAP server address';
    return /^[A-Za-z0-9.[\]:-]{1,253}:\d{1,5}$/.test(value)
      ? null
      : 'The LDAP server address is host:port, such as ldap.example.com:636';
  }),
);

/**
 * How a settings schema checks its text: strictly what is sent, leniently what is answered (a value written by
 * other hands is shown, not refused).
 */
interface TextRules {
  setting: (label: string, options?: { required?: boolean }) => z.ZodMiniType<string>;
  url: (label: string, example: string) => z.ZodMiniType<string>;
  ldapAddress: z.ZodMiniType<string>;
}
const STRICT: TextRules = { setting, url: httpUrl, ldapAddress };
const LENIENT: TextRules = { setting: () => z.string(), url: () => z.string(), ldapAddress: z.string() };

const oidcOf = (rules: TextRules) =>
  z.object({
    configuration_url: rules.url(
      'configuration URL',
      'https://id.example.com/.well-known/openid-configuration',
    ),
    client_id: rules.setting('client ID', { required: true }),
    secret_id: rules.setting('client secret', { required: true }),
    callback_url: z.optional(rules.setting('callback URL')),
    claim_name: rules.setting('claim name', { required: true }),
    scopes: z.optional(rules.setting('scopes')),
  });

const ldapOf = (rules: TextRules) =>
  z.object({
    url: rules.ldapAddress,
    lookup_bind_dn: rules.setting('lookup bind DN', { required: true }),
    lookup_bind_password: z.optional(rules.setting('lookup bind password')),
    user_dn_search_base_dn: z.optional(rules.setting('user DN search base')),
    user_dn_search_filter: z.optional(rules.setting('user DN search filter')),
    group_search_base_dn: z.optional(rules.setting('group search base')),
    group_search_filter: z.optional(rules.setting('group search filter')),
    skip_tls_verification: z.optional(z.boolean()),
    server_insecure: z.optional(z.boolean()),
    server_start_tls: z.optional(z.boolean()),
  });

export const oidcConfigurationSchema = oidcOf(STRICT);
export type OidcConfiguration = z.infer<typeof oidcConfigurationSchema>;
export const ldapConfigurationSchema = ldapOf(STRICT);
export type LdapConfiguration = z.infer<typeof ldapConfigurationSchema>;

const userKeys = z
  .array(z.object({ access_key: tenantAccessKeySchema, secret_key: tenantSecretKeySchema }))
  .check(z.maxLength(MAX_LIST_ENTRIES));

/** OpenID or LDAP: MinIO takes one external identity provider at a time. */
export const oneExternalProvider = z.refine<{ oidc?: unknown; active_directory?: unknown }>(
  (idp) => !(idp.oidc && idp.active_directory),
  'A tenant has one external identity provider: OpenID or LDAP',
);

/** The swagger's idpConfiguration: built-in users, or OpenID, or LDAP (one external provider at most). */
export const idpConfigurationSchema = z
  .object({
    keys: z.optional(userKeys),
    oidc: z.optional(oidcConfigurationSchema),
    active_directory: z.optional(ldapConfigurationSchema),
  })
  .check(oneExternalProvider);
export type IdpConfiguration = z.infer<typeof idpConfigurationSchema>;

/** The tenant's external identity provider as its configuration holds it; neither: built-in users only. */
export const idpConfigurationResponseSchema = z.object({
  oidc: z.optional(oidcOf(LENIENT)),
  active_directory: z.optional(ldapOf(LENIENT)),
});
export type IdpConfigurationResponse = z.infer<typeof idpConfigurationResponseSchema>;

export const MAX_CERTIFICATES = 8;
/** A PEM certificate or key is a few KiB; a chain of three stays well under this. */
export const MAX_PEM_LENGTH = 16 * 1024;

/** The PEM text inside a base64 value, or null when it is not base64 of printable text. */
export function decodedPem(encoded: string): string | null {
  if (encoded.length > Math.ceil(MAX_PEM_LENGTH / 3) * 4 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded))
    return null;
  try {
    const text = atob(encoded);
    return /^[\x20-\x7e\r\n\t]*$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

const PEM_BLOCK = {
  certificate: /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/,
  key: /-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+?-----END (RSA |EC )?PRIVATE KEY-----/,
};
export type PemKind = keyof typeof PEM_BLOCK;

/** Why `encoded` is not base64 of a PEM certificate or private key, or null. */
export function pemProblem(kind: PemKind, encoded: string): string | null {
  const label = kind === 'certificate' ? 'certificate' : 'private key';
  if (encoded === '') return `Enter the ${label}`;
  const text = decodedPem(encoded);
  if (text === null) return `The ${label} is base64 of PEM text of at most ${MAX_PEM_LENGTH} characters`;
  return PEM_BLOCK[kind].test(text) ? null : `The ${label} is not a PEM ${label}`;
}

/** A certificate or a key, base64 of its PEM text, as the console sends it. */
const encodedPem = (kind: PemKind) => z.string().check(refusedBy((value: string) => pemProblem(kind, value)));

export const keyPairSchema = z.object({ crt: encodedPem('certificate'), key: encodedPem('key') });
export type KeyPair = z.infer<typeof keyPairSchema>;

const certificateList = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(MAX_CERTIFICATES, `At most ${MAX_CERTIFICATES} certificates`));

/** The swagger's tlsConfiguration: MinIO's own key pairs, its client pairs, and the CAs it trusts. */
export const tlsConfigurationSchema = z.object({
  minioServerCertificates: z.optional(certificateList(keyPairSchema)),
  minioClientCertificates: z.optional(certificateList(keyPairSchema)),
  minioCAsCertificates: z.optional(certificateList(encodedPem('certificate'))),
});
export type TlsConfiguration = z.infer<typeof tlsConfigurationSchema>;

export const KMS_KINDS = ['vault', 'aws', 'gcp', 'azure', 'gemalto'] as const;
export type KmsKind = (typeof KMS_KINDS)[number];

const retries = z.optional(z.int().check(z.gte(0), z.lte(1000)));

const kmsKindsOf = (rules: TextRules) => ({
  vault: z.optional(
    z.object({
      endpoint: rules.url('Vault endpoint', 'https://vault.example.com:8200'),
      engine: z.optional(rules.setting('engine')),
      namespace: z.optional(rules.setting('namespace')),
      prefix: z.optional(rules.setting('prefix')),
      approle: z.object({
        engine: z.optional(rules.setting('AppRole engine')),
        id: rules.setting('AppRole ID', { required: true }),
        secret: rules.setting('AppRole secret', { required: true }),
        retry: retries,
      }),
      status: z.optional(z.object({ ping: retries })),
    }),
  ),
  aws: z.optional(
    z.object({
      secretsmanager: z.object({
        endpoint: rules.url('AWS endpoint', 'https://secretsmanager.us-east-1.amazonaws.com'),
        region: rules.setting('region', { required: true }),
        kmskey: z.optional(rules.setting('KMS key')),
        credentials: z.object({
          accesskey: rules.setting('access key', { required: true }),
          secretkey: rules.setting('secret key', { required: true }),
          token: z.optional(rules.setting('session token')),
        }),
      }),
    }),
  ),
  gcp: z.optional(
    z.object({
      secretmanager: z.object({
        project_id: rules.setting('project ID', { required: true }),
        endpoint: z.optional(rules.setting('endpoint')),
        credentials: z.optional(
          z.object({
            client_email: z.optional(rules.setting('client email')),
            client_id: z.optional(rules.setting('client ID')),
            private_key_id: z.optional(rules.setting('private key ID')),
            // A service account's key is PEM, on several lines.
            private_key: z.optional(z.string().check(z.maxLength(MAX_PEM_LENGTH))),
          }),
        ),
      }),
    }),
  ),
  azure: z.optional(
    z.object({
      keyvault: z.object({
        endpoint: rules.url('Key Vault endpoint', 'https://my-vault.vault.azure.net'),
        credentials: z.optional(
          z.object({
            tenant_id: rules.setting('tenant ID', { required: true }),
            client_id: rules.setting('client ID', { required: true }),
            client_secret: rules.setting('client secret', { required: true }),
          }),
        ),
      }),
    }),
  ),
  gemalto: z.optional(
    z.object({
      keysecure: z.object({
        endpoint: rules.url('KeySecure endpoint', 'https://keysecure.example.com'),
        credentials: z.object({
          token: rules.setting('token', { required: true }),
          domain: rules.setting('domain', { required: true }),
          retry: retries,
        }),
      }),
    }),
  ),
});

const kmsKinds = kmsKindsOf(STRICT);
/** Where KES keeps the tenant's keys, by kind. */
export type KmsSettings = { [K in KmsKind]?: z.infer<(typeof kmsKinds)[K]> };

export const kmsKindOf = (settings: KmsSettings): KmsKind | undefined =>
  KMS_KINDS.find((kind) => settings[kind] !== undefined);

export const MAX_KES_REPLICAS = 16;
export const DEFAULT_KES_IMAGE = 'quay.io/minio/kes:2024-09-11T07-22-50Z';
export const DEFAULT_KES_REPLICAS = 1;
/** The key store's credentials: written into KES's configuration, never read back. */
export const KMS_SECRET_FIELDS: ReadonlySet<string> = new Set([
  'secret',
  'secretkey',
  'token',
  'client_secret',
  'private_key',
]);

/** The swagger's encryptionConfiguration, the parts this console writes: KES, its image, replicas and key store. */
export const encryptionConfigurationSchema = z
  .object({
    image: z.optional(imageSchema),
    /** The swagger carries it as text: a whole number of KES pods. */
    replicas: z.optional(
      z.string().check(z.regex(/^([1-9]|1[0-6])$/, `The KES replicas are 1 to ${MAX_KES_REPLICAS}`)),
    ),
    securityContext: z.optional(securityContextSchema),
    annotations: z.optional(stringMapSchema),
    labels: z.optional(stringMapSchema),
    node_selector: z.optional(stringMapSchema),
    ...kmsKinds,
  })
  .check(
    z.refine(
      (settings) => KMS_KINDS.filter((kind) => settings[kind] !== undefined).length === 1,
      `Choose one key store: ${KMS_KINDS.join(', ')}`,
    ),
  );
export type EncryptionConfiguration = z.infer<typeof encryptionConfigurationSchema>;

/** The tenant's KES as it runs: none of the kinds when the tenant has no encryption. */
export const encryptionConfigurationResponseSchema = z.object({
  image: z.optional(z.string()),
  replicas: z.optional(z.string()),
  securityContext: z.optional(securityContextSchema),
  ...kmsKindsOf(LENIENT),
});
export type EncryptionConfigurationResponse = z.infer<typeof encryptionConfigurationResponseSchema>;
