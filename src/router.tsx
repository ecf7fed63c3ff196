import { QueryCache, QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { appBasePath } from '@/lib/api/base-url';
import { ApiError, isNotFoundError, toApiError } from '@/lib/api/errors';
import { useUiStore } from '@/lib/store/ui-store';
import { ErrorPage } from '@/shell/ErrorPage';
import { LoadingScreen } from '@/shell/LoadingScreen';
import { routeTree } from './routeTree.gen';

/** A failed read is tried once more, unless the server's answer was final (a 404 stays a 404). */
const retryUnlessFinal = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.isFinal);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Background refetch failures surface in the error banner; first loads show on the page itself.
      onError: (error, query) => {
        if (query.state.data === undefined) return;
        if (query.meta?.notFoundOnPage && isNotFoundError(error)) return;
        useUiStore.getState().showError(toApiError(error));
      },
    }),
    defaultOptions: { queries: { retry: retryUnlessFinal, refetchOnWindowFocus: false } },
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

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/history' {
  interface HistoryState {
    /** The folder was just opened with "Create folder": nothing is stored in it yet, and that is expected. */
    newFolder?: boolean;
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The page shows this query's 404 as its not-found state, even over stale data: no banner for it. */
      notFoundOnPage?: boolean;
    };
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
