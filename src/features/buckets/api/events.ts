import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  type BucketEventRequest,
  createBucketEvent,
  deleteBucketEvent,
  listArns,
  listBucketEvents,
  type NotificationConfig,
} from '@/contract/bucket-events';
import { call } from '@/lib/api/client';
import { bucketKeys } from '@/lib/resources/buckets';

export const bucketEventsQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.events(bucketName),
    queryFn: async ({ signal }) =>
      (await call(listBucketEvents, { params: { bucket_name: bucketName } }, signal)).events ?? [],
  });

/** Read by the tab after its route's loader fetched it: suspends until then, never shows a loading state. */
export const useBucketEvents = (bucketName: string) => useSuspenseQuery(bucketEventsQuery(bucketName)).data;

/** The notification targets configured on the server, which events can be sent to. */
export const notificationArnsQuery = () =>
  queryOptions({
    queryKey: bucketKeys.notificationArns(),
    queryFn: async ({ signal }) => (await call(listArns, {}, signal)).arns ?? [],
  });

export function useSubscribeBucketEvent(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BucketEventRequest) =>
      call(createBucketEvent, { params: { bucket_name: bucketName }, body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.events(bucketName) }),
  });
}

export function useDeleteBucketEvent(bucketName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: NotificationConfig) =>
      call(deleteBucketEvent, {
        params: { bucket_name: bucketName, arn: event.arn },
        body: { events: event.events ?? [], prefix: event.prefix ?? '', suffix: event.suffix ?? '' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.events(bucketName) }),
  });
}
