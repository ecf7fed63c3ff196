import * as auth from '../../src/contract/auth';
import { LOGIN_REFUSED, OAUTH_NOT_CONFIGURED } from '../../src/contract/login-refusal';
import { sessionCheck } from '../../src/contract/session';
import { buildSessionResponse, logIn, logOut } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/** GET/POST /login, POST /login/oauth2/auth, POST /logout, GET /session, as the console server answers them. */
export const authHandlers = [
  mock(auth.loginDetail, () => auth.FORM_LOGIN),

  // Whatever the reason, a refusal reads the same (src/contract/login-refusal.ts).
  mock(auth.login, ({ body }) =>
    logIn(body).ok
      ? undefined
      : apiError(LOGIN_REFUSED.status, LOGIN_REFUSED.message, LOGIN_REFUSED.detailedMessage),
  ),

  mock(auth.loginOauth2Auth, () => apiError(OAUTH_NOT_CONFIGURED.status, OAUTH_NOT_CONFIGURED.message)),

  // Logged in or not, the session ends and the cookie expires.
  mock(auth.logout, () => {
    logOut();
  }),

  mock(sessionCheck, ({ session }) => buildSessionResponse(session.user, session.session)),
];
