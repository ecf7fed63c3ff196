import { Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOAuthLogin } from '@/features/auth/api/oauth-login';
import { returnAfterLogin } from '@/features/auth/return-after-login';
import { toApiError } from '@/lib/api/errors';
import { LoadingScreen } from '@/shell/LoadingScreen';

interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
  errorDescription?: string | undefined;
}

/** The identity provider sends the browser back here with a code to exchange for a session. */
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

  useEffect(() => {
    if (code && state && !error) mutate({ code, state }, { onSuccess: () => returnAfterLogin(router) });
  }, [code, state, error, mutate, router]);

  const problem = error
    ? `${error}${(error_description ?? errorDescription) ? `: ${error_description ?? errorDescription}` : ''}`
    : !code || !state
      ? 'The identity provider did not send a login code.'
      : exchange.error
        ? toApiError(exchange.error).errorMessage
        : null;

  if (!problem) return <LoadingScreen />;
  return (
    <main className="grid min-h-full place-items-center p-6">
      <div
        role="alert"
        className="max-w-md rounded-lg border border-danger-600/30 bg-danger-50 p-6 text-danger-700"
      >
        <h1 className="mb-2 font-semibold">Single sign-on failed</h1>
        <p>{problem}</p>
        <Link to="/login" className="mt-4 inline-block underline">
          Back to login
        </Link>
      </div>
    </main>
  );
}
