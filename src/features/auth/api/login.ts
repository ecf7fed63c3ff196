import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LoginRequest,
  login,
  loginDetail,
  loginOauth2Auth,
  type OAuthCallbackRequest,
} from '@/contract/auth';
import { call } from '@/lib/api/client';
import { setLoggedInFlag } from '@/lib/auth/logged-in-flag';
import { authKeys } from './keys';

export const loginDetailsQuery = () =>
  queryOptions({
    queryKey: authKeys.loginDetails,
    queryFn: ({ signal }) => call(loginDetail, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Logs in and forgets whatever the previous user had loaded. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: LoginRequest) => call(login, { body: keys }),
    onSuccess: () => {
      queryClient.removeQueries();
      setLoggedInFlag();
    },
  });
}

/** Exchanges the code an identity provider sent the browser back with for a session. */
export function useOAuthLogin() {
  return useMutation({
    mutationFn: (callback: OAuthCallbackRequest) => call(loginOauth2Auth, { body: callback }),
    onSuccess: () => setLoggedInFlag(),
  });
}
