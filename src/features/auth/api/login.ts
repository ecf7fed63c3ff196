import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginRequest, loginDetailsSchema } from '@/contract/auth';
import { apiGet, apiSend } from '@/lib/api/client';
import { setLoggedInFlag } from '@/lib/auth/logged-in-flag';
import { authKeys } from './keys';

export const loginDetailsQuery = () =>
  queryOptions({
    queryKey: authKeys.loginDetails,
    queryFn: ({ signal }) => apiGet('login', loginDetailsSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Logs in and forgets whatever the previous user had loaded. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (login: LoginRequest) => apiSend('post', 'login', login),
    onSuccess: () => {
      queryClient.removeQueries();
      setLoggedInFlag();
    },
  });
}
