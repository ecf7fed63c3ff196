import { fetchEarly } from '@/lib/api/early-fetch';
import { EARLY_READS } from '@/lib/api/early-reads';
import { apiUrl } from '@/lib/api/endpoint-url';

/** /buckets/{bucket}/browse/{folder…}, as the address bar holds it. */
const BROWSE_PATH = /^\/buckets\/([^/]+)\/browse(?:\/(.*))?$/;

const fetchEarlyRead = ({ path }: { path: string }) => fetchEarly(apiUrl(path).toString());

/** The object browser opened by its URL: its code, and the folder's first page once it is known how to list it. */
async function readAheadFolder(bucketSegment: string, splat: string | undefined): Promise<void> {
  const folder = import('@/features/objects/api/read-ahead-folder');
  void import('@/features/objects/components/browser/ObjectBrowserPage');
  await (await folder).readAheadFolder(bucketSegment, splat);
}

/**
 * What the page at `path` (inside the app) shows first, asked for while the console's code loads: the session
 * and the menu's code on every page; on the bucket pages, the bucket list and the page's code too; in the object
 * browser, the folder's first page as well. The API client hands each answer to the page's own read. Resolves
 * once everything is asked for.
 */
export async function readAhead(path: string): Promise<void> {
  fetchEarlyRead(EARLY_READS.session);
  const folder = BROWSE_PATH.exec(path);
  const onBucketList = path.replace(/\/$/, '') === '/buckets';
  if (folder || onBucketList) fetchEarlyRead(EARLY_READS.buckets);
  // Modules are fetched in the order they are asked for: what picks the folder's first page goes first.
  const folderRead = folder && readAheadFolder(folder[1] ?? '', folder[2]);
  void import('@/shell/Shell');
  if (onBucketList) void import('@/features/buckets/components/BucketListPage');
  await folderRead;
}
