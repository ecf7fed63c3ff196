import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';

/** A thin bar at the top while a page or its data is loading. */
export function ProgressBar() {
  const navigating = useRouterState({ select: (state) => state.isLoading });
  const fetching = useIsFetching() > 0;
  if (!navigating && !fetching) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-0 z-40 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand-500" />
    </div>
  );
}
