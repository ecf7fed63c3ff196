import type {
  IdpConfigurationResponse,
  LdapConfiguration,
  OidcConfiguration,
} from '../../../src/contract/operator/security-settings.ts';

/* A tenant's external identity provider, as MinIO reads it from the variables of its config.env. */

const OPENID = 'MINIO_IDENTITY_OPENID_';
const LDAP = 'MINIO_IDENTITY_LDAP_';

export const isIdentityVariable = (name: string) => name.startsWith(OPENID) || name.startsWith(LDAP);

const onOff = (flag: boolean | undefined) => (flag ? 'on' : 'off');

type Variables = [string, string][];

function openIdVariables(oidc: OidcConfiguration): Variables {
  const variables: Variables = [
    [`${OPENID}CONFIG_URL`, oidc.configuration_url],
    [`${OPENID}CLIENT_ID`, oidc.client_id],
    [`${OPENID}CLIENT_SECRET`, oidc.secret_id],
    [`${OPENID}CLAIM_NAME`, oidc.claim_name],
  ];
  if (oidc.callback_url) variables.push([`${OPENID}REDIRECT_URI`, oidc.callback_url]);
  if (oidc.scopes) variables.push([`${OPENID}SCOPES`, oidc.scopes]);
  return variables;
}

const LDAP_TEXT: [keyof LdapConfiguration, string][] = [
  ['url', 'SERVER_ADDR'],
  ['lookup_bind_dn', 'LOOKUP_BIND_DN'],
  ['lookup_bind_password', 'LOOKUP_BIND_PASSWORD'],
  ['user_dn_search_base_dn', 'USER_DN_SEARCH_BASE_DN'],
  ['user_dn_search_filter', 'USER_DN_SEARCH_FILTER'],
  ['group_search_base_dn', 'GROUP_SEARCH_BASE_DN'],
  ['group_search_filter', 'GROUP_SEARCH_FILTER'],
];
const LDAP_FLAGS: [keyof LdapConfiguration, string][] = [
  ['skip_tls_verification', 'TLS_SKIP_VERIFY'],
  ['server_insecure', 'SERVER_INSECURE'],
  ['server_start_tls', 'SERVER_STARTTLS'],
];

function ldapVariables(ldap: LdapConfiguration): Variables {
  const text: Variables = LDAP_TEXT.flatMap(([field, name]) => {
    const value = ldap[field];
    return typeof value === 'string' && value !== '' ? [[`${LDAP}${name}`, value] as [string, string]] : [];
  });
  const flags: Variables = LDAP_FLAGS.map(([field, name]) => [
    `${LDAP}${name}`,
    onOff(ldap[field] as boolean | undefined),
  ]);
  return [...text, ...flags];
}

/** The config.env variables of an identity provider; none for MinIO's built-in users. */
export function identityVariables(idp: {
  oidc?: OidcConfiguration;
  active_directory?: LdapConfiguration;
}): Variables {
  if (idp.oidc) return openIdVariables(idp.oidc);
  if (idp.active_directory) return ldapVariables(idp.active_directory);
  return [];
}

/** The identity provider the variables configure. Secrets are left out: they are set, never shown. */
export function identityOf(variables: ReadonlyMap<string, string>): IdpConfigurationResponse {
  const configUrl = variables.get(`${OPENID}CONFIG_URL`);
  if (configUrl)
    return {
      oidc: {
        configuration_url: configUrl,
        client_id: variables.get(`${OPENID}CLIENT_ID`) ?? '',
        secret_id: '',
        claim_name: variables.get(`${OPENID}CLAIM_NAME`) ?? '',
        callback_url: variables.get(`${OPENID}REDIRECT_URI`),
        scopes: variables.get(`${OPENID}SCOPES`),
      },
    };
  const address = variables.get(`${LDAP}SERVER_ADDR`);
  if (!address) return {};
  const ldap: Record<string, string | boolean | undefined> = {};
  for (const [field, name] of LDAP_TEXT) ldap[field] = variables.get(`${LDAP}${name}`);
  for (const [field, name] of LDAP_FLAGS) ldap[field] = variables.get(`${LDAP}${name}`) === 'on';
  return {
    active_directory: {
      ...(ldap as Omit<LdapConfiguration, 'url' | 'lookup_bind_dn'>),
      url: address,
      lookup_bind_dn: variables.get(`${LDAP}LOOKUP_BIND_DN`) ?? '',
      lookup_bind_password: undefined,
    },
  };
}
