import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { invalidSession } from '../http/errors.ts';
import { AdminClient } from '../minio/admin-client.ts';
import { s3ClientFor } from '../minio/s3.ts';
import { openSession, SESSION_COOKIE, type SessionClaims, sealSession } from './cookie.ts';

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function writeSessionCookie(c: Context, deps: ServerDeps, claims: SessionClaims): void {
  setCookie(c, SESSION_COOKIE, sealSession(claims, deps.sessionKey), {
    path: deps.config.subPath,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: Math.max(0, claims.expiresAt - Math.floor(Date.now() / 1000)),
  });
}

export function clearSessionCookie(c: Context, deps: ServerDeps): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: deps.config.subPath,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
  });
}

const credentialsOf = (claims: SessionClaims) => ({
  accessKey: claims.accessKey,
  secretKey: claims.secretKey,
  sessionToken: claims.sessionToken,
});

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
    const claims = openSession(getCookie(c, SESSION_COOKIE), deps.sessionKey);
    if (!claims) throw invalidSession('Your session has expired or is not valid. Log in again.');
    c.set('session', claims);
    c.set('admin', adminClientFor(deps, claims));
    c.set('s3', s3ClientFor(deps.config.minioServer, deps.config.minioRegion, credentialsOf(claims)));
    await next();
  };
}
