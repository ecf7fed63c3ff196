import { queryOptions } from '@tanstack/react-query';
import { sessionResponseSchema } from '@/contract/session';
import { apiGet } from '@/lib/api/client';
import { authKeys } from './keys';

export const sessionQuery = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => apiGet('session', sessionResponseSchema, { signal }),
    staleTime: 60_000,
    retry: false,
  });
