import type { LoginRequest } from '../../src/contract/auth.ts';
import { LDAP_LOGIN_REFUSED, LOGIN_REFUSED } from '../../src/contract/login-refusal.ts';
import type { ServerDeps } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import { assumeRole, assumeRoleWithLdapIdentity, type TemporaryCredentials } from '../minio/sts.ts';
import { newSessionId, type SessionClaims, withTemporaryCredentials } from '../session/cookie.ts';
import { adminClientFor } from '../session/middleware.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const loginRefused = () =>
  new ConsoleError(LOGIN_REFUSED.status, LOGIN_REFUSED.message, LOGIN_REFUSED.detailedMessage);

/** MinIO's STS refuses keys it knows, with a valid signature, that belong to an access key (service account). */
function isServiceAccountRefusal(error: unknown): boolean {
  return (
    error instanceof MinioApiError &&
    error.status === 403 &&
    error.code === 'AccessDenied' &&
    error.message === 'Access Denied.'
  );
}

/** 401 and 403 refuse the keys; anything else (MinIO starting, a wrong region) is reported as it is. */
const isKeyRefusal = (error: unknown) =>
  error instanceof MinioApiError && (error.status === 401 || error.status === 403);

/**
 * Turns the keys a user typed into the credentials their session signs with: temporary STS credentials
 * for users and root, each with a TokenRevokeType of its own so logout can end exactly them at MinIO; the
 * keys themselves for access keys (service accounts), which MinIO's STS refuses, and for temporary credentials
 * brought with their session token (`sts`).
 */
export async function sessionCredentials(deps: ServerDeps, login: LoginRequest): Promise<SessionClaims> {
  const { sessionSeconds, minioServer } = deps.config;
  const now = nowSeconds();
  const base = {
    sessionId: newSessionId(),
    accountAccessKey: login.accessKey,
    hideMenu: login.features?.hide_menu || undefined,
    lastActiveAt: now,
    expiresAt: now + sessionSeconds,
  };
  const keys = { accessKey: login.accessKey, secretKey: login.secretKey };

  if (login.sts) return checkedByUse(deps, { ...base, ...keys, sessionToken: login.sts });
  if (deps.config.ldapEnabled) {
    const directory = await directoryCredentials(deps, login);
    if (directory) return { ...withTemporaryCredentials(base, directory), ldapIdentity: true };
  }
  try {
    const temporary = await assumeRole({
      endpoint: minioServer,
      ...keys,
      durationSeconds: sessionSeconds,
      tokenRevokeType: `console-${base.sessionId}`,
    });
    return { ...withTemporaryCredentials(base, temporary), selfRevocable: true };
  } catch (error) {
    if (isServiceAccountRefusal(error)) return checkedByUse(deps, { ...base, ...keys });
    if (isKeyRefusal(error)) throw loginRefused();
    throw error;
  }
}

/** MinIO's words for a name its directory does not have: the login is then tried as one of MinIO's own users. */
const isUnknownDirectoryUser = (error: MinioApiError) => /\bnot found\b/i.test(error.message);
/** LDAP result code 49: the directory refused the password. */
const isWrongDirectoryPassword = (error: MinioApiError) =>
  /Result Code 49|Invalid Credentials/i.test(error.message);
const isMissingPolicy = (error: MinioApiError) => /expecting a policy to be set/i.test(error.message);

/**
 * STS credentials for a directory user, or null when the directory has no such user. A wrong password gets the
 * one refusal every wrong key gets; MinIO's other refusals (no policy mapped, the directory unreachable) say why.
 */
async function directoryCredentials(
  deps: ServerDeps,
  login: LoginRequest,
): Promise<TemporaryCredentials | null> {
  try {
    return await assumeRoleWithLdapIdentity({
      endpoint: deps.config.minioServer,
      username: login.accessKey,
      password: login.secretKey,
      durationSeconds: deps.config.sessionSeconds,
    });
  } catch (error) {
    if (!(error instanceof MinioApiError) || error.status >= 500) throw error;
    if (isUnknownDirectoryUser(error)) return null;
    if (isWrongDirectoryPassword(error)) throw loginRefused();
    const message = isMissingPolicy(error) ? LDAP_LOGIN_REFUSED.noPolicy : LDAP_LOGIN_REFUSED.other;
    throw new ConsoleError(LDAP_LOGIN_REFUSED.status, message, error.message);
  }
}

/**
 * A session that signs with the credentials it was given (an access key's keys, or temporary credentials a
 * client brought with their `sts` token): they are checked by using them once, before any cookie is issued.
 */
async function checkedByUse(deps: ServerDeps, claims: SessionClaims): Promise<SessionClaims> {
  try {
    await adminClientFor(deps, claims).accountInfo();
    return claims;
  } catch (error) {
    if (isKeyRefusal(error)) throw loginRefused();
    throw error;
  }
}
