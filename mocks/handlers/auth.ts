import * as auth from '../../src/contract/auth';
import { LOGIN_REFUSED, OAUTH_NOT_CONFIGURED } from '../../src/contract/login-refusal';
import { type SessionResponse, sessionCheck } from '../../src/contract/session';
import { buildSessionResponse, logIn, logOut } from '../model';
import { isOperatorMode } from '../operator-model';
import { mock } from './mock';
import { apiError } from './respond';

const SERVICE_ACCOUNT_LOGIN: auth.LoginDetails = {
  ...auth.FORM_LOGIN,
  loginStrategy: 'service-account',
  isK8S: true,
};
const OPERATOR_SESSION: SessionResponse = {
  status: 'ok',
  operator: true,
  distributedMode: false,
  features: [],
  permissions: {},
};

/** GET/POST /login, POST /login/oauth2/auth, POST /logout, GET /session, as the console server answers them. */
export const authHandlers = [
  mock(auth.loginDetail, () => (isOperatorMode() ? SERVICE_ACCOUNT_LOGIN : auth.FORM_LOGIN)),

  // Whatever the reason, a refusal reads the same (src/contract/login-refusal.ts).
  mock(auth.login, ({ body }) =>
    isOperatorMode()
      ? apiError(400, 'Operator mode logs in with a service account token', 'Use POST /login/operator')
      : logIn(body).ok
        ? undefined
        : apiError(LOGIN_REFUSED.status, LOGIN_REFUSED.message, LOGIN_REFUSED.detailedMessage),
  ),

  mock(auth.loginOauth2Auth, () => apiError(OAUTH_NOT_CONFIGURED.status, OAUTH_NOT_CONFIGURED.message)),

  // Logged in or not, the session ends and the cookie expires.
  mock(auth.logout, () => {
    logOut();
  }),

  mock(sessionCheck, ({ session }) =>
    isOperatorMode() ? OPERATOR_SESSION : buildSessionResponse(session.user, session.session),
  ),
];
