import { useMutation } from '@tanstack/react-query';
import { accountChangePassword, type ChangePasswordRequest } from '@/contract/account';
import { call } from '@/lib/api/client';

/** Changes the logged-in user's own secret key; the session goes on with the new one, no read changes. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => call(accountChangePassword, { body }),
  });
}
