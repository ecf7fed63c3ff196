import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { QueryContent } from '@/ui/QueryContent';

/** A query's loading state, its failure with a way to ask again, or what its data shows. */
export function QueryWithRetry<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (!query.isError) return <QueryContent query={query}>{children}</QueryContent>;
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
