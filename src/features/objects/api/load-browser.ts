import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import type { RewindState } from '@/features/objects/store/rewind-slice';
import { bucketListQuery } from '@/lib/resources/buckets';
import { browserAccess } from '../components/browser/browser-access';
import { objectListQuery } from './list';
import { isVersioned, listOptionsFor } from './list-options';

/** The bucket list changes rarely; the route's loader has just read it. */
const BUCKET_LIST_STALE_MS = 60_000;

/** The bucket list as the browser reads it, to learn whether the bucket keeps versions. */
export const browsedBucketListQuery = () =>
  queryOptions({ ...bucketListQuery(), staleTime: BUCKET_LIST_STALE_MS });

/** The date the bucket is rewound to, or null when it is shown as it is. */
export const rewindDateOf = (rewind: RewindState, bucketName: string): string | null =>
  rewind.rewindEnabled && rewind.bucketToRewind === bucketName ? rewind.dateToRewind : null;

/**
 * How long the route waits for the folder's first page before it shows the page without it: a page that
 * arrives meanwhile (asked for early, or a quick listing) shows with the page, in one render and no skeleton.
 */
export const FIRST_PAGE_WAIT_MS = 200;

/**
 * The route's loader: reads whether the bucket is versioned, then starts loading the folder's first page, and
 * waits a moment for it (a slow listing shows on the page as it arrives).
 */
export async function loadObjectBrowser(
  queryClient: QueryClient,
  session: SessionResponse,
  bucketName: string,
  prefix: string,
): Promise<void> {
  const buckets = await queryClient.ensureQueryData(browsedBucketListQuery());
  const access = browserAccess(session, bucketName, prefix);
  if (!access.mayList) return;
  const rewindDate = rewindDateOf(useObjectsStore.getState().rewind, bucketName);
  const options = listOptionsFor(access, isVersioned(buckets, bucketName), rewindDate);
  const firstPage = queryClient.prefetchInfiniteQuery(objectListQuery(bucketName, prefix, options));
  await Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}
