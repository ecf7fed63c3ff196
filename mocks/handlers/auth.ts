import { HttpResponse } from 'msw';
import { LOGIN_REFUSED } from '../../server/auth/refusal';
import {
  type LoginDetails,
  loginRequestSchema,
  logoutRequestSchema,
  oauthCallbackRequestSchema,
} from '../../src/contract/auth';
import { buildSessionResponse, logIn, logOut } from '../model';
import { http } from './http';
import { apiError, noContent, parseBody, requireSession } from './respond';

/** GET/POST /login, POST /login/oauth2/auth, POST /logout, GET /session, as server/auth/routes.ts answers them. */
export const authHandlers = [
  http.get('*/api/v1/login', () => {
    const details: LoginDetails = {
      loginStrategy: 'form',
      redirectRules: [],
      isK8S: false,
      animatedLogin: false,
    };
    return HttpResponse.json(details);
  }),

  http.post('*/api/v1/login', async ({ request }) => {
    const login = await parseBody(request, loginRequestSchema);
    if (login instanceof Response) return login;
    // Whatever the reason, a refusal reads the same (server/auth/refusal.ts).
    return logIn(login).ok
      ? noContent()
      : apiError(LOGIN_REFUSED.status, LOGIN_REFUSED.message, LOGIN_REFUSED.detailedMessage);
  }),

  http.post('*/api/v1/login/oauth2/auth', async ({ request }) => {
    const callback = await parseBody(request, oauthCallbackRequestSchema);
    if (callback instanceof Response) return callback;
    return apiError(400, 'OpenID login is not configured on this console');
  }),

  // Always 200 with no body, logged in or not: the session ends and the cookie expires.
  http.post('*/api/v1/logout', async ({ request }) => {
    const logout = await parseBody(request, logoutRequestSchema);
    if (logout instanceof Response) return logout;
    logOut();
    return new HttpResponse(null, { status: 200 });
  }),

  http.get('*/api/v1/session', () => {
    const session = requireSession();
    if (session instanceof Response) return session;
    return HttpResponse.json(buildSessionResponse(session.user, session.session));
  }),
];
