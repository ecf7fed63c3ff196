import type { ListBucketsResponse } from '@/contract/buckets';
import type { listObjects } from '@/contract/objects';
import type { Permissions } from '@/contract/session';
import { fetchEarly, peekEarlyJson } from '@/lib/api/early-fetch';
import { EARLY_READS } from '@/lib/api/early-reads';
import { apiUrl, endpointUrl } from '@/lib/api/endpoint-url';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The grants of a logged-in session, read from the session check's JSON; undefined for any other answer. */
function grantsOf(answer: unknown): Permissions | undefined {
  if (!isRecord(answer) || answer.status !== 'ok' || !isRecord(answer.permissions)) return undefined;
  const { permissions } = answer;
  return Object.values(permissions).every(isTextList) ? (permissions as Permissions) : undefined;
}

const isBucketEntry = (value: unknown) =>
  isRecord(value) && (value.details === undefined || value.details === null || isRecord(value.details));

/** The bucket list's JSON, if it has the shape whose versioning flags are read; undefined otherwise. */
function bucketListOf(answer: unknown): ListBucketsResponse | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.buckets) || !answer.buckets.every(isBucketEntry))
    return undefined;
  return answer as ListBucketsResponse;
}

const peekRead = (path: string) => peekEarlyJson(apiUrl(path).toString());

/**
 * Fetches a folder's first page early, as the object browser will ask for it: with versions if the bucket
 * keeps them and the session may list them, which the session and the bucket list fetched early say. Their
 * JSON is read before zod has loaded, and unchecked beyond the fields read: it only picks the page to ask for,
 * and the page's own reads parse every answer as declared (a page asked for wrongly is simply not taken).
 */
export async function readAheadFolder(bucketSegment: string, splat: string | undefined): Promise<void> {
  const folder = browsedFolder(bucketSegment, splat);
  if (!folder) return;
  const [session, buckets] = await Promise.all([
    peekRead(EARLY_READS.session.path),
    peekRead(EARLY_READS.buckets.path),
  ]);
  const permissions = grantsOf(session);
  const bucketList = bucketListOf(buckets);
  if (!permissions || !bucketList) return;
  const access = browserAccess({ status: 'ok', permissions }, folder.bucketName, folder.prefix);
  if (!access.mayList) return;
  // A page opened by its URL is never rewound: the rewind is kept in memory only.
  const versioned = isVersioned(bucketList, folder.bucketName);
  const { withVersions = false } = listOptionsFor(access, versioned, null);
  const args = listingPageArgs(folder.bucketName, folder.prefix, withVersions);
  fetchEarly(endpointUrl<typeof listObjects>(EARLY_READS.objects, args));
}
