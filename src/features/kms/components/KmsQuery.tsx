import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { QueryContent } from '@/ui/QueryContent';

/** A card's query, or why the session may not run it; a refusal shows MinIO's own words at once. */
export function KmsQuery<T>({
  allowed,
  query,
  children,
}: {
  allowed: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (!allowed) return <p className="text-sm text-slate-600">You may not read this from the KMS.</p>;
  if (query.isError) return <ApiErrorAlert error={query.error} showDetail />;
  return <QueryContent query={query}>{children}</QueryContent>;
}
