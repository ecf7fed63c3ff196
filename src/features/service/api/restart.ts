import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restartService } from '@/contract/service';
import { call } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import { useUiStore } from '@/lib/store/ui-store';

/** A proxy in front of the console may cut the request while MinIO restarts: that is a success too. */
const RESTARTED_WHILE_CUT = 'Error 502';

/** Restarts MinIO and, once it answers again, refreshes whatever the app shows. */
export function useRestartServer() {
  const queryClient = useQueryClient();
  const { setServerIsLoading, setServerNeedsRestart, showError } = useUiStore.getState();
  return useMutation({
    mutationFn: () => call(restartService, { body: {} }),
    onMutate: () => setServerIsLoading(true),
    onSuccess: () => {
      setServerNeedsRestart(false);
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      const apiError = toApiError(error);
      if (apiError.errorMessage === RESTARTED_WHILE_CUT) setServerNeedsRestart(false);
      else if (!apiError.isSessionLost) showError(apiError);
    },
    onSettled: () => setServerIsLoading(false),
  });
}
