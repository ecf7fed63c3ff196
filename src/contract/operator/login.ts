import { z } from 'zod/mini';
import { BODY_LIMITS } from '../body-limits';
import { isPrintableAscii, refusedBy } from '../checks';
import { endpoint } from '../endpoint';

/**
 * A service account's token is a JWT of about one KiB. It is kept in the session cookie, which browsers cap at
 * 4 KiB once sealed and encoded.
 */
export const MAX_OPERATOR_TOKEN_LENGTH = 2560;

export const loginOperatorRequestSchema = z.object({
  jwt: z.string().check(
    z.trim(),
    refusedBy((token: string) => {
      if (token === '') return 'Enter the service account token';
      if (token.length > MAX_OPERATOR_TOKEN_LENGTH)
        return `The token has at most ${MAX_OPERATOR_TOKEN_LENGTH} characters`;
      return isPrintableAscii(token) && !token.includes(' ')
        ? null
        : 'The token has printable ASCII characters and no spaces only';
    }),
  ),
});
export type LoginOperatorRequest = z.infer<typeof loginOperatorRequestSchema>;

/** Operator mode's login: a Kubernetes service account's token, checked with Kubernetes, kept in the session. */
export const loginOperator = endpoint({
  id: 'LoginOperator',
  area: 'auth',
  method: 'POST',
  path: '/login/operator',
  summary: "Logs in to operator mode with a Kubernetes service account's token and sets the session cookie",
  body: loginOperatorRequestSchema,
  bodyLimit: BODY_LIMITS.login,
  status: 204,
  public: true,
});
