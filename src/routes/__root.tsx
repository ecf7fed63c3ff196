import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorBanner } from '@/shell/ErrorBanner';
import { ProgressBar } from '@/shell/ProgressBar';
import { Snackbar } from '@/shell/Snackbar';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <ProgressBar />
      <ErrorBanner />
      <Outlet />
      <Snackbar />
    </>
  ),
});
