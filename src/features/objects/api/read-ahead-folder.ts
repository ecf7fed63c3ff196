import { listBuckets } from '@/contract/buckets';
import { listObjects } from '@/contract/objects';
import { sessionCheck } from '@/contract/session';
import { endpointUrl, peekCall } from '@/lib/api/client';
import { fetchEarly } from '@/lib/api/early-fetch';
import { folderOfSplat } from '../browse-path';
import { browserAccess } from '../components/browser/browser-access';
import { isVersioned, listingPageArgs, listOptionsFor } from './list-options';

/** The bucket and folder of a browse URL's encoded segments; null for a name no URL decodes to. */
function browsedFolder(bucketSegment: string, splat: string | undefined) {
  try {
    const segments = (splat ?? '').split('/').map(decodeURIComponent);
    return { bucketName: decodeURIComponent(bucketSegment), prefix: folderOfSplat(segments.join('/')) };
  } catch {
    return null;
  }
}

/**
 * Fetches a folder's first page early, as the object browser will ask for it: with versions if the bucket
 * keeps them and the session may list them (the session and the bucket list fetched early say which).
 */
export async function readAheadFolder(bucketSegment: string, splat: string | undefined): Promise<void> {
  const folder = browsedFolder(bucketSegment, splat);
  if (!folder) return;
  const [session, buckets] = await Promise.all([peekCall(sessionCheck, {}), peekCall(listBuckets, {})]);
  if (session?.status !== 'ok' || !buckets) return;
  const access = browserAccess(session, folder.bucketName, folder.prefix);
  if (!access.mayList) return;
  // A page opened by its URL is never rewound: the rewind is kept in memory only.
  const versioned = isVersioned(buckets, folder.bucketName);
  const { withVersions = false } = listOptionsFor(access, versioned, null);
  fetchEarly(endpointUrl(listObjects, listingPageArgs(folder.bucketName, folder.prefix, withVersions)));
}
