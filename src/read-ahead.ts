import { apiBaseUrl } from '@/lib/api/base-url';
import { fetchEarly } from '@/lib/api/early-fetch';

/** /buckets/{bucket}/browse/{folder…}, as the address bar holds it. */
const BROWSE_PATH = /^\/buckets\/([^/]+)\/browse(?:\/(.*))?$/;

/** The declared paths of the session check and the bucket list (src/contract), asked for before zod loads. */
export const EARLY_READS = { session: 'session', buckets: 'buckets' } as const;

const fetchEarlyRead = (path: string) => fetchEarly(new URL(path, apiBaseUrl()).toString());

/** The object browser opened by its URL: its code, and the folder's first page once it is known how to list it. */
async function readAheadFolder(bucketSegment: string, splat: string | undefined): Promise<void> {
  void import('@/features/objects/components/browser/ObjectBrowserPage');
  const folder = await import('@/features/objects/api/read-ahead-folder');
  await folder.readAheadFolder(bucketSegment, splat);
}

/**
 * What the page at `path` (inside the app) shows first, asked for while the console's code loads: the session
 * and the menu's code on every page; on the bucket pages, the bucket list and the page's code too; in the object
 * browser, the folder's first page as well. The API client hands each answer to the page's own read. Resolves
 * once everything is asked for.
 */
export async function readAhead(path: string): Promise<void> {
  fetchEarlyRead(EARLY_READS.session);
  void import('@/shell/Shell');
  const folder = BROWSE_PATH.exec(path);
  if (folder) {
    fetchEarlyRead(EARLY_READS.buckets);
    await readAheadFolder(folder[1] ?? '', folder[2]);
  } else if (path.replace(/\/$/, '') === '/buckets') {
    fetchEarlyRead(EARLY_READS.buckets);
    void import('@/features/buckets/components/BucketListPage');
  }
}
