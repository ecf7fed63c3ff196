import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { hopPrefix } from '../../../src/contract/operator/hop.ts';
import type { ServerDeps } from '../../context.ts';
import { isHttpsRequest } from '../../http/origin.ts';
import type { OperatorClaims } from '../../session/cookie.ts';
import { openSealed, sealClaims } from '../../session/cookie.ts';
import { SESSION_ID } from '../../session/revocations.ts';

/*
 * The tenant console's session token, kept sealed in a cookie of its own, scoped to that tenant's proxy path:
 * the browser never sees it, sends it to no other path, and it works only with the operator session it was
 * made in, for the console address it was issued by.
 */

const MAX_TOKEN_LENGTH = 8 * 1024;
/** The tenant console's own sessions last 12 hours unless configured otherwise. */
const MAX_HOP_SECONDS = 12 * 3600;

const hopClaimsSchema = z.object({
  kind: z.literal('hop'),
  /** The operator session it belongs to. */
  sessionId: z.string().regex(SESSION_ID),
  /** The console's origin it was issued by: another address logs in anew. */
  console: z.string().max(512),
  token: z.string().min(1).max(MAX_TOKEN_LENGTH),
  expiresAt: z.number().int(),
});

export interface HopTarget {
  namespace: string;
  tenant: string;
}

function hopCookie(c: Context, deps: ServerDeps, target: HopTarget) {
  const https = isHttpsRequest(c, deps.config);
  return {
    name: https ? '__Secure-hop-token' : 'hop-token',
    options: {
      path: `${deps.config.subPath}${hopPrefix(target.namespace, target.tenant)}`,
      httpOnly: true,
      sameSite: 'Strict',
      secure: https,
    } as const,
  };
}

/** The tenant console's token this browser holds for the session and console, if any. */
export function readHopToken(
  c: Context,
  deps: ServerDeps,
  target: HopTarget,
  session: OperatorClaims,
  consoleOrigin: string,
): string | undefined {
  const sealed = getCookie(c, hopCookie(c, deps, target).name);
  const claims = openSealed(sealed, deps.sessionKey, Date.now(), hopClaimsSchema);
  if (claims?.sessionId !== session.sessionId || claims.console !== consoleOrigin) return undefined;
  return claims.token;
}

export function writeHopToken(
  c: Context,
  deps: ServerDeps,
  target: HopTarget,
  session: OperatorClaims,
  consoleOrigin: string,
  token: string,
): void {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = Math.min(session.expiresAt, now + MAX_HOP_SECONDS);
  const claims = { kind: 'hop', sessionId: session.sessionId, console: consoleOrigin, token, expiresAt };
  const { name, options } = hopCookie(c, deps, target);
  setCookie(c, name, sealClaims(claims, deps.sessionKey), {
    ...options,
    maxAge: Math.max(0, expiresAt - now),
  });
}

export function clearHopToken(c: Context, deps: ServerDeps, target: HopTarget): void {
  const { name, options } = hopCookie(c, deps, target);
  deleteCookie(c, name, options);
}
