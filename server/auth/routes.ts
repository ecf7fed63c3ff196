import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { LoginDetails, LoginRequest } from '../../src/contract/auth.ts';
import {
  loginRequestSchema,
  logoutRequestSchema,
  oauthCallbackRequestSchema,
} from '../../src/contract/auth.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { BODY_LIMITS, readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { clientAddress } from '../http/origin.ts';
import type { SessionClaims } from '../session/cookie.ts';
import {
  clearSessionCookie,
  endSession,
  readSession,
  requireSession,
  writeSessionCookie,
} from '../session/middleware.ts';
import { buildSessionResponse } from '../session/session-response.ts';
import { loginRefused, sessionCredentials } from './login.ts';
import { LOGIN_THROTTLED, throttledDetail } from './refusal.ts';
import { LoginThrottle } from './throttle.ts';

/** These bodies are read before anyone is authenticated. */
const unauthenticatedBody = { maxBytes: BODY_LIMITS.login };

/** A refused login is answered no sooner than this after it began, so its timing tells nothing. */
const REFUSED_LOGIN_MIN_MS = 250;

async function refuseNoSoonerThan(startedAt: number): Promise<never> {
  await sleep(Math.max(0, startedAt + REFUSED_LOGIN_MIN_MS - Date.now()));
  throw loginRefused();
}

/** Logs in unless the client or the key has failed too often lately. */
async function throttledLogin(
  c: Context,
  deps: ServerDeps,
  throttle: LoginThrottle,
  login: LoginRequest,
): Promise<SessionClaims> {
  const startedAt = Date.now();
  const client = clientAddress(c, deps.config);
  const wait = throttle.begin(client, login.accessKey, startedAt);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ConsoleError(LOGIN_THROTTLED.status, LOGIN_THROTTLED.message, throttledDetail(wait));
  }
  let claims: SessionClaims;
  try {
    claims = await sessionCredentials(deps, login);
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 401) return refuseNoSoonerThan(startedAt);
    throw error;
  }
  throttle.succeeded(client, login.accessKey);
  return claims;
}

/** /login, /logout and /session: how a browser gets, checks and ends its session. */
export function authRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const throttle = new LoginThrottle();

  routes.get('/login', (c) => {
    const details: LoginDetails = {
      loginStrategy: 'form',
      redirectRules: [],
      isK8S: false,
      animatedLogin: false,
    };
    return c.json(details);
  });

  routes.post('/login', async (c) => {
    const login = await readJson(c, loginRequestSchema, unauthenticatedBody);
    writeSessionCookie(c, deps, await throttledLogin(c, deps, throttle, login));
    return c.body(null, 204);
  });

  routes.post('/login/oauth2/auth', async (c) => {
    await readJson(c, oauthCallbackRequestSchema, unauthenticatedBody);
    throw new ConsoleError(400, 'OpenID login is not configured on this console');
  });

  // Always 200, logged in or not: a session that is still valid ends here and now.
  routes.post('/logout', async (c) => {
    await readJson(c, logoutRequestSchema, unauthenticatedBody);
    const claims = readSession(c, deps);
    if (claims) await endSession(deps, claims);
    clearSessionCookie(c, deps);
    return c.body(null, 200);
  });

  routes.get('/session', requireSession(deps), async (c) =>
    c.json(await buildSessionResponse(deps, c.get('session'), c.get('admin'))),
  );

  return routes;
}
