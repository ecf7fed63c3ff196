import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { oauthProviderError } from '@/contract/login-refusal';
import { useOAuthLogin } from '@/features/auth/api/oauth-login';
import { returnAfterLogin } from '@/features/auth/return-after-login';
import { storeSsoProblem } from '@/features/auth/sso-problem';
import { toApiError } from '@/lib/api/errors';
import { LoadingScreen } from '@/shell/LoadingScreen';

interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
  errorDescription?: string | undefined;
}

function exchangeProblem(error: unknown): string {
  const { errorMessage, detailedError } = toApiError(error);
  return detailedError ? `${errorMessage}. ${detailedError}` : errorMessage;
}

export const NO_LOGIN_CODE = 'The identity provider did not send a login code.';

/**
 * The identity provider sends the browser back here with a code to exchange for a session; when it sends an
 * error instead, or the exchange is refused, the browser goes back to the login page, which says why.
 */
export function OAuthCallbackPage({
  code,
  state,
  error,
  error_description,
  errorDescription,
}: CallbackParams) {
  const router = useRouter();
  const exchange = useOAuthLogin();
  const { mutate } = exchange;
  // A code and its state are good once: an effect run again (strict mode) must not send them twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || !state || error || sent.current) return;
    sent.current = true;
    mutate({ code, state }, { onSuccess: () => returnAfterLogin(router) });
  }, [code, state, error, mutate, router]);

  const problem = error
    ? oauthProviderError(error, error_description ?? errorDescription)
    : !code || !state
      ? NO_LOGIN_CODE
      : exchange.error
        ? exchangeProblem(exchange.error)
        : null;

  useEffect(() => {
    if (!problem) return;
    storeSsoProblem(problem);
    void router.navigate({ to: '/login', replace: true });
  }, [problem, router]);

  return <LoadingScreen />;
}
