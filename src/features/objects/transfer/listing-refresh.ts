import type { QueryClient } from '@tanstack/react-query';
import { objectKeys } from '../api/keys';
import type { UploadTarget } from './resumable-upload';

/** The folders whose listing a new key changes: its own and every one above it (a new sub-folder may appear). */
export function foldersAbove(key: string): string[] {
  const folders = [''];
  for (let slash = key.indexOf('/'); slash >= 0; slash = key.indexOf('/', slash + 1)) {
    folders.push(key.slice(0, slash + 1));
  }
  return folders;
}

/**
 * Refreshes what stored objects change — the folders that list them and the objects' own details — at most once
 * a second, so a folder of ten thousand files does not reload a large listing ten thousand times.
 */
export function createListingRefresher(queryClient: QueryClient, intervalMs = 1_000) {
  const stale = new Map<string, readonly unknown[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const queryKeys = [...stale.values()];
    stale.clear();
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  return (target: UploadTarget) => {
    const keys = [
      ...foldersAbove(target.key).map((folder) => objectKeys.folder(target.bucketName, folder)),
      objectKeys.object(target.bucketName, target.key),
    ];
    for (const queryKey of keys) stale.set(JSON.stringify(queryKey), queryKey);
    if (timer === undefined) timer = setTimeout(flush, intervalMs);
  };
}
