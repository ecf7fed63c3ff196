import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { handleSessionLoss } from '@/features/auth/session-loss';
import { setSessionLostHandler } from '@/lib/api/client';
import { type AppRouter, createAppRouter, createQueryClient } from './router';

/**
 * The router loads a route's code only once the checks before it have passed; the page's code is started now,
 * alongside the session check. A chunk that fails is loaded again, and reported, by the router itself.
 */
function loadPageChunks(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}

/** The console: its router and data layer, at the page's URL. */
export function startConsole(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  loadPageChunks(router);
  setSessionLostHandler(() => handleSessionLoss(router, queryClient));
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
