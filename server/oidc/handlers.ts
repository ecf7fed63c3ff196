import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { FORM_LOGIN, type LoginDetails, type OAuthCallbackRequest } from '../../src/contract/auth.ts';
import type { ServerDeps } from '../context.ts';
import { consoleCookie, writeSessionCookie } from '../session/middleware.ts';
import { OpenIdLogin } from './login.ts';
import { LOGIN_STATE_SECONDS } from './login-state.ts';

/** Binds an OpenID login to the browser that began it. */
const loginCookieOptions = (c: Context, deps: ServerDeps) =>
  consoleCookie(c, deps, (https) => (https ? '__Host-oidc-login' : 'oidc-login'));

/** GET /login and POST /login/oauth2/auth for the OpenID providers of the console's settings. */
export function openIdHandlers(deps: ServerDeps) {
  const openId = new OpenIdLogin(deps.config, deps.sessionKey);
  return {
    /** The providers' authorization URLs, for this browser's login cookie (set here). */
    loginDetails: async (c: Context): Promise<LoginDetails> => {
      if (!openId.configured) return FORM_LOGIN;
      const { name, options } = loginCookieOptions(c, deps);
      const cookie = openId.loginCookie(getCookie(c, name));
      setCookie(c, name, cookie, { ...options, maxAge: LOGIN_STATE_SECONDS });
      return openId.loginDetails(cookie);
    },

    /** Turns the provider's code into the session cookie; the login cookie has served. */
    callback: async (request: OAuthCallbackRequest, c: Context): Promise<void> => {
      const { name, options } = loginCookieOptions(c, deps);
      const session = await openId.complete(request, getCookie(c, name));
      deleteCookie(c, name, options);
      writeSessionCookie(c, deps, session);
    },
  };
}
