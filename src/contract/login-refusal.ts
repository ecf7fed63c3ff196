/**
 * The one answer to keys that do not log in, whatever MinIO said: an unknown key, a wrong secret and a
 * disabled account look the same, so the answer tells nobody which keys exist.
 */
export const LOGIN_REFUSED = {
  status: 401,
  message: 'invalid login',
  detailedMessage: 'The access key or the secret key is wrong, or the account is disabled.',
} as const;

export const LOGIN_THROTTLED = { status: 429, message: 'Too many failed logins' } as const;

export const throttledDetail = (retryAfterSeconds: number) => `Try again in ${retryAfterSeconds} seconds.`;

/** This console has no OpenID provider, so an identity provider's callback is refused. */
export const OAUTH_NOT_CONFIGURED = {
  status: 400,
  message: 'OpenID login is not configured on this console',
} as const;
