import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from './ApiErrorAlert';
import { LoadingSkeleton } from './LoadingSkeleton';

/** A query's loading and error states (with a way to ask again, when `retry`), or what its data shows. */
export function QueryContent<T>({
  query,
  retry = false,
  children,
}: {
  query: UseQueryResult<T>;
  retry?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSkeleton />;
  if (query.isError)
    return retry ? <FailureWithRetry query={query} /> : <ApiErrorAlert error={query.error} />;
  return children(query.data);
}

function FailureWithRetry({ query }: { query: UseQueryResult }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <ApiErrorAlert error={query.error} />
      <button
        type="button"
        onClick={() => query.refetch()}
        disabled={query.isFetching}
        className="btn-secondary"
      >
        {query.isFetching ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
