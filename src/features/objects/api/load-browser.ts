import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListBucketsResponse } from '@/contract/buckets';
import type { SessionResponse } from '@/contract/session';
import { useObjectsStore } from '@/features/objects/store/objects-store';
import type { RewindState } from '@/features/objects/store/rewind-slice';
import { bucketListQuery } from '@/lib/resources/buckets';
import { type BrowserAccess, browserAccess } from '../components/browser/browser-access';
import type { ObjectListOptions } from './keys';
import { objectListQuery } from './list';

/** The bucket list changes rarely; the route's loader has just read it. */
const BUCKET_LIST_STALE_MS = 60_000;

/** The bucket list as the browser reads it, to learn whether the bucket keeps versions. */
export const browsedBucketListQuery = () =>
  queryOptions({ ...bucketListQuery(), staleTime: BUCKET_LIST_STALE_MS });

/** The date the bucket is rewound to, or null when it is shown as it is. */
export const rewindDateOf = (rewind: RewindState, bucketName: string): string | null =>
  rewind.rewindEnabled && rewind.bucketToRewind === bucketName ? rewind.dateToRewind : null;

/** Whether the bucket keeps versions (or did, before versioning was suspended), as the bucket list says. */
export function isVersioned(buckets: ListBucketsResponse | undefined, bucketName: string): boolean {
  const details = buckets?.buckets?.find((bucket) => bucket.name === bucketName)?.details;
  return Boolean(details?.versioning || details?.versioningSuspended);
}

/** How the folder is listed: as it was at the rewind date, or as it is (with versions where there are any). */
export function listOptionsFor(
  access: BrowserAccess,
  versioned: boolean,
  rewindDate: string | null,
): ObjectListOptions {
  if (rewindDate) return { rewindDate };
  return { withVersions: versioned && access.mayListVersions };
}

/**
 * The route's loader: reads whether the bucket is versioned, then starts loading the folder's first page, so
 * it is on its way while the page's code loads and renders.
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
  void queryClient.prefetchInfiniteQuery(objectListQuery(bucketName, prefix, options));
}
