import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { BUCKET_VIEWER, S3 } from '@/lib/permissions/scopes';

export interface BrowserAccess {
  /** May list the folder (spec §6 bucket viewer). */
  mayList: boolean;
  /** May list versions and delete markers: version counts, deleted objects and rewind. */
  mayListVersions: boolean;
  mayDownload: boolean;
}

/**
 * What the session may do in a folder of a bucket. Policies grant listing on the bucket and reading on its
 * objects, possibly on a prefix only: both the bucket and `bucket/folder/` are looked at.
 */
export function browserAccess(session: SessionResponse, bucketName: string, prefix: string): BrowserAccess {
  const places = prefix ? [bucketName, `${bucketName}/${prefix}`] : [bucketName];
  const may = (scopes: readonly string[]) => hasPermission(session.permissions, places, scopes);
  return {
    mayList: may(BUCKET_VIEWER),
    mayListVersions: may([S3.ListBucketVersions, S3.AnyList]),
    mayDownload: may([S3.GetObject, S3.AnyGet]),
  };
}
