import { envVariableOf } from '@/contract/config-text';
import type { ConfigKeyHelp } from '@/contract/config-values';
import type { ConfigKeyValueAnswer } from '@/contract/configs';
import {
  DEFAULT_IDP_NAME,
  IDP_SUBSYSTEM,
  type IdpConfigInfo,
  type IdpType,
  isIdpSecretKey,
} from '@/contract/idp';
import { type ConfigFieldSpec, configFieldSpecs } from '@/ui/config-fields/config-field-specs';

/** The keys an administrator sets, per type, in the order the form shows them; MinIO's help describes each. */
export const IDP_FORM_KEYS: Readonly<Record<IdpType, readonly string[]>> = {
  openid: [
    'config_url',
    'client_id',
    'client_secret',
    'display_name',
    'claim_name',
    'scopes',
    'redirect_uri',
    'role_policy',
  ],
  ldap: [
    'server_addr',
    'lookup_bind_dn',
    'lookup_bind_password',
    'user_dn_search_base_dn',
    'user_dn_search_filter',
    'group_search_base_dn',
    'group_search_filter',
    'server_insecure',
    'server_starttls',
    'tls_skip_verify',
  ],
};

export const TYPE_LABEL: Readonly<Record<IdpType, string>> = { openid: 'OpenID', ldap: 'LDAP' };

/** How a configuration is named on screen: the default one has no name of its own. */
export const idpDisplayName = (name: string): string => (name === DEFAULT_IDP_NAME ? 'Default (_)' : name);

/** A new configuration may be added switched off; an existing one is switched apart from its form. */
const ENABLE_KEY = 'enable';

/** What the form starts from: a new configuration on, every key empty; else what MinIO reports, secrets unknown. */
function startingValues(
  type: IdpType,
  name: string,
  keys: readonly string[],
  info?: readonly IdpConfigInfo[],
) {
  if (!info) return keys.map((key): ConfigKeyValueAnswer => ({ key, value: key === ENABLE_KEY ? 'on' : '' }));
  const target = name === DEFAULT_IDP_NAME ? undefined : name;
  return keys.flatMap((key): ConfigKeyValueAnswer[] => {
    const reported = info.find((entry) => entry.key === key);
    if (!reported) return isIdpSecretKey(key) ? [] : [{ key, value: '' }];
    const envOverride = reported.isEnv
      ? { name: envVariableOf(IDP_SUBSYSTEM[type], target, key), value: reported.value }
      : undefined;
    return [{ key, value: reported.value, env_override: envOverride }];
  });
}

/**
 * The form's fields from MinIO's help of the type's subsystem: a new configuration's secrets are typed hidden
 * and it may be added switched off; an existing one's secrets are write-only (left empty, they keep their value).
 */
export function idpFieldSpecs(
  type: IdpType,
  name: string,
  keysHelp: readonly ConfigKeyHelp[],
  info?: readonly IdpConfigInfo[],
): { specs: ConfigFieldSpec[]; keyValues: ConfigKeyValueAnswer[] } {
  const keys = info ? IDP_FORM_KEYS[type] : [ENABLE_KEY, ...IDP_FORM_KEYS[type]];
  const help = keys.flatMap((key) => keysHelp.find((candidate) => candidate.key === key) ?? []);
  const keyValues = startingValues(
    type,
    name,
    help.map((each) => each.key),
    info,
  );
  const specs = configFieldSpecs(help, keyValues).map((spec) =>
    isIdpSecretKey(spec.help.key) ? { ...spec, secret: true } : spec,
  );
  return { specs, keyValues };
}

/** Whether MinIO reports any key of the configuration as set: the default one exists even when it is not. */
export const isIdpConfigured = (info: readonly IdpConfigInfo[]): boolean => info.some((entry) => entry.isCfg);
