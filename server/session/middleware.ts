import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { ConsoleError, invalidSession } from '../http/errors.ts';
import { isHttpsRequest } from '../http/origin.ts';
import { checkPathParams } from '../http/params.ts';
import { AdminClient } from '../minio/admin-client.ts';
import { s3ClientFor } from '../minio/s3-client.ts';
import type { S3Target } from '../minio/s3-direct.ts';
import {
  type OperatorClaims,
  type OperatorDraft,
  openOperatorSession,
  openSession,
  type SessionClaims,
  type SessionDraft,
  sealSession,
  sessionCookieName,
} from './cookie.ts';
import { RevokedSessions } from './revocations.ts';

/** How often a request records activity in the cookie (for the idle timeout). */
const ACTIVITY_RESOLUTION_SECONDS = 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Over HTTPS a `__Host-` cookie, which must have Path=/; over plain HTTP the console's own sub-path. */
export function consoleCookie(c: Context, deps: ServerDeps, nameFor: (https: boolean) => string) {
  const https = isHttpsRequest(c, deps.config);
  return {
    name: nameFor(https),
    options: {
      path: https ? '/' : deps.config.subPath,
      httpOnly: true,
      sameSite: 'Lax',
      secure: https,
    } as const,
  };
}

const cookieOptions = (c: Context, deps: ServerDeps) => consoleCookie(c, deps, sessionCookieName);

export function writeSessionCookie(c: Context, deps: ServerDeps, claims: SessionDraft | OperatorDraft): void {
  const { name, options } = cookieOptions(c, deps);
  setCookie(c, name, sealSession(claims, deps.sessionKey), {
    ...options,
    maxAge: Math.max(0, claims.expiresAt - nowSeconds()),
  });
}

export function clearSessionCookie(c: Context, deps: ServerDeps): void {
  const { name, options } = cookieOptions(c, deps);
  deleteCookie(c, name, options);
}

const revokedSessions = (deps: ServerDeps) => new RevokedSessions(deps.config.dataDir);

/** The claims of the caller's cookie if it is genuine, unexpired, not logged out and not idle too long. */
export function readSession(c: Context, deps: ServerDeps): SessionClaims | null {
  const claims = openSession(getCookie(c, cookieOptions(c, deps).name), deps.sessionKey);
  return claims && isSessionLive(deps, claims) ? claims : null;
}

/** The claims of the caller's operator-mode cookie, on the same terms as `readSession`. */
export function readOperatorSession(c: Context, deps: ServerDeps): OperatorClaims | null {
  const claims = openOperatorSession(getCookie(c, cookieOptions(c, deps).name), deps.sessionKey);
  return claims && isSessionLive(deps, claims) ? claims : null;
}

type SessionTimes = Pick<SessionClaims, 'sessionId' | 'lastActiveAt' | 'expiresAt'>;

/** Whether a session's claims still hold: not expired, not logged out and not idle too long. */
export function isSessionLive(deps: ServerDeps, claims: SessionTimes): boolean {
  if (claims.expiresAt <= nowSeconds() || revokedSessions(deps).has(claims.sessionId, claims.expiresAt)) {
    return false;
  }
  const { idleSeconds } = deps.config;
  return idleSeconds === 0 || nowSeconds() - claims.lastActiveAt <= idleSeconds;
}

/** Ends a session before its cookie expires: at MinIO when it can, else by recording it as ended. */
export async function endSession(deps: ServerDeps, claims: SessionClaims): Promise<void> {
  if (claims.selfRevocable) {
    try {
      await adminClientFor(deps, claims).revokeTokens({});
      return;
    } catch {
      // MinIO unreachable or refusing: the record below still ends the cookie.
    }
  }
  recordSessionEnd(deps, claims);
}

/** Ends a session by recording it as ended: its cookie is refused from now on. */
export function recordSessionEnd(deps: ServerDeps, claims: SessionTimes): void {
  revokedSessions(deps).add(claims.sessionId, claims.expiresAt);
}

/** The refusal of a request that another mode's session makes. */
export const otherModeRefusal = (operatorMode: boolean) =>
  new ConsoleError(
    403,
    operatorMode ? 'Not available in operator mode' : 'Available in operator mode only',
    operatorMode
      ? "This session manages a Kubernetes cluster's tenants, not one MinIO"
      : "This session manages one MinIO, not a Kubernetes cluster's tenants",
  );

const credentialsOf = (claims: SessionClaims) => ({
  accessKey: claims.accessKey,
  secretKey: claims.secretKey,
  sessionToken: claims.sessionToken,
});

/** Where and as whom the console's own signed S3 calls go: MinIO, with the session's credentials. */
export function s3TargetFor(deps: ServerDeps, claims: SessionClaims): S3Target {
  return {
    endpoint: deps.config.minioServer,
    region: deps.config.minioRegion,
    credentials: credentialsOf(claims),
  };
}

export function adminClientFor(deps: ServerDeps, claims: SessionClaims): AdminClient {
  return new AdminClient({
    endpoint: deps.config.minioServer,
    region: deps.config.minioRegion,
    credentials: credentialsOf(claims),
  });
}

/** Every route behind it runs with the caller's own MinIO credentials, so MinIO enforces each permission. */
export function requireSession(deps: ServerDeps): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const claims = readSession(c, deps);
    if (!claims && readOperatorSession(c, deps)) throw otherModeRefusal(true);
    if (!claims) throw invalidSession('Your session has expired or is not valid. Log in again.');
    // Here, as every route that reaches MinIO runs behind a session: no route can forget it.
    checkPathParams(c);
    c.set('session', claims);
    c.set('admin', adminClientFor(deps, claims));
    c.set('s3', s3ClientFor(deps.config.minioServer, deps.config.minioRegion, credentialsOf(claims)));
    await next();
    // After the route, so that answers a route builds itself (downloads) carry it too.
    if (deps.config.idleSeconds > 0 && nowSeconds() - claims.lastActiveAt >= ACTIVITY_RESOLUTION_SECONDS) {
      writeSessionCookie(c, deps, { ...claims, lastActiveAt: nowSeconds() });
    }
  };
}
