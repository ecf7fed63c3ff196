import { QueryCache, QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { appBasePath } from '@/lib/api/base-url';
import { toApiError } from '@/lib/api/errors';
import { useUiStore } from '@/lib/store/ui-store';
import { ErrorPage } from '@/shell/ErrorPage';
import { LoadingScreen } from '@/shell/LoadingScreen';
import { routeTree } from './routeTree.gen';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Background refetch failures surface in the error banner; first loads show on the page itself.
      onError: (error, query) => {
        if (query.state.data !== undefined) useUiStore.getState().showError(toApiError(error));
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** `history` is for tests (a memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: appBasePath(),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
