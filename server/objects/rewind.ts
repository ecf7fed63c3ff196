import type { ListedEntry } from '../minio/s3-listing.ts';

export interface VersionsAtDate {
  /** Per key, the version or delete marker that was the latest at the date; keys created later are absent. */
  current: ListedEntry[];
  /** Whether the page's last key already has its answer, so its remaining (older) versions can be skipped. */
  lastKeyResolved: boolean;
}

/**
 * Of each key's versions, listed newest first as S3 lists them, the newest one not after `date`. A page may
 * start in the middle of a key whose newer versions were all after the date: it is resolved here like any
 * other key.
 */
export function versionsAt(entries: readonly ListedEntry[], date: Date): VersionsAtDate {
  const time = date.getTime();
  const current: ListedEntry[] = [];
  let resolvedKey: string | undefined;
  for (const entry of entries) {
    if (entry.key === resolvedKey) continue;
    if (Date.parse(entry.lastModified) <= time) {
      current.push(entry);
      resolvedKey = entry.key;
    }
  }
  const lastKey = entries.at(-1)?.key;
  return { current, lastKeyResolved: lastKey !== undefined && lastKey === resolvedKey };
}
