import type { SessionResponse } from '@/contract/session';
import type { RewindState } from '@/features/objects/store/rewind-slice';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';

/** Where uploads go, as a permission resource and as the user reads it: `bucket` or `bucket/folder/`. */
const placeOf = (bucketName: string, prefix: string) => (prefix ? `${bucketName}/${prefix}` : bucketName);

/** Why the user cannot upload to the folder, or undefined when they can. */
export function uploadRefusal(
  session: SessionResponse,
  bucketName: string,
  prefix: string,
  rewind: RewindState,
): string | undefined {
  if (!hasPermission(session.permissions, placeOf(bucketName, prefix), [S3.PutObject])) {
    return `You cannot upload to ${placeOf(bucketName, prefix)}: your policy does not allow s3:PutObject there.`;
  }
  if (rewind.rewindEnabled && rewind.bucketToRewind === bucketName) {
    return 'Uploads are off while the bucket is shown as it was at an earlier time. Reset the rewind to upload.';
  }
  return undefined;
}
