/** One OpenID Connect provider users may log in through, as MinIO's `identity_openid` configuration names it. */
export interface OpenIdProvider {
  /** `_` for the unnamed configuration, else the `<NAME>` suffix of its settings. */
  name: string;
  /** The provider's discovery document (`…/.well-known/openid-configuration`). */
  configUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Where the provider sends the browser back: the app's `/oauth_callback`. */
  redirectUri: string;
  scopes: string[];
  displayName: string;
  /** For a provider MinIO maps to a role policy: the role it assumes (`arn:minio:iam:::role/<id>`). */
  roleArn: string | undefined;
}

export const DEFAULT_PROVIDER = '_';
export const DEFAULT_SCOPES = ['openid', 'profile', 'email'];

const SETTINGS = ['URL', 'CLIENT_ID', 'SECRET', 'CALLBACK', 'SCOPES', 'DISPLAY_NAME', 'ROLE_ARN'] as const;
type Setting = (typeof SETTINGS)[number];

const PREFIX = 'CONSOLE_IDP_';
const NAME = /^[A-Za-z0-9-]{1,32}$/;
const ROLE_ARN = /^arn:minio:iam:[^:\s]*:[^:\s]*:role\/[A-Za-z0-9+=,.@_-]{1,128}$/;
const SCOPE = /^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/;
const MAX_SCOPES = 20;
const MAX_PROVIDERS = 8;
const MAX_CLIENT_ID = 256;
const MAX_DISPLAY_NAME = 100;

const settingName = (setting: Setting, name: string) =>
  name === DEFAULT_PROVIDER ? `${PREFIX}${setting}` : `${PREFIX}${setting}_${name}`;

/** The configuration names: one per CONSOLE_IDP_URL[_<NAME>] that is set. */
function providerNames(env: NodeJS.ProcessEnv): string[] {
  const names = Object.keys(env)
    .filter((key) => env[key] && (key === `${PREFIX}URL` || key.startsWith(`${PREFIX}URL_`)))
    .map((key) => (key === `${PREFIX}URL` ? DEFAULT_PROVIDER : key.slice(`${PREFIX}URL_`.length)));
  for (const name of names) {
    if (name !== DEFAULT_PROVIDER && !NAME.test(name))
      throw new Error(`${PREFIX}URL_${name}: a configuration name has 1-32 letters, digits or "-"`);
  }
  if (names.length > MAX_PROVIDERS) throw new Error(`At most ${MAX_PROVIDERS} OpenID providers can be set`);
  return names.sort();
}

/** A setting of a configuration that has no URL is a typo the admin should hear about. */
function refuseOrphans(env: NodeJS.ProcessEnv, names: string[]): void {
  const known = new Set(names.flatMap((name) => SETTINGS.map((setting) => settingName(setting, name))));
  const isSetting = (key: string) => SETTINGS.some((setting) => key.startsWith(`${PREFIX}${setting}`));
  const orphans = Object.keys(env).filter((key) => env[key] && isSetting(key) && !known.has(key));
  if (orphans.length)
    throw new Error(`${orphans.join(', ')} set without the CONSOLE_IDP_URL of the same configuration`);
}

function httpUrl(value: string, setting: string): string {
  const url = URL.parse(value);
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.hash
  )
    throw new Error(`${setting} must be an http(s) URL with no credentials or fragment, got "${value}"`);
  return url.toString();
}

function scopesFrom(value: string | undefined, setting: string): string[] {
  if (!value) return DEFAULT_SCOPES;
  const scopes = [...new Set(value.split(/[\s,]+/).filter(Boolean))];
  if (scopes.length > MAX_SCOPES || scopes.some((scope) => !SCOPE.test(scope)))
    throw new Error(
      `${setting} is a list of at most ${MAX_SCOPES} scopes separated by commas, got "${value}"`,
    );
  if (!scopes.includes('openid')) throw new Error(`${setting} must include the scope "openid"`);
  return scopes;
}

function providerFrom(env: NodeJS.ProcessEnv, name: string, defaultCallback: string): OpenIdProvider {
  const value = (setting: Setting) => env[settingName(setting, name)] || undefined;
  const clientId = value('CLIENT_ID');
  if (!clientId || clientId.length > MAX_CLIENT_ID || !/^[\x21-\x7e]+$/.test(clientId))
    throw new Error(
      `${settingName('CLIENT_ID', name)} must be set (at most ${MAX_CLIENT_ID} printable characters) for ${settingName('URL', name)}`,
    );
  const displayName = value('DISPLAY_NAME');
  if (displayName && displayName.length > MAX_DISPLAY_NAME)
    throw new Error(`${settingName('DISPLAY_NAME', name)} has at most ${MAX_DISPLAY_NAME} characters`);
  const roleArn = value('ROLE_ARN');
  if (roleArn && !ROLE_ARN.test(roleArn))
    throw new Error(
      `${settingName('ROLE_ARN', name)} must be a role ARN such as arn:minio:iam:::role/<id>, got "${roleArn}"`,
    );
  const callback = value('CALLBACK');
  return {
    name,
    configUrl: httpUrl(value('URL') ?? '', settingName('URL', name)),
    clientId,
    clientSecret: value('SECRET'),
    redirectUri: callback ? httpUrl(callback, settingName('CALLBACK', name)) : defaultCallback,
    scopes: scopesFrom(value('SCOPES'), settingName('SCOPES', name)),
    displayName: displayName ?? (name === DEFAULT_PROVIDER ? 'Login with SSO' : `Login with SSO (${name})`),
    roleArn,
  };
}

/**
 * CONSOLE_IDP_URL and its companions, plus one set of them per `_<NAME>` suffix (as MinIO's
 * MINIO_IDENTITY_OPENID_CONFIG_URL_<NAME>); `consoleUrl` is where browsers reach the console, for the default
 * callback.
 */
export function openIdProvidersFrom(env: NodeJS.ProcessEnv, consoleUrl: string): OpenIdProvider[] {
  const names = providerNames(env);
  refuseOrphans(env, names);
  const defaultCallback = new URL('oauth_callback', consoleUrl).toString();
  return names.map((name) => providerFrom(env, name, defaultCallback));
}

/** The third `:` field of a role ARN (its service type; MinIO's are empty), as GET /login reports it. */
export const serviceTypeOf = (provider: OpenIdProvider) => provider.roleArn?.split(':')[3] ?? '';
