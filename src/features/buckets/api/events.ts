import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  arnsResponseSchema,
  type BucketEventRequest,
  listBucketEventsResponseSchema,
  type NotificationConfig,
} from '@/contract/bucket-events';
import { apiGet, apiSend } from '@/lib/api/client';
import { bucketKeys } from './keys';

const eventsPath = (bucketName: string) => `buckets/${encodeURIComponent(bucketName)}/events`;

export const bucketEventsQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.events(bucketName),
    queryFn: async ({ signal }) =>
      (await apiGet(eventsPath(bucketName), listBucketEventsResponseSchema, { signal })).events ?? [],
  });

/** The notification targets configured on the server, which events can be sent to. */
export const notificationArnsQuery = () =>
  queryOptions({
    queryKey: bucketKeys.notificationArns(),
    queryFn: async ({ signal }) => (await apiGet('admin/arns', arnsResponseSchema, { signal })).arns ?? [],
  });

export function useSubscribeBucketEvent(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BucketEventRequest) => apiSend('post', eventsPath(bucketName), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.events(bucketName) }),
  });
}

export function useDeleteBucketEvent(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: NotificationConfig) =>
      apiSend('delete', `${eventsPath(bucketName)}/${encodeURIComponent(event.arn)}`, {
        events: event.events ?? [],
        prefix: event.prefix ?? '',
        suffix: event.suffix ?? '',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.events(bucketName) }),
  });
}
