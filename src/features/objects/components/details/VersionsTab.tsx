import { useState } from 'react';
import { NULL_VERSION } from '@/contract/object-details';
import type { BucketObject } from '@/contract/objects';
import { niceBytes } from '@/lib/format/units';
import { ApiErrorAlert } from '@/ui/ApiErrorAlert';
import { useDeleteObject, useRestoreVersion } from '../../api/details';
import { formatDateTime } from '../browser/ObjectTable';
import { DANGER_BUTTON, DeleteConfirm } from './DeleteConfirm';
import { DownloadButton } from './DownloadButton';
import type { ShownVersion } from './ObjectDetails';

/**
 * Every version newest first, each to show, download, restore as the latest or delete for good; and the
 * removal of all non-current versions at once.
 */
export function VersionsTab(
  props: ShownVersion & {
    versions: readonly BucketObject[];
    onShow: (versionId: string | undefined) => void;
  },
) {
  const { bucketName, objectKey, versions, access, bucketLocked } = props;
  const remove = useDeleteObject(bucketName, objectKey);
  const restore = useRestoreVersion(bucketName, objectKey);
  const nonCurrent = versions.filter((version) => !version.is_latest).length;
  const offerBypass = access.bypassGovernance && bucketLocked;
  const [failure, setFailure] = useState<unknown>(null);

  const restoreVersion = (versionId: string) => {
    setFailure(null);
    restore.mutate(versionId, { onSuccess: () => props.onShow(undefined), onError: setFailure });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{`${versions.length} version${versions.length === 1 ? '' : 's'}, newest first.`}</p>
        {access.delete && nonCurrent > 0 && (
          <DeleteConfirm
            title="Delete non-current versions"
            offerBypass={offerBypass}
            label="Delete non-current versions"
            className={DANGER_BUTTON}
            onConfirm={({ bypass }) =>
              remove.mutateAsync({ non_current_versions: true, bypass: bypass || undefined })
            }
          >
            Remove the {nonCurrent} older version{nonCurrent === 1 ? '' : 's'} for good? The latest stays.
          </DeleteConfirm>
        )}
      </div>
      {failure ? <ApiErrorAlert error={failure} /> : null}
      <ul
        aria-label="Versions"
        className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200"
      >
        {versions.map((version) => (
          <VersionItem
            key={version.version_id ?? NULL_VERSION}
            {...props}
            item={version}
            isShown={version.version_id === props.versionId}
            restoring={restore.isPending && restore.variables === version.version_id}
            onRestore={restoreVersion}
            onDelete={(versionId, bypass) =>
              remove.mutateAsync({ version_id: versionId, bypass: bypass || undefined })
            }
            offerBypass={offerBypass}
          />
        ))}
      </ul>
    </div>
  );
}

function VersionItem(
  props: ShownVersion & {
    item: BucketObject;
    isShown: boolean;
    restoring: boolean;
    offerBypass: boolean;
    onShow: (versionId: string | undefined) => void;
    onRestore: (versionId: string) => void;
    onDelete: (versionId: string, bypass: boolean) => Promise<unknown>;
  },
) {
  const { item, access } = props;
  const versionId = item.version_id ?? NULL_VERSION;
  const isMarker = item.is_delete_marker === true;
  const date = formatDateTime(item.last_modified);
  return (
    <li
      aria-label={`Version ${versionId}`}
      className={`flex flex-col gap-1 p-3 ${props.isShown ? 'bg-brand-50' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">{date}</span>
        {!isMarker && <span className="text-slate-600">{niceBytes(item.size ?? 0)}</span>}
        {item.is_latest && <Badge>Latest</Badge>}
        {isMarker && <Badge>Delete marker</Badge>}
        {props.isShown && <Badge>Shown</Badge>}
      </div>
      <p className="break-all font-mono text-xs text-slate-500">{versionId}</p>
      <div className="flex flex-wrap gap-2 text-sm">
        {!isMarker && !props.isShown && (
          <ActionButton label={`Show version ${versionId}`} onClick={() => props.onShow(versionId)}>
            Show
          </ActionButton>
        )}
        {!isMarker && access.download && (
          <DownloadButton
            bucketName={props.bucketName}
            objectKey={props.objectKey}
            versionId={versionId}
            label={`Download version ${versionId}`}
            className="text-brand-700 underline"
          />
        )}
        {!isMarker && !item.is_latest && access.restore && (
          <ActionButton
            label={`Restore version ${versionId}`}
            disabled={props.restoring}
            onClick={() => props.onRestore(versionId)}
          >
            {props.restoring ? 'Restoring…' : 'Restore as latest'}
          </ActionButton>
        )}
        {access.delete && (
          <DeleteConfirm
            title="Delete version"
            offerBypass={props.offerBypass}
            label="Delete"
            aria-label={`Delete version ${versionId}`}
            className="text-danger-700 underline"
            onConfirm={({ bypass }) => props.onDelete(versionId, bypass)}
          >
            {isMarker
              ? `Remove the delete marker of ${date}? The version before it becomes the latest again.`
              : `Delete the version of ${date} for good?`}
          </DeleteConfirm>
        )}
      </div>
    </li>
  );
}

function ActionButton(props: { label: string; disabled?: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="text-brand-700 underline disabled:opacity-60"
    >
      {props.children}
    </button>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{children}</span>;
}
