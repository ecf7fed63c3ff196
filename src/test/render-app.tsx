import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleSessionLoss } from '@/features/auth/session-loss';
import { setSessionLostHandler } from '@/lib/api/client';
import { useUiStore } from '@/lib/store/ui-store';
import { createAppRouter, createQueryClient } from '@/router';
import { logInAs, type MockUser } from '../../mocks/model';

interface RenderAppOptions {
  /** Logs this mock user in on the server side first, as if they had logged in before. */
  as?: MockUser;
}

/** The whole app, wired as src/main.tsx wires it, at `path` of a memory history, over the MSW mocks. */
export function renderApp(path: string, { as }: RenderAppOptions = {}) {
  if (as) logInAs(as);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  setSessionLostHandler(() => handleSessionLoss(router, queryClient));
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient, pathname: () => router.state.location.pathname };
}

/**
 * What a page reload does to the UI store: its memory is gone and it reads localStorage again.
 * (The store is a module singleton, so a fresh render alone would keep the old state.)
 */
export async function reloadUiStore(): Promise<void> {
  const key = useUiStore.persist.getOptions().name ?? '';
  const saved = localStorage.getItem(key);
  useUiStore.setState(useUiStore.getInitialState(), true); // forgets memory (and overwrites storage)…
  if (saved !== null) localStorage.setItem(key, saved); // …so put back what the page had stored
  await useUiStore.persist.rehydrate();
}
