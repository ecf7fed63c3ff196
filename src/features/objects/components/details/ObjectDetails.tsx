import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NULL_VERSION } from '@/contract/object-details';
import type { BucketObject } from '@/contract/objects';
import type { SessionResponse } from '@/contract/session';
import { isNotFoundError } from '@/lib/api/errors';
import { bucketObjectLockingQuery } from '@/lib/resources/buckets';
import { NotFoundPage } from '@/shell/NotFoundPage';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { LoadingSkeleton } from '@/ui/LoadingSkeleton';
import { type TabItem, Tabs } from '@/ui/tabs';
import { objectVersionsQuery } from '../../api/details';
import { objectKeys } from '../../api/keys';
import { parentFolder } from '../../browse-path';
import { NearestFolderLink } from '../browser/NearestFolderLink';
import { formatDateTime } from '../browser/ObjectTable';
import { DeleteObjectButton } from './DeleteObjectButton';
import { DetailsTab } from './DetailsTab';
import { DownloadButton } from './DownloadButton';
import { LockingTab } from './LockingTab';
import { type ObjectAccess, objectAccess } from './object-access';
import { PreviewTab } from './PreviewTab';
import { ShareTab } from './ShareTab';
import { TagsTab } from './TagsTab';
import { VersionsTab } from './VersionsTab';
import { isNullVersion } from './version-id';

interface ObjectDetailsProps {
  bucketName: string;
  objectKey: string;
  versionId?: string;
  session: SessionResponse | undefined;
  /** Called once the object is deleted. */
  onGone: () => void;
}

/** One object: the version asked for (or the latest), its actions, and a tab per aspect the session may see. */
export function ObjectDetails(props: ObjectDetailsProps) {
  const { bucketName, objectKey, versionId, session, onGone } = props;
  const versions = useQuery(objectVersionsQuery(bucketName, objectKey));
  useListingsRecheckedOnNotFound(bucketName, versions.error);
  const locking = useQuery(bucketObjectLockingQuery(bucketName));
  const [shownId, setShownId] = useState(versionId);
  const access = objectAccess(session, bucketName, objectKey);

  if (versions.isPending) {
    return (
      <div className="p-4">
        <LoadingSkeleton />
      </div>
    );
  }
  if (isNotFoundError(versions.error)) return <ObjectNotFound {...props} />;
  if (versions.isError) {
    return (
      <div className="p-4">
        <ApiErrorAlert error={versions.error} />
      </div>
    );
  }
  const [latest] = versions.data;
  if (!latest) return <ObjectNotFound {...props} />;
  const shown = versions.data.find((version) => version.version_id === shownId) ?? latest;
  const bucketLocked =
    locking.data?.object_locking_enabled === true || !!shown.legal_hold_status || !!shown.retention_mode;
  const context: ShownVersion = {
    bucketName,
    objectKey,
    version: shown,
    versionId: shown.version_id ?? NULL_VERSION,
    access,
    bucketLocked,
  };

  return (
    <>
      {shown !== latest && (
        <div className="flex items-center justify-between gap-2 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>Showing the version of {formatDateTime(shown.last_modified)}, not the latest.</span>
          <button type="button" className="underline" onClick={() => setShownId(latest.version_id)}>
            Show the latest
          </button>
        </div>
      )}
      {latest.is_delete_marker && shown === latest && (
        <p className="bg-slate-100 px-4 py-2 text-sm text-slate-700">
          This object is deleted: its latest version is a delete marker. Its earlier versions are under
          Versions.
        </p>
      )}
      <ObjectActions {...context} deleted={latest.is_delete_marker === true} onDeleted={onGone} />
      <Tabs label="Object details" tabs={objectTabs(context, versions.data, setShownId)} />
    </>
  );
}

/**
 * Reading an object's versions answers 404 only when its bucket is gone: the bucket's listings are read again,
 * so the page finds out and says so.
 */
function useListingsRecheckedOnNotFound(bucketName: string, error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isNotFoundError(error))
      void queryClient.invalidateQueries({ queryKey: objectKeys.listings(bucketName) });
  }, [queryClient, bucketName, error]);
}

/** A key with no version at all (never stored, or deleted with every version). */
function ObjectNotFound({ bucketName, objectKey }: ObjectDetailsProps) {
  return (
    <div className="px-4">
      <NotFoundPage
        level={2}
        title="Object not found"
        back={<NearestFolderLink bucketName={bucketName} folder={parentFolder(objectKey)} />}
      >
        <p>
          There is no object <span className="font-mono whitespace-pre-wrap">{objectKey}</span> in{' '}
          <span className="font-mono whitespace-pre-wrap">{bucketName}</span>. It may have been deleted.
        </p>
      </NotFoundPage>
    </div>
  );
}

/** The version the panel shows, and what the session may do with its object. */
export interface ShownVersion {
  bucketName: string;
  objectKey: string;
  version: BucketObject;
  /** Its id for the API: S3's "null" for an unversioned object. */
  versionId: string;
  access: ObjectAccess;
  /** The bucket has object locking (or the version reports a lock). */
  bucketLocked: boolean;
}

function objectTabs(
  context: ShownVersion,
  versions: readonly BucketObject[],
  show: (versionId: string | undefined) => void,
): TabItem[] {
  const isMarker = context.version.is_delete_marker === true;
  const versioned = versions.length > 1 || !isNullVersion(context.version.version_id);
  const tabs: (TabItem | false)[] = [
    { id: 'details', label: 'Details', content: () => <DetailsTab {...context} /> },
    !isMarker && { id: 'preview', label: 'Preview', content: () => <PreviewTab {...context} /> },
    !isMarker && { id: 'tags', label: 'Tags', content: () => <TagsTab {...context} /> },
    versioned && {
      id: 'versions',
      label: `Versions (${versions.length})`,
      content: () => <VersionsTab {...context} versions={versions} onShow={show} />,
    },
    !isMarker &&
      context.bucketLocked && { id: 'locking', label: 'Locking', content: () => <LockingTab {...context} /> },
    !isMarker &&
      context.access.share && { id: 'share', label: 'Share', content: () => <ShareTab {...context} /> },
  ];
  return tabs.filter((tab): tab is TabItem => tab !== false);
}

/** Download and delete, for whoever may. */
function ObjectActions(context: ShownVersion & { deleted: boolean; onDeleted: () => void }) {
  const { bucketName, objectKey, version, versionId, access } = context;
  const canDownload = access.download && !version.is_delete_marker;
  if (!canDownload && !access.delete) return null;
  return (
    <div className="flex gap-2 border-b border-slate-200 px-4 py-2">
      {canDownload && <DownloadButton bucketName={bucketName} objectKey={objectKey} versionId={versionId} />}
      {access.delete && (
        <DeleteObjectButton
          bucketName={bucketName}
          objectKey={objectKey}
          versioned={!isNullVersion(versionId)}
          deleted={context.deleted}
          canBypass={access.bypassGovernance && context.bucketLocked}
          onDeleted={context.onDeleted}
        />
      )}
    </div>
  );
}
