import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { isPrintableAscii, refusedBy } from './checks';
import { endpoint } from './endpoint';
import { sessionCheck } from './session';

export const loginDetailsSchema = z.object({
  loginStrategy: z.optional(z.enum(['form', 'redirect', 'service-account', 'redirect-service-account'])),
  redirectRules: z.nullish(
    z.array(
      z.object({
        redirect: z.optional(z.string()),
        displayName: z.optional(z.string()),
        serviceType: z.optional(z.string()),
      }),
    ),
  ),
  isK8S: z.optional(z.boolean()),
  animatedLogin: z.optional(z.boolean()),
});
export type LoginDetails = z.infer<typeof loginDetailsSchema>;

/** What this console offers at GET /login: the access-key form only, no identity provider. */
export const FORM_LOGIN: LoginDetails = {
  loginStrategy: 'form',
  redirectRules: [],
  isK8S: false,
  animatedLogin: false,
};

/** Generous bounds around MinIO's own (access keys of 3 to 20 characters for service accounts, longer for users). */
export const MAX_ACCESS_KEY_LENGTH = 128;
export const MAX_SECRET_KEY_LENGTH = 256;
/** MinIO's tokens (a JWT with at most a 2 KiB session policy) stay well below; the login body holds 8 KiB. */
export const MAX_SESSION_TOKEN_LENGTH = 6 * 1024;

/** Why a credential called `label` cannot be sent to MinIO, or null: what a header or a signature can carry. */
function credentialProblem(label: string, value: string, maxLength: number): string | null {
  if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
  if (!isPrintableAscii(value)) return `The ${label} has printable ASCII characters only`;
  return null;
}

const requiredKey = (whenEmpty: string, label: string, maxLength: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, whenEmpty),
    refusedBy((key: string) => credentialProblem(label, key, maxLength)),
  );

export const loginRequestSchema = z.object({
  accessKey: requiredKey('Enter an access key', 'access key', MAX_ACCESS_KEY_LENGTH),
  secretKey: requiredKey('Enter a secret key', 'secret key', MAX_SECRET_KEY_LENGTH),
  sts: z.optional(
    z
      .string()
      .check(
        refusedBy((token: string) => credentialProblem('session token', token, MAX_SESSION_TOKEN_LENGTH)),
      ),
  ),
  features: z.optional(z.object({ hide_menu: z.optional(z.boolean()) })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Providers' codes and this console's states are a few hundred characters at most. */
export const MAX_OAUTH_CODE_LENGTH = 2048;
export const MAX_OAUTH_STATE_LENGTH = 2048;

const oauthValue = (label: string, maxLength: number) =>
  z.string().check(
    z.minLength(1, `The ${label} is missing`),
    refusedBy((value: string) => credentialProblem(label, value, maxLength)),
  );

export const oauthCallbackRequestSchema = z.object({
  code: oauthValue('login code', MAX_OAUTH_CODE_LENGTH),
  state: oauthValue('login state', MAX_OAUTH_STATE_LENGTH),
});
export type OAuthCallbackRequest = z.infer<typeof oauthCallbackRequestSchema>;

export const logoutRequestSchema = z.object({ state: z.optional(z.string()) });

export const loginDetail = endpoint({
  id: 'LoginDetail',
  area: 'auth',
  method: 'GET',
  path: '/login',
  summary: 'How to log in: the login strategy and any identity provider to redirect to',
  response: loginDetailsSchema,
  status: 200,
  public: true,
});

/** A refusal reads the same whatever its reason, and a client or key failing too often is made to wait. */
export const login = endpoint({
  id: 'Login',
  area: 'auth',
  method: 'POST',
  path: '/login',
  summary: 'Logs in with access and secret keys and sets the session cookie',
  body: loginRequestSchema,
  bodyLimit: BODY_LIMITS.login,
  status: 204,
  public: true,
});

export const loginOauth2Auth = endpoint({
  id: 'LoginOauth2Auth',
  area: 'auth',
  method: 'POST',
  path: '/login/oauth2/auth',
  summary: "Exchanges an OpenID provider's login code for a session cookie (refused when none is configured)",
  body: oauthCallbackRequestSchema,
  bodyLimit: BODY_LIMITS.login,
  status: 204,
  public: true,
});

/** Public: logged in or not, it answers 200 with no body, and a session that is still valid ends. */
export const logout = endpoint({
  id: 'Logout',
  area: 'auth',
  method: 'POST',
  path: '/logout',
  summary: 'Ends the session and clears its cookie',
  body: logoutRequestSchema,
  bodyLimit: BODY_LIMITS.login,
  status: 200,
  public: true,
});

/** The auth area's operations, the session check with them. */
export const AUTH_ENDPOINTS = [loginDetail, login, loginOauth2Auth, logout, sessionCheck] as const;
