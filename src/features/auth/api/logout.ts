import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '@/contract/auth';
import { call } from '@/lib/api/client';
import { clearLoggedInFlag } from '@/lib/auth/logged-in-flag';

/**
 * Ends the session on the server, then locally whether or not the server call worked. The flag goes first:
 * a 401 or network failure of the logout call itself must not also run the session-loss handler, whose
 * second cache clear and navigation would cancel the /login page's own loading.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    clearLoggedInFlag();
    await call(logout, { body: {} }).catch(() => undefined);
    queryClient.clear();
    await router.navigate({ to: '/login' });
  }, [queryClient, router]);
}
