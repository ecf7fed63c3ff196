import { useMutation } from '@tanstack/react-query';
import { loginOauth2Auth, type OAuthCallbackRequest } from '@/contract/auth';
import { call } from '@/lib/api/client';
import { setLoggedInFlag } from '@/lib/auth/logged-in-flag';

/** Exchanges the code an identity provider sent the browser back with for a session. */
export function useOAuthLogin() {
  return useMutation({
    mutationFn: (callback: OAuthCallbackRequest) => call(loginOauth2Auth, { body: callback }),
    onSuccess: () => setLoggedInFlag(),
  });
}
