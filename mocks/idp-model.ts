/**
 * MinIO's identity provider configurations for the mocks, kept in the config model as MinIO keeps them: the
 * `identity_openid[:name]` and `identity_ldap` lines. A change is stored at once and listed once MinIO restarted;
 * the demo reaches no provider and no directory, so an enabled configuration is refused as MinIO refuses one it
 * cannot reach.
 */
import type { ConfigKeyValue } from '../src/contract/config-text';
import {
  DEFAULT_IDP_NAME,
  IDP_SUBSYSTEM,
  type IdpConfigInfo,
  type IdpListItem,
  type IdpType,
  isIdpSecretKey,
} from '../src/contract/idp';
import {
  ConfigRefusal,
  changedConfiguration,
  configTargetNames,
  configurationDefaults,
  resetConfiguration,
  runningConfiguration,
  setConfiguration,
} from './config-model';

/** The key without which a default configuration is not set up at all. */
const MAIN_KEY: Readonly<Record<IdpType, string>> = { openid: 'config_url', ldap: 'server_addr' };

export const IDP_REFUSALS = {
  noSuchConfig: 'No such named configuration target exists',
  noSuchIdp: 'No such IDP configuration exists',
  exists: 'An IDP configuration with the given name already exists',
} as const;

const lineName = (type: IdpType, name: string): string =>
  name === DEFAULT_IDP_NAME ? IDP_SUBSYSTEM[type] : `${IDP_SUBSYSTEM[type]}:${name}`;

const keyValue = (pairs: readonly ConfigKeyValue[], key: string): string =>
  pairs.find((pair) => pair.key === key)?.value ?? '';

/** On when switched on, or (MinIO's older default) not switched at all but set up. */
function isEnabled(type: IdpType, pairs: readonly ConfigKeyValue[]): boolean {
  const enable = keyValue(pairs, 'enable');
  return enable === 'on' || (enable === '' && keyValue(pairs, MAIN_KEY[type]) !== '');
}

/** The keys set to something other than MinIO's default, as MinIO reports a configuration. */
function setPairs(type: IdpType, pairs: readonly ConfigKeyValue[]): ConfigKeyValue[] {
  const defaults = configurationDefaults(IDP_SUBSYSTEM[type]);
  return pairs.filter(({ key, value }) => value !== '' && value !== keyValue(defaults, key));
}

function runningPairs(type: IdpType, name: string, refusal: string): readonly ConfigKeyValue[] {
  const pairs = runningConfiguration(lineName(type, name));
  if (!pairs) throw new ConfigRefusal(404, refusal);
  return pairs;
}

/** MinIO's words when it cannot reach what an enabled configuration names. */
function unreachable(type: IdpType, pairs: readonly ConfigKeyValue[]): string {
  if (type === 'ldap') {
    const address = keyValue(pairs, 'server_addr');
    return `Result: LDAP Server Connection Error\nDetail: Could not connect to LDAP server: LDAP Result Code 200 "Network Error": dial tcp ${address}: connect: connection refused`;
  }
  const configUrl = keyValue(pairs, 'config_url');
  const url = new URL(configUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `Get "${configUrl}": dial tcp ${url.hostname}:${port}: connect: connection refused`;
}

/** MinIO's checks of a change before it stores it: required keys, then the provider or directory it names. */
function store(type: IdpType, name: string, changes: readonly ConfigKeyValue[]): void {
  const line = lineName(type, name);
  const next = changedConfiguration(line, changes);
  if (isEnabled(type, next)) throw new ConfigRefusal(400, unreachable(type, next));
  setConfiguration(line, changes);
}

export function listIdp(type: IdpType): IdpListItem[] {
  const prefix = `${IDP_SUBSYSTEM[type]}:`;
  const named = configTargetNames()
    .running.filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length));
  return [DEFAULT_IDP_NAME, ...named].map((name) => ({
    name,
    type,
    enabled: isEnabled(type, runningConfiguration(lineName(type, name)) ?? []),
  }));
}

export function idpInfo(type: IdpType, name: string): IdpConfigInfo[] {
  const pairs = runningPairs(type, name, IDP_REFUSALS.noSuchConfig);
  return setPairs(type, pairs)
    .filter(({ key }) => !isIdpSecretKey(key))
    .map(({ key, value }) => ({ key, value, isCfg: true, isEnv: false }));
}

export function createIdp(type: IdpType, name: string, changes: readonly ConfigKeyValue[]): void {
  const pairs = runningConfiguration(lineName(type, name));
  if (pairs && setPairs(type, pairs).length > 0) throw new ConfigRefusal(409, IDP_REFUSALS.exists);
  store(type, name, changes);
}

export function updateIdp(type: IdpType, name: string, changes: readonly ConfigKeyValue[]): void {
  runningPairs(type, name, IDP_REFUSALS.noSuchIdp);
  store(type, name, changes);
}

export function deleteIdp(type: IdpType, name: string): void {
  runningPairs(type, name, IDP_REFUSALS.noSuchConfig);
  resetConfiguration(lineName(type, name));
}
