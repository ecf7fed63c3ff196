/**
 * The one answer to keys that do not log in, whatever MinIO said: an unknown key, a wrong secret and a
 * disabled account look the same, so the answer tells nobody which keys exist.
 */
export const LOGIN_REFUSED = {
  status: 401,
  message: 'invalid login',
  detailedMessage: 'The access key or the secret key is wrong, or the account is disabled.',
} as const;

/**
 * Directory logins MinIO refuses for a reason other than the password (no policy mapped to the user or their
 * groups, the directory unreachable): MinIO's own words are the detail.
 */
export const LDAP_LOGIN_REFUSED = {
  status: 401,
  noPolicy: 'No policy is mapped to this directory user or to any of their groups',
  other: 'The directory login was refused',
} as const;

export const LOGIN_THROTTLED = { status: 429, message: 'Too many failed logins' } as const;

export const throttledDetail = (retryAfterSeconds: number) => `Try again in ${retryAfterSeconds} seconds.`;

/** This console has no OpenID provider, so an identity provider's callback is refused. */
export const OAUTH_NOT_CONFIGURED = {
  status: 400,
  message: 'OpenID login is not configured on this console',
} as const;

/** The refusals of an OpenID login's callback, which the app shows on the login page. */
export const OAUTH_STATE_REFUSED = {
  status: 400,
  message: 'This single sign-on is invalid, expired or already used',
  detailedMessage: 'Start again from the login page.',
} as const;

export const oauthUnknownProvider = (name: string) =>
  ({ status: 400, message: `The identity provider "${name}" is not configured on this console` }) as const;

export const OAUTH_CODE_REFUSED = {
  status: 401,
  message: 'The identity provider refused the login code: it expired or was already used',
} as const;

export const OAUTH_TOKEN_MISMATCH = {
  status: 401,
  message: 'The identity provider answered with an ID token that is not for this login',
} as const;

export const oauthMinioRefusal = (minioMessage: string) =>
  ({ status: 403, message: `MinIO refused the single sign-on: ${minioMessage}` }) as const;

export const OAUTH_PROVIDER_UNREACHABLE = {
  status: 503,
  message: 'The identity provider cannot be reached',
} as const;

/** What the identity provider sent the browser back with instead of a code (`error=access_denied`, …). */
export function oauthProviderError(error: string, description: string | undefined): string {
  const what =
    error === 'access_denied'
      ? 'Access was denied at the identity provider'
      : `The identity provider answered "${error}"`;
  return description ? `${what}: ${description}` : what;
}
