import {
  type DeleteFile,
  type DeleteObjectQuery,
  OBJECT_DETAILS_MESSAGES,
} from '../../src/contract/object-details.ts';
import { folderOfPath } from '../../src/contract/object-key.ts';
import { ConsoleError } from '../http/errors.ts';
import { checkedObjectKey } from '../minio/s3.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { type ListedEntry, listVersionsPage, S3_MAX_KEYS } from '../minio/s3-listing.ts';

/** What a delete removes of each key it reaches. */
type Selection = 'latest' | 'all' | 'non-current';

interface VersionRef {
  key: string;
  /** Absent: the key itself, which a versioned bucket answers with a delete marker. */
  versionId?: string;
}

/**
 * DELETE /buckets/{bucket_name}/objects: one object or version; with `recursive`, the object named by the prefix
 * and everything in the folder it names (`photos` reaches `photos` and `photos/…`, never `photos.jpg`); with
 * `all_versions`, every version (and delete marker) too; with `non_current_versions`, every version but the
 * latest. Removal goes in batches of 1000 as the listing pages come, so a huge folder never sits in memory, and
 * stops at the first refusal, or between two batches once `signal` fires (the browser left).
 */
export async function deleteObjects(
  client: S3Client,
  bucketName: string,
  query: DeleteObjectQuery,
  signal?: AbortSignal,
): Promise<void> {
  if (query.all_versions && query.non_current_versions) {
    throw new ConsoleError(400, OBJECT_DETAILS_MESSAGES.allAndNonCurrent);
  }
  // Listings take the prefix as a query parameter, never as a path: the key is checked here as well.
  checkedObjectKey(query.prefix);
  const bypass = query.bypass === true;
  const recursive = query.recursive === true;
  if (query.non_current_versions) {
    return deleteSelected(
      client,
      bucketName,
      query.prefix,
      { recursive, selection: 'non-current', bypass },
      signal,
    );
  }
  if (recursive || query.all_versions) {
    const selection = query.all_versions ? 'all' : 'latest';
    return deleteSelected(client, bucketName, query.prefix, { recursive, selection, bypass }, signal);
  }
  return client.removeObject(bucketName, query.prefix, {
    versionId: query.version_id,
    governanceBypass: bypass,
  });
}

/** POST /buckets/{bucket_name}/delete-objects: each entry in turn, stopping at the first failure. */
export async function deleteFiles(
  client: S3Client,
  bucketName: string,
  files: readonly DeleteFile[],
  options: { allVersions: boolean; bypass: boolean },
  signal?: AbortSignal,
): Promise<void> {
  for (const file of files) {
    if (!file.path) throw new ConsoleError(400, 'Invalid request', 'path: every entry needs a path');
    signal?.throwIfAborted();
    await deleteObjects(
      client,
      bucketName,
      {
        prefix: file.path,
        version_id: file.versionID,
        recursive: file.recursive,
        all_versions: options.allVersions,
        bypass: options.bypass,
      },
      signal,
    );
  }
}

function selected(entry: ListedEntry, selection: Selection): VersionRef | null {
  if (selection === 'all') return { key: entry.key, versionId: entry.versionId };
  if (selection === 'non-current')
    return entry.isLatest ? null : { key: entry.key, versionId: entry.versionId };
  return entry.isLatest && !entry.isDeleteMarker ? { key: entry.key } : null;
}

interface Reach {
  recursive: boolean;
  selection: Selection;
  bypass: boolean;
}

async function deleteSelected(
  client: S3Client,
  bucketName: string,
  path: string,
  { recursive, selection, bypass }: Reach,
  signal?: AbortSignal,
): Promise<void> {
  let batch: VersionRef[] = [];
  const flush = async () => {
    signal?.throwIfAborted();
    await client.removeObjects(bucketName, batch, { governanceBypass: bypass });
    batch = [];
  };
  // Leaving the loop ends the listing: no further page is read.
  for await (const entry of versionsReached(client, bucketName, path, recursive)) {
    signal?.throwIfAborted();
    const ref = selected(entry, selection);
    if (ref) batch.push(ref);
    if (batch.length === S3_MAX_KEYS) await flush();
  }
  if (batch.length > 0) await flush();
}

/** The versions of the key `path` and, with `recursive`, of every key in the folder `path` names. */
async function* versionsReached(client: S3Client, bucketName: string, path: string, recursive: boolean) {
  const folder = folderOfPath(path);
  // The folder's listing already holds a key ending with "/" itself.
  if (!recursive || folder !== path) yield* versionsOfKey(client, bucketName, path);
  if (recursive) yield* versionsUnder(client, bucketName, folder);
}

/** The versions of exactly `key`: listed first under it as a prefix, so the listing stops at the next key. */
async function* versionsOfKey(client: S3Client, bucketName: string, key: string) {
  for await (const entry of versionsUnder(client, bucketName, key)) {
    if (entry.key !== key) return;
    yield entry;
  }
}

/** Every version and delete marker of every key starting with `prefix`, page by page. */
async function* versionsUnder(client: S3Client, bucketName: string, prefix: string) {
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  do {
    const page = await listVersionsPage(client, bucketName, {
      prefix,
      delimiter: '',
      maxKeys: S3_MAX_KEYS,
      keyMarker,
      versionIdMarker,
    });
    yield* page.entries;
    keyMarker = page.nextKeyMarker;
    versionIdMarker = page.nextVersionIdMarker;
  } while (keyMarker);
}
