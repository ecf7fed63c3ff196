import { queryOptions } from '@tanstack/react-query';
import { sessionCheck } from '@/contract/session';
import { call } from '@/lib/api/client';

export const sessionKey = ['session'] as const;

/** Who is logged in and what they may do: every area reads it, so it lives outside any one of them. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: ({ signal }) => call(sessionCheck, {}, signal),
    staleTime: 60_000,
    retry: false,
  });
