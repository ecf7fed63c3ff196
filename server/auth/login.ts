import type { LoginRequest } from '../../src/contract/auth.ts';
import { LOGIN_REFUSED } from '../../src/contract/login-refusal.ts';
import type { ServerDeps } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import { assumeRole } from '../minio/sts.ts';
import { newSessionId, type SessionClaims } from '../session/cookie.ts';
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
  try {
    const temporary = await assumeRole({
      endpoint: minioServer,
      ...keys,
      durationSeconds: sessionSeconds,
      tokenRevokeType: `console-${base.sessionId}`,
    });
    const stsExpiry = Math.floor(Date.parse(temporary.expiration) / 1000);
    return {
      ...base,
      accessKey: temporary.accessKey,
      secretKey: temporary.secretKey,
      sessionToken: temporary.sessionToken,
      selfRevocable: true,
      expiresAt: Number.isFinite(stsExpiry) ? Math.min(base.expiresAt, stsExpiry) : base.expiresAt,
    };
  } catch (error) {
    if (isServiceAccountRefusal(error)) return checkedByUse(deps, { ...base, ...keys });
    if (isKeyRefusal(error)) throw loginRefused();
    throw error;
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
