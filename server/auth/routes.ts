import { Hono } from 'hono';
import type { LoginDetails } from '../../src/contract/auth.ts';
import {
  loginRequestSchema,
  logoutRequestSchema,
  oauthCallbackRequestSchema,
} from '../../src/contract/auth.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import { clearSessionCookie, requireSession, writeSessionCookie } from '../session/middleware.ts';
import { buildSessionResponse } from '../session/session-response.ts';
import { sessionCredentials } from './login.ts';

/** /login, /logout and /session: how a browser gets, checks and ends its session. */
export function authRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();

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
    const login = await readJson(c, loginRequestSchema);
    writeSessionCookie(c, deps, await sessionCredentials(deps, login));
    return c.body(null, 204);
  });

  routes.post('/login/oauth2/auth', async (c) => {
    await readJson(c, oauthCallbackRequestSchema);
    throw new ConsoleError(400, 'OpenID login is not configured on this console');
  });

  routes.post('/logout', async (c) => {
    await readJson(c, logoutRequestSchema);
    clearSessionCookie(c, deps);
    return c.body(null, 200);
  });

  routes.get('/session', requireSession(deps), async (c) =>
    c.json(await buildSessionResponse(deps, c.get('session'), c.get('admin'))),
  );

  return routes;
}
