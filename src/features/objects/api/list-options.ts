import type { ListBucketsResponse } from '@/contract/buckets';
import { LIST_PAGE_SIZE } from '@/contract/list-limits';
import type { BrowserAccess } from '../components/browser/browser-access';
import type { ObjectListOptions } from './keys';

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

/** A page of a listing: the first (`token` "") or the one a continuation token names. */
export const listingPageQuery = (token: string) => ({
  limit: String(LIST_PAGE_SIZE),
  ...(token ? { continuation_token: token } : {}),
});

/** How a page of a folder as it is (not rewound) is asked for. */
export const listingPageArgs = (bucketName: string, prefix: string, withVersions: boolean, token = '') => ({
  params: { bucket_name: bucketName },
  query: { prefix, ...listingPageQuery(token), ...(withVersions ? { with_versions: 'true' as const } : {}) },
});
