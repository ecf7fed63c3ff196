import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@/contract/session';
import { bucketObjectLockingQuery, bucketVersioningQuery } from '@/lib/resources/buckets';
import { DeleteObjectButton } from './DeleteObjectButton';
import { objectAccess } from './object-access';

/** A folder is only the common prefix of its objects: what there is to do is delete them all. */
export function FolderDetails({
  bucketName,
  prefix,
  session,
  onDeleted,
}: {
  bucketName: string;
  prefix: string;
  session: SessionResponse | undefined;
  onDeleted: () => void;
}) {
  const access = objectAccess(session, bucketName, prefix);
  const versioning = useQuery({ ...bucketVersioningQuery(bucketName), enabled: access.delete });
  const locking = useQuery({ ...bucketObjectLockingQuery(bucketName), enabled: access.delete });
  return (
    <div className="flex flex-col gap-3 p-4">
      <p className="text-sm text-slate-600">
        A folder is the common beginning of the names of the objects in it; it has no details of its own.
      </p>
      {access.delete && (
        <div>
          <DeleteObjectButton
            bucketName={bucketName}
            objectKey={prefix}
            versioned={versioning.data?.status === 'Enabled' || versioning.data?.status === 'Suspended'}
            deleted={false}
            canBypass={access.bypassGovernance && locking.data?.object_locking_enabled === true}
            onDeleted={onDeleted}
          />
        </div>
      )}
    </div>
  );
}
