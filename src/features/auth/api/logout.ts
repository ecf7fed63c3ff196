import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { apiSend } from '@/lib/api/client';
import { clearLoggedInFlag } from '@/lib/auth/logged-in-flag';

/** Ends the session on the server, then locally whether or not the server call worked. */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await apiSend('post', 'logout', {}).catch(() => undefined);
    clearLoggedInFlag();
    queryClient.clear();
    await router.navigate({ to: '/login' });
  }, [queryClient, router]);
}
