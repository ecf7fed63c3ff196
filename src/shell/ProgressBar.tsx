import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { IndeterminateBar } from './IndeterminateBar';

/** A thin bar at the top while a page or its data is loading. */
export function ProgressBar() {
  const navigating = useRouterState({ select: (state) => state.isLoading });
  const fetching = useIsFetching() > 0;
  if (!navigating && !fetching) return null;
  return (
    <IndeterminateBar
      label="Loading"
      className="fixed inset-x-0 top-0 z-40 bg-brand-100"
      barClassName="bg-brand-500"
    />
  );
}
