import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type DeleteFile,
  type DeleteObjectQuery,
  deleteMultipleObjects,
  deleteObject,
  deleteObjectRetention,
  getMaxShareLinkExp,
  getObjectMetadata,
  goDuration,
  type ObjectLegalHoldStatus,
  type PutObjectRetentionRequest,
  putObjectLegalHold,
  putObjectRestore,
  putObjectRetention,
  putObjectTags,
  shareObject,
} from '@/contract/object-details';
import { type BucketObject, LIST_PAGE_SIZE, listObjects } from '@/contract/objects';
import { call } from '@/lib/api/client';
import { ApiError, normaliseHttpError } from '@/lib/api/errors';
import { parentFolder } from '../browse-path';
import { downloadUrl } from '../transfer/downloads';
import { objectKeys } from './keys';

const bucketParams = (bucketName: string) => ({ bucket_name: bucketName });

/**
 * One object's entries of the listing of `key`: every version and delete marker newest first, or only the
 * latest. The listing also reaches keys that merely start with `key`; they come after it, so reading stops at
 * the first of them.
 */
async function listEntriesOf(
  bucketName: string,
  key: string,
  withVersions: boolean,
  signal: AbortSignal,
): Promise<BucketObject[]> {
  const entries: BucketObject[] = [];
  let token: string | undefined;
  do {
    const query = {
      prefix: key,
      limit: String(LIST_PAGE_SIZE),
      with_versions: wireFlag(withVersions),
      continuation_token: token,
    };
    const answer = await call(listObjects, { params: bucketParams(bucketName), query }, signal);
    const objects = answer.objects ?? [];
    const ofKey = objects.filter((object) => object.name === key);
    entries.push(...ofKey);
    token = ofKey.length === objects.length ? answer.next_token : undefined;
  } while (token);
  return entries;
}

/** The versions, or just the latest for a user who may list objects but not their versions. */
async function fetchVersions(bucketName: string, key: string, signal: AbortSignal): Promise<BucketObject[]> {
  try {
    return await listEntriesOf(bucketName, key, true, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      return listEntriesOf(bucketName, key, false, signal);
    throw error;
  }
}

/** The object's versions (one, "null", in an unversioned bucket), each with its tags, legal hold and retention. */
export const objectVersionsQuery = (bucketName: string, key: string) =>
  queryOptions({
    queryKey: objectKeys.versions(bucketName, key),
    queryFn: ({ signal }) => fetchVersions(bucketName, key, signal),
  });

/** The describing HEAD headers of a version (the latest without one). */
export const objectMetadataQuery = (bucketName: string, key: string, versionId?: string) =>
  queryOptions({
    queryKey: objectKeys.metadata(bucketName, key, versionId),
    queryFn: async ({ signal }) => {
      const query = { prefix: key, versionID: versionId };
      const answer = await call(getObjectMetadata, { params: bucketParams(bucketName), query }, signal);
      return answer.objectMetadata ?? {};
    },
  });

/** Seconds a share link may last at most; it shrinks as the session ages, so it is read afresh each time. */
export const maxShareExpiryQuery = () =>
  queryOptions({
    queryKey: objectKeys.maxShareExpiry(),
    queryFn: async ({ signal }) => (await call(getMaxShareLinkExp, {}, signal)).exp,
    staleTime: 0,
  });

/** The URL the browser shows a version from, inline (the same stream as a download). */
export const objectPreviewUrl = (bucketName: string, key: string, versionId: string) =>
  `${downloadUrl(bucketName, key, versionId)}&preview=true`;

/** A version's content as text, for its preview (the caller keeps to the size limit). */
export const objectTextQuery = (bucketName: string, key: string, versionId: string) =>
  queryOptions({
    queryKey: objectKeys.text(bucketName, key, versionId),
    queryFn: async ({ signal }) => {
      const response = await fetch(objectPreviewUrl(bucketName, key, versionId), {
        credentials: 'same-origin',
        signal,
      });
      if (!response.ok)
        throw normaliseHttpError(response.status, await response.json().catch(() => undefined));
      return response.text();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether a query key belongs to a listing of a folder, or to an object, at or under `prefix`. */
function isUnder(queryKey: QueryKey, bucketName: string, prefix: string): boolean {
  const roots = [objectKeys.listings(bucketName), objectKeys.object(bucketName, '').slice(0, -1)];
  return roots.some(
    (root) =>
      root.every((part, index) => queryKey[index] === part) &&
      String(queryKey[root.length]).startsWith(prefix),
  );
}

/** What a change to an object touches: its own queries, and (when its versions changed) its folder's listing. */
type Reach = 'object' | 'versions' | 'gone';

function refreshAfter(queryClient: QueryClient, bucketName: string, key: string, reach: Reach) {
  const folder = objectKeys.folder(bucketName, parentFolder(key));
  if (reach === 'object')
    return queryClient.invalidateQueries({ queryKey: objectKeys.object(bucketName, key) });
  if (reach === 'versions') {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: objectKeys.object(bucketName, key) }),
      queryClient.invalidateQueries({ queryKey: folder }),
    ]);
  }
  if (key.endsWith('/')) {
    queryClient.removeQueries({ predicate: (query) => isUnder(query.queryKey, bucketName, key) });
  } else {
    queryClient.removeQueries({ queryKey: objectKeys.object(bucketName, key) });
  }
  return queryClient.invalidateQueries({ queryKey: folder });
}

/** A change to the object `key` that, once done, refreshes exactly what it reaches. */
function useObjectChange<T>(
  bucketName: string,
  key: string,
  reach: (input: T) => Reach,
  change: (input: T) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, input) => refreshAfter(queryClient, bucketName, key, reach(input)),
  });
}

/** The path and query naming one version of the object `key`. */
const addressOf = (bucketName: string, key: string, versionId: string) => ({
  params: bucketParams(bucketName),
  query: { prefix: key, version_id: versionId },
});

export const usePutObjectTags = (bucketName: string, key: string) =>
  useObjectChange(
    bucketName,
    key,
    () => 'object',
    ({ versionId, tags }: { versionId: string; tags: Record<string, string> }) =>
      call(putObjectTags, { ...addressOf(bucketName, key, versionId), body: { tags } }),
  );

export const useSetLegalHold = (bucketName: string, key: string) =>
  useObjectChange(
    bucketName,
    key,
    () => 'object',
    ({ versionId, status }: { versionId: string; status: ObjectLegalHoldStatus }) =>
      call(putObjectLegalHold, { ...addressOf(bucketName, key, versionId), body: { status } }),
  );

/** Sets the retention, or (`retention: null`) lifts a governance one. */
export const useSetRetention = (bucketName: string, key: string) =>
  useObjectChange(
    bucketName,
    key,
    () => 'object',
    ({ versionId, retention }: { versionId: string; retention: PutObjectRetentionRequest | null }) =>
      retention
        ? call(putObjectRetention, { ...addressOf(bucketName, key, versionId), body: retention })
        : call(deleteObjectRetention, addressOf(bucketName, key, versionId)),
  );

/** Copies a version on top: it becomes the latest. */
export const useRestoreVersion = (bucketName: string, key: string) =>
  useObjectChange(
    bucketName,
    key,
    () => 'versions',
    (versionId: string) => call(putObjectRestore, addressOf(bucketName, key, versionId)),
  );

/** Which deletes leave the object (or folder) in the listing: removing one old version or the non-current ones. */
type DeleteOptions = Omit<DeleteObjectQuery, 'prefix'>;

const deleteReach = (query: DeleteOptions): Reach =>
  query.non_current_versions || (query.version_id && !query.all_versions) ? 'versions' : 'gone';

/** DELETE …/objects for `key`: the object, a version, its versions, or a folder with everything under it. */
export const useDeleteObject = (bucketName: string, key: string) =>
  useObjectChange(bucketName, key, deleteReach, (options: DeleteOptions) =>
    call(deleteObject, {
      params: bucketParams(bucketName),
      query: {
        prefix: key,
        version_id: options.version_id,
        recursive: wireFlag(options.recursive),
        all_versions: wireFlag(options.all_versions),
        non_current_versions: wireFlag(options.non_current_versions),
        bypass: wireFlag(options.bypass),
      },
    }),
  );

/**
 * POST …/delete-objects: several objects and folders of the folder `prefix` at once. Their queries are dropped
 * and the folder's listing refetched.
 */
export function useDeleteMany(bucketName: string, prefix: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...options }: { files: DeleteFile[]; all_versions?: boolean; bypass?: boolean }) =>
      call(deleteMultipleObjects, {
        params: bucketParams(bucketName),
        query: { all_versions: wireFlag(options.all_versions), bypass: wireFlag(options.bypass) },
        body: files,
      }),
    onSuccess: (_answer, { files }) => {
      const paths = files.map((file) => file.path ?? '').filter(Boolean);
      queryClient.removeQueries({
        predicate: (query) => paths.some((path) => isUnder(query.queryKey, bucketName, path)),
      });
      return queryClient.invalidateQueries({ queryKey: objectKeys.folder(bucketName, prefix) });
    },
  });
}

/** A flag as the app sends it: "true", or left out when not set. */
const wireFlag = (on: boolean | undefined) => (on ? ('true' as const) : undefined);

/** Asks for a link to a version that works without a session for `seconds`. */
export const useShareLink = (bucketName: string, key: string) =>
  useMutation({
    mutationFn: ({ versionId, seconds }: { versionId: string; seconds: number }) =>
      call(shareObject, {
        params: bucketParams(bucketName),
        query: { prefix: key, version_id: versionId, expires: goDuration(seconds) },
      }),
  });
