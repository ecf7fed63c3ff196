import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import * as auth from '../../src/contract/auth.ts';
import { loginOperator } from '../../src/contract/operator/login.ts';
import type { SessionResponse } from '../../src/contract/session.ts';
import { sessionCheck } from '../../src/contract/session.ts';
import type { LoginThrottle } from '../auth/throttle.ts';
import { throttled } from '../auth/throttled.ts';
import type { ServerDeps } from '../context.ts';
import { ConsoleError, invalidSession } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import type { OperatorClaims } from '../session/cookie.ts';
import { newSessionId } from '../session/cookie.ts';
import {
  clearSessionCookie,
  otherModeRefusal,
  readOperatorSession,
  readSession,
  recordSessionEnd,
  writeSessionCookie,
} from '../session/middleware.ts';
import { KubeClient } from './kube-client.ts';
import type { KubeSend } from './kube-request.ts';

/** Hono variables of a request that passed the operator session check. */
export interface OperatorEnv {
  Variables: { operatorSession: OperatorClaims; kube: KubeClient };
}

/** How operator mode logs in: a service account's token. */
export const SERVICE_ACCOUNT_LOGIN: auth.LoginDetails = {
  loginStrategy: 'service-account',
  redirectRules: [],
  isK8S: true,
  animatedLogin: false,
};

export const OPERATOR_SESSION: SessionResponse = {
  status: 'ok',
  operator: true,
  distributedMode: false,
  features: [],
  permissions: {},
};

const TOKEN_REFUSED = () =>
  new ConsoleError(401, 'invalid login', 'Kubernetes does not accept this token, or it has expired.');

/** The token's own expiry (a JWT's `exp`), read without trusting it further: Kubernetes checked the token. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? Math.floor(exp) : undefined;
  } catch {
    return undefined;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The session a token opens, once Kubernetes has said whose it is; it ends no later than the token. */
async function operatorClaims(
  deps: ServerDeps,
  send: KubeSend,
  token: string,
): Promise<Omit<OperatorClaims, 'lastActiveAt'>> {
  const review = await new KubeClient(send, token).whoAmI().catch((error: unknown) => {
    throw error instanceof ConsoleError && error.status === 401 ? TOKEN_REFUSED() : error;
  });
  const now = nowSeconds();
  const expiresAt = Math.min(
    now + deps.config.sessionSeconds,
    tokenExpiry(token) ?? Number.POSITIVE_INFINITY,
  );
  if (expiresAt <= now) throw TOKEN_REFUSED();
  return {
    kind: 'operator',
    sessionId: newSessionId(),
    bearerToken: token,
    user: (review.status?.userInfo?.username ?? '').slice(0, 1024),
    expiresAt,
  };
}

/** Every operator route runs with the caller's own Kubernetes token, so Kubernetes enforces each right. */
export function requireOperatorSession(deps: ServerDeps, send: KubeSend): MiddlewareHandler<OperatorEnv> {
  return async (c, next) => {
    const claims = readOperatorSession(c, deps);
    if (!claims && readSession(c, deps)) throw otherModeRefusal(false);
    if (!claims) throw invalidSession('Your session has expired or is not valid. Log in again.');
    c.set('operatorSession', claims);
    c.set('kube', new KubeClient(send, claims.bearerToken));
    await next();
  };
}

const minioLoginRefused = () =>
  new ConsoleError(400, 'Operator mode logs in with a service account token', 'Use POST /login/operator');

/** /login, /logout and /session in operator mode: a token instead of keys, the operator's session. */
/** A token's tries are counted under a digest of it, as a login's are under its access key. */
const tokenKey = (jwt: string): string =>
  `token:${createHash('sha256').update(jwt).digest('hex').slice(0, 16)}`;

export function operatorAuthRoutes(
  deps: ServerDeps,
  send: KubeSend,
  throttle: LoginThrottle,
): Route<OperatorEnv>[] {
  return [
    serve(auth.loginDetail, () => SERVICE_ACCOUNT_LOGIN),
    serve(auth.login, () => {
      throw minioLoginRefused();
    }),
    serve(auth.loginOauth2Auth, () => {
      throw minioLoginRefused();
    }),
    serve(loginOperator, async ({ body }, c) => {
      const claims = await throttled(c, deps, throttle, tokenKey(body.jwt), () =>
        operatorClaims(deps, send, body.jwt),
      );
      writeSessionCookie(c, deps, claims);
    }),
    serve(auth.logout, (_, c: Context) => {
      const claims = readOperatorSession(c, deps);
      if (claims) recordSessionEnd(deps, claims);
      clearSessionCookie(c, deps);
    }),
    serve(sessionCheck, () => OPERATOR_SESSION),
  ];
}
