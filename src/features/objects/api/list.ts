import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type BucketObject,
  getBucketRewind,
  isFolderName,
  listObjects,
  type RewindItem,
} from '@/contract/objects';
import { call } from '@/lib/api/client';
import { ApiError, isNotFoundError } from '@/lib/api/errors';
import { foldersOf } from '../browse-path';
import { type ObjectListOptions, objectKeys } from './keys';
import { listingPageArgs, listingPageQuery } from './list-options';

/** One line of the object browser: a sub-folder, or an object as its latest version (or delete marker) shows it. */
export interface ListingRow {
  /** The full key; a folder's ends with "/". */
  name: string;
  isFolder: boolean;
  size: number;
  /** RFC 3339; absent for folders. */
  lastModified?: string;
  versionId?: string;
  /** The latest version is a delete marker: the object is deleted. */
  isDeleteMarker: boolean;
  /** With versions: how many versions (delete markers included) this page holds of the object. */
  versionCount?: number;
}

/** A page of the listing as the browser keeps it: sub-folders and objects apart, each in key order. */
export interface ListingPage {
  folders: readonly ListingRow[];
  files: readonly ListingRow[];
  /** The folder listed is itself stored, as an object named like it: it exists even with nothing in it. */
  storedAsObject?: boolean;
  nextToken?: string;
}

const folderRow = (name: string): ListingRow => ({ name, isFolder: true, size: 0, isDeleteMarker: false });

export function rowOfObject(object: BucketObject): ListingRow {
  const name = object.name ?? '';
  if (isFolderName(name)) return folderRow(name);
  return {
    name,
    isFolder: false,
    size: object.size ?? 0,
    lastModified: object.last_modified,
    versionId: object.version_id,
    isDeleteMarker: object.is_delete_marker ?? false,
  };
}

function rowOfRewindItem(item: RewindItem): ListingRow {
  const name = item.name ?? '';
  if (isFolderName(name)) return folderRow(name);
  return {
    name,
    isFolder: false,
    size: item.size ?? 0,
    lastModified: item.last_modified,
    versionId: item.version_id,
    isDeleteMarker: item.delete_flag ?? false,
  };
}

/** Splits rows into folders and files, leaving out the folder being listed (a "folder object" of that name). */
function pageOf(rows: readonly ListingRow[], prefix: string, nextToken: string | undefined): ListingPage {
  const folders: ListingRow[] = [];
  const files: ListingRow[] = [];
  let storedAsObject = false;
  for (const row of rows) {
    if (row.name === prefix) storedAsObject = true;
    else (row.isFolder ? folders : files).push(row);
  }
  return { folders, files, storedAsObject, nextToken };
}

/**
 * A version listing (each key's versions newest first) as one row per key, carrying its latest version and
 * how many versions this page holds of it. A key whose versions go on in the next page shows up there again:
 * `loadedRows` merges the two.
 */
export function rowsOfVersions(objects: readonly BucketObject[]): ListingRow[] {
  const rows: ListingRow[] = [];
  let current: ListingRow | undefined;
  for (const object of objects) {
    if (current && object.name === current.name) {
      current.versionCount = (current.versionCount ?? 0) + 1;
      continue;
    }
    current = { ...rowOfObject(object), versionCount: 1 };
    if (current.isFolder) current.versionCount = undefined;
    rows.push(current);
  }
  return rows;
}

async function fetchPage(
  bucketName: string,
  prefix: string,
  options: ObjectListOptions,
  token: string,
  signal: AbortSignal,
): Promise<ListingPage> {
  if (options.rewindDate) {
    const params = { bucket_name: bucketName, date: options.rewindDate };
    const answer = await call(
      getBucketRewind,
      { params, query: { prefix, ...listingPageQuery(token) } },
      signal,
    );
    return pageOf((answer.objects ?? []).map(rowOfRewindItem), prefix, answer.next_token);
  }
  const args = listingPageArgs(bucketName, prefix, options.withVersions ?? false, token);
  const answer = await call(listObjects, args, signal);
  const objects = answer.objects ?? [];
  const rows = options.withVersions ? rowsOfVersions(objects) : objects.map(rowOfObject);
  return pageOf(rows, prefix, answer.next_token);
}

/**
 * Fresh long enough for the page that mounts just after its loader prefetched the first page; uploads and
 * deletes invalidate the folder themselves, and Refresh reloads it.
 */
const LISTING_STALE_MS = 10_000;

/** A folder of a bucket, a page of 1000 entries at a time: as it is, with its versions, or as it was at a date. */
export const objectListQuery = (bucketName: string, prefix: string, options: ObjectListOptions = {}) =>
  infiniteQueryOptions({
    queryKey: objectKeys.list(bucketName, prefix, options),
    staleTime: LISTING_STALE_MS,
    // A listing answers 404 only for a missing bucket (an empty prefix is no error in S3): the page says so.
    meta: { notFoundOnPage: true },
    queryFn: ({ pageParam, signal }) => fetchPage(bucketName, prefix, options, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextToken,
  });

/** Whether listing the folder says its bucket does not exist, even over pages listed before. */
export function useListingSaysBucketMissing(
  bucketName: string,
  prefix: string,
  options: ObjectListOptions,
  enabled: boolean,
): boolean {
  const { error } = useInfiniteQuery({ ...objectListQuery(bucketName, prefix, options), enabled });
  return isNotFoundError(error);
}

/** Whether a folder has anything at all in it (its own folder object counts). */
async function holdsAnything(bucketName: string, prefix: string, signal: AbortSignal): Promise<boolean> {
  const answer = await call(
    listObjects,
    { params: { bucket_name: bucketName }, query: { prefix, limit: '1' } },
    signal,
  );
  return (answer.objects ?? []).length > 0;
}

/** How many folders up the way back looks for one with something in it, before it settles for the bucket. */
const NEAREST_FOLDER_LEVELS = 8;

/**
 * The way back from something missing: `folder` or the nearest folder above it that has anything in it, or
 * the bucket's root (""). A folder that cannot be listed ends the search: it may well exist.
 */
export const nearestExistingFolderQuery = (bucketName: string, folder: string) =>
  queryOptions({
    queryKey: [...objectKeys.folder(bucketName, folder), 'nearest-existing'] as const,
    queryFn: async ({ signal }) => {
      const candidates = foldersOf(folder).reverse().slice(0, NEAREST_FOLDER_LEVELS);
      for (const { prefix } of candidates) {
        const exists = await holdsAnything(bucketName, prefix, signal).catch((error: unknown) => {
          if (error instanceof ApiError && error.isFinal && !error.isNotFound) return true;
          throw error;
        });
        if (exists) return prefix;
      }
      return '';
    },
  });
