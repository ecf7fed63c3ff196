import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import * as auth from '../../src/contract/auth.ts';
import { sessionCheck } from '../../src/contract/session.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import { openIdHandlers } from '../oidc/handlers.ts';
import type { SessionClaims } from '../session/cookie.ts';
import { clearSessionCookie, endSession, readSession, writeSessionCookie } from '../session/middleware.ts';
import { buildSessionResponse } from '../session/session-response.ts';
import { sessionCredentials } from './login.ts';
import type { LoginThrottle } from './throttle.ts';
import { throttled } from './throttled.ts';

/** A refused login is answered no sooner than this after it began, so its timing tells nothing. */
const REFUSED_LOGIN_MIN_MS = 250;

async function refuseNoSoonerThan(startedAt: number, refusal: ConsoleError): Promise<never> {
  await sleep(Math.max(0, startedAt + REFUSED_LOGIN_MIN_MS - Date.now()));
  throw refusal;
}

/** Logs in unless the client or the key has failed too often lately; a refusal takes a fixed minimum time. */
function throttledLogin(
  c: Context,
  deps: ServerDeps,
  throttle: LoginThrottle,
  keys: auth.LoginRequest,
): Promise<SessionClaims> {
  const startedAt = Date.now();
  return throttled(c, deps, throttle, keys.accessKey, () =>
    sessionCredentials(deps, keys).catch((error: unknown) => {
      if (error instanceof ConsoleError && error.status === 401) return refuseNoSoonerThan(startedAt, error);
      throw error;
    }),
  );
}

/** /login, /logout and /session: how a browser gets, checks and ends its session. */
export function authRoutes(deps: ServerDeps, throttle: LoginThrottle): Route<SessionEnv>[] {
  const openId = openIdHandlers(deps);
  return [
    serve(auth.loginDetail, (_, c) => openId.loginDetails(c)),

    serve(auth.login, async ({ body }, c) => {
      writeSessionCookie(c, deps, await throttledLogin(c, deps, throttle, body));
    }),

    serve(auth.loginOauth2Auth, ({ body }, c) => openId.callback(body, c)),

    serve(auth.logout, async (_, c) => {
      const claims = readSession(c, deps);
      if (claims) await endSession(deps, claims);
      clearSessionCookie(c, deps);
    }),

    serve(sessionCheck, (_, c) => buildSessionResponse(deps, c.get('session'), c.get('admin'))),
  ];
}
