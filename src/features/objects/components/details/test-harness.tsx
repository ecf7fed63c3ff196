import { QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import type { Permissions } from '@/contract/session';
import { createQueryClient } from '@/router';
import {
  buildSessionResponse,
  currentSession,
  logInAs,
  type MockUser,
  ROOT_USER,
} from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

/** Where the harness's stand-in browse route shows the folder it was sent to. */
function BrowsedFolder() {
  const params = useParams({ strict: false }) as { bucketName?: string; _splat?: string };
  return <p>{`Browsing ${params.bucketName}: ${params._splat}`}</p>;
}

/**
 * Renders `ui` alone over the mock server, under a router whose only other page is a stand-in for the browse
 * route (so navigation there can be seen), logged in as `as` (root by default).
 */
export function renderStandalone(ui: () => ReactNode, { as = ROOT_USER }: { as?: MockUser } = {}) {
  logInAs(as);
  const queryClient = createQueryClient();
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{ui()}</> });
  const browse = createRoute({
    getParentRoute: () => root,
    path: '/buckets/$bucketName/browse/$',
    component: BrowsedFolder,
  });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([home, browse]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Serves GET /session with these permissions instead of the user's own (MinIO still answers as the user). */
export function sessionReports(permissions: Permissions) {
  server.use(
    http.get('*/api/v1/session', () => {
      const state = currentSession();
      if (state.kind !== 'ok') return undefined;
      return HttpResponse.json({ ...buildSessionResponse(state.user, state.session), permissions });
    }),
  );
}

export const panel = () => screen.findByRole('complementary');
