/**
 * Query keys of the object browser. Everything about one bucket's objects lives under `objectKeys.bucket(name)`;
 * a folder's listings (current, with versions, rewound) under `objectKeys.folder(bucket, prefix)`, so an upload
 * or a delete in a folder invalidates every view of it at once (`objectKeys.listings(bucket)` for all folders);
 * one object's queries under `objectKeys.object(bucket, key)`.
 */
export interface ObjectListOptions {
  /** Every version and delete marker (versioned buckets): version counts and deleted objects. */
  withVersions?: boolean;
  /** RFC 3339: the folder as it was then. */
  rewindDate?: string | null;
}

export const objectKeys = {
  all: ['objects'] as const,
  bucket: (bucketName: string) => [...objectKeys.all, bucketName] as const,
  listings: (bucketName: string) => [...objectKeys.bucket(bucketName), 'list'] as const,
  folder: (bucketName: string, prefix: string) => [...objectKeys.listings(bucketName), prefix] as const,
  list: (bucketName: string, prefix: string, options: ObjectListOptions = {}) =>
    [
      ...objectKeys.folder(bucketName, prefix),
      { withVersions: options.withVersions ?? false, rewindDate: options.rewindDate ?? null },
    ] as const,
  object: (bucketName: string, key: string) => [...objectKeys.bucket(bucketName), 'object', key] as const,
  versions: (bucketName: string, key: string) => [...objectKeys.object(bucketName, key), 'versions'] as const,
  /** One version's HEAD metadata; no version id is the latest. */
  metadata: (bucketName: string, key: string, versionId?: string) =>
    [...objectKeys.object(bucketName, key), 'metadata', versionId ?? null] as const,
  /** The text of a version, for its preview. */
  text: (bucketName: string, key: string, versionId: string) =>
    [...objectKeys.object(bucketName, key), 'text', versionId] as const,
  /** The longest a share link may last (the session's remaining time); outside `all`, which buckets name. */
  maxShareExpiry: () => ['max-share-expiry'] as const,
};
