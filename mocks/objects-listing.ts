/**
 * Listing the mock's objects as S3 lists them: in key order, one folder level at a time (sub-folders as
 * prefixes) or recursively, a page at a time from where the previous page stopped. Work is per page, not per
 * folder: stored keys are found by binary search and the generated large folder by index, so its million
 * objects cost nothing until listed.
 */
import { bucketObjects, type MockObjectVersion, versionsOf } from './objects-model';
import { DEMO_BUCKET, firstLargeKeyFrom } from './objects-seed';

/** Sorts after every key under a folder: "a/" + this skips all of "a/…". */
const PAST_THE_FOLDER = '\uffff';

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first of the sorted keys after `bound` (or equal to it, when inclusive). */
function firstStoredKeyFrom(keys: readonly string[], bound: string, inclusive: boolean): string | undefined {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const key = keys[middle] as string;
    if (key > bound || (inclusive && key === bound)) high = middle;
    else low = middle + 1;
  }
  return keys[low];
}

type NextKey = (bound: string, inclusive?: boolean) => string | undefined;

/** The bucket's keys, stored and generated, in key order. */
function keysOf(bucketName: string): NextKey {
  const stored = [...bucketObjects(bucketName).keys()].sort(byCodeUnits);
  const generates = bucketName === DEMO_BUCKET;
  return (bound, inclusive = false) => {
    const storedKey = firstStoredKeyFrom(stored, bound, inclusive);
    const generatedKey = generates ? firstLargeKeyFrom(bound, inclusive) : undefined;
    if (storedKey === undefined || generatedKey === undefined) return storedKey ?? generatedKey;
    return byCodeUnits(storedKey, generatedKey) <= 0 ? storedKey : generatedKey;
  };
}

const isLive = (versions: readonly MockObjectVersion[]) =>
  versions[0] !== undefined && !versions[0].isDeleteMarker;

export type ListedItem =
  | { kind: 'folder'; name: string }
  | { kind: 'version'; name: string; version: MockObjectVersion; isLatest: boolean };

/** Where a page stopped: after this key, or after this version of it. */
export interface ListPosition {
  key: string;
  versionId?: string;
}

export interface ListRequest {
  bucketName: string;
  prefix: string;
  /** One folder level (sub-folders as prefixes) rather than everything under the prefix. */
  delimited: boolean;
  /** Every version and delete marker, instead of the latest versions of the objects that are not deleted. */
  withVersions: boolean;
  limit: number;
  after?: ListPosition;
}

export interface ListedPage {
  items: ListedItem[];
  /** Where the next page starts; absent on the last page. */
  next?: ListPosition;
}

/** What a key adds to a page (from just after a version, when a page stopped among its versions). */
type ItemsOfKey = (
  key: string,
  versions: readonly MockObjectVersion[],
  afterVersionId?: string,
) => ListedItem[];

const asItems = (key: string, versions: readonly MockObjectVersion[]) =>
  versions.map(
    (version, index): ListedItem => ({ kind: 'version', name: key, version, isLatest: index === 0 }),
  );

const latestIfLive: ItemsOfKey = (key, versions) =>
  isLive(versions) ? asItems(key, versions).slice(0, 1) : [];

const everyVersion: ItemsOfKey = (key, versions, afterVersionId) => {
  const from =
    afterVersionId === undefined ? 0 : versions.findIndex((v) => v.versionId === afterVersionId) + 1;
  return asItems(key, versions).slice(from);
};

/** Whether anything under the folder is not deleted: S3 lists a folder of delete markers only with versions. */
function hasLiveObject(bucketName: string, nextKey: NextKey, folder: string): boolean {
  for (let key = nextKey(folder, true); key?.startsWith(folder); key = nextKey(key)) {
    if (isLive(versionsOf(bucketName, key))) return true;
  }
  return false;
}

interface Walk {
  bucketName: string;
  prefix: string;
  delimited: boolean;
  limit: number;
  after?: ListPosition;
  itemsOfKey: ItemsOfKey;
  /** Lists folders holding only deleted objects too. */
  foldersOfDeleted: boolean;
}

/** A page of items in key order, from `after` (or the start of the prefix) until `limit` items are in. */
function walk(request: Walk): ListedPage {
  const { bucketName, prefix, after, itemsOfKey } = request;
  const nextKey = keysOf(bucketName);
  const items: ListedItem[] = [];
  const pageFull = () => ({ items, next: positionAfter(items.at(-1) as ListedItem) });
  const add = (more: readonly ListedItem[]): boolean => {
    for (const item of more) {
      if (items.length === request.limit) return false;
      items.push(item);
    }
    return true;
  };

  if (
    after?.versionId !== undefined &&
    !add(itemsOfKey(after.key, versionsOf(bucketName, after.key), after.versionId))
  ) {
    return pageFull();
  }
  let key = after ? nextKey(after.key) : nextKey(prefix, true);
  while (key?.startsWith(prefix)) {
    const slash = request.delimited ? key.indexOf('/', prefix.length) : -1;
    if (slash === -1) {
      if (!add(itemsOfKey(key, versionsOf(bucketName, key)))) return pageFull();
      key = nextKey(key);
      continue;
    }
    const folder = key.slice(0, slash + 1);
    const listed = request.foldersOfDeleted || hasLiveObject(bucketName, nextKey, folder);
    if (listed && !add([{ kind: 'folder', name: folder }])) return pageFull();
    key = nextKey(folder + PAST_THE_FOLDER);
  }
  return { items };
}

function positionAfter(item: ListedItem): ListPosition {
  return item.kind === 'folder'
    ? { key: item.name + PAST_THE_FOLDER }
    : { key: item.name, versionId: item.version.versionId };
}

/** One page of the listing: latest versions of the objects not deleted, or every version and delete marker. */
export function listPage(request: ListRequest): ListedPage {
  const { withVersions, after } = request;
  return walk({
    ...request,
    // Without versions a page goes on after the whole key.
    after: after && (withVersions ? after : { key: after.key }),
    itemsOfKey: withVersions ? everyVersion : latestIfLive,
    foldersOfDeleted: withVersions,
  });
}

export interface RewindRequest {
  bucketName: string;
  prefix: string;
  date: Date;
  limit: number;
  after?: ListPosition;
}

/**
 * One page of the folder as it was at the date: per key the version (or delete marker) that was the latest
 * then; keys created later are left out.
 */
export function rewindPage({ date, after, ...request }: RewindRequest): ListedPage {
  const time = date.getTime();
  const versionThen: ItemsOfKey = (key, versions) => {
    const index = versions.findIndex((version) => Date.parse(version.lastModified) <= time);
    const version = versions[index];
    return version ? [{ kind: 'version', name: key, version, isLatest: index === 0 }] : [];
  };
  return walk({
    ...request,
    delimited: true,
    after: after && { key: after.key },
    itemsOfKey: versionThen,
    foldersOfDeleted: true,
  });
}
