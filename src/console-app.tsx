import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { handleSessionLoss } from '@/features/auth/session-loss';
import { setSessionLostHandler } from '@/lib/api/client';
import { createAppRouter, createQueryClient } from './router';

/** The console: its router and data layer, at the page's URL. */
export function startConsole(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setSessionLostHandler(() => handleSessionLoss(router, queryClient));
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
