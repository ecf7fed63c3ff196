import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  type Bucket,
  deleteBucket,
  getBucketInfo,
  type ListBucketsResponse,
  type MakeBucketRequest,
  makeBucket,
} from '@/contract/buckets';
import { call } from '@/lib/api/client';
import { isNotFoundError } from '@/lib/api/errors';
import { bucketKeys, bucketListQuery, byName } from '@/lib/resources/buckets';

/** Read by the list page after its route's loader fetched it: suspends until then, never shows a loading state. */
export const useBucketList = () => useSuspenseQuery(bucketListQuery());

/** The bucket's info; its 404 is how the bucket's pages learn the bucket does not exist (any more). */
export const bucketInfoQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.info(bucketName),
    queryFn: ({ signal }) => call(getBucketInfo, { params: { bucket_name: bucketName } }, signal),
    meta: { notFoundOnPage: true },
  });

const isUnderKey = (queryKey: QueryKey, root: QueryKey) =>
  root.every((part, index) => queryKey[index] === part);

/**
 * Whether the bucket is known to be missing: its info answers 404, even over the info read before. Any other
 * read about the bucket that answers 404 (a setting of a bucket deleted meanwhile) has the info read again.
 */
export function useBucketMissing(bucketName: string): boolean {
  const queryClient = useQueryClient();
  const info = useQuery(bucketInfoQuery(bucketName));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { queryKey } = event.query;
        if (!isNotFoundError(event.action.error) || isUnderKey(queryKey, bucketKeys.info(bucketName))) return;
        if (isUnderKey(queryKey, bucketKeys.detail(bucketName)))
          void queryClient.invalidateQueries({ queryKey: bucketKeys.info(bucketName) });
      }),
    [queryClient, bucketName],
  );
  return isNotFoundError(info.error);
}

/** What the list can tell of a bucket just created, until its refetch brings MinIO's own figures. */
function listedAfterCreate(request: MakeBucketRequest): Bucket {
  const quota = request.quota?.enabled ? request.quota.amount : undefined;
  return {
    name: request.name,
    size: 0,
    objects: 0,
    creation_date: new Date().toISOString(),
    rw_access: { read: true, write: true },
    details: {
      versioning: request.locking === true || request.versioning?.enabled === true,
      locking: request.locking === true,
      quota: quota ? { quota, type: 'hard' } : undefined,
    },
  };
}

function updateList(
  list: ListBucketsResponse | undefined,
  change: (buckets: Bucket[]) => Bucket[],
): ListBucketsResponse | undefined {
  if (!list) return list;
  const buckets = change(list.buckets ?? []);
  return { ...list, buckets, total: buckets.length };
}

export function useCreateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MakeBucketRequest) => call(makeBucket, { body: request }),
    onSuccess: async (_, request) => {
      queryClient.setQueryData(bucketKeys.list(), (list: ListBucketsResponse | undefined) =>
        updateList(list, (buckets) => [...buckets, listedAfterCreate(request)].sort(byName)),
      );
      await queryClient.invalidateQueries({ queryKey: bucketKeys.list() });
    },
  });
}

export interface DeleteBucketRequest {
  bucketName: string;
  /** Also removes every object, version and delete marker in it. */
  force: boolean;
}

/** Deletes the bucket, drops it from the list and forgets its queries once the user has left its pages. */
export function useDeleteBucket() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: ({ bucketName, force }: DeleteBucketRequest) =>
      call(deleteBucket, { params: { bucket_name: bucketName }, query: force ? { force: 'true' } : {} }),
    onSuccess: async (_, { bucketName }) => {
      queryClient.setQueryData(bucketKeys.list(), (list: ListBucketsResponse | undefined) =>
        updateList(list, (buckets) => buckets.filter((bucket) => bucket.name !== bucketName)),
      );
      const onList = router.state.matches.some((match) => match.routeId === '/_console/buckets/');
      if (!onList) await router.navigate({ to: '/buckets' });
      queryClient.removeQueries({ queryKey: bucketKeys.detail(bucketName) });
    },
  });
}
